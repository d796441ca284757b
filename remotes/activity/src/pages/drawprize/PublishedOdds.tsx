import { List, Spin, Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { PRIZE_REWARD_KIND } from '../../enums';
import { useGetActivityDrawprizeOddsQuery } from './drawprizeApi';

/** The odds as the app publishes them with the draw. */
export function PublishedOdds({ id }: { id: number }) {
  const t = useT();
  const { data, isLoading, isError } = useGetActivityDrawprizeOddsQuery({ id });
  if (isLoading) return <Spin />;
  if (isError || !data) return <span>{t('drawprize.loadFailed')}</span>;
  return (
    <List
      size="small"
      data-testid="published-odds"
      dataSource={data.prizes}
      noDataElement={<span>{t('drawprize.prizes.empty')}</span>}
      render={(prize) => (
        <List.Item key={prize.id} extra={<strong>{prize.percent}</strong>}>
          {prize.name}{' '}
          <Tag size="small" color={PRIZE_REWARD_KIND.colorOf(prize.rewardKind)}>
            {t(PRIZE_REWARD_KIND.labelIdOf(prize.rewardKind) ?? prize.rewardKind)}
          </Tag>
        </List.Item>
      )}
    />
  );
}
