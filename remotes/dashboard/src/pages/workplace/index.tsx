import { useMemo } from 'react';
import { Button, Card, Empty, Grid, Result, Skeleton, Statistic, Typography } from '@arco-design/web-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, formatMoneyCompact, selectCurrentProject, selectUserInfo, useAppSelector } from '@backoffice/shared';
import { useGetWorkplaceQuery } from './workplaceApi';
import { trendChartOption } from './trendChartOption';
import { TopUpTrendChart } from './TopUpTrendChart';

export default function WorkplacePage() {
  const intl = useIntl();
  const user = useAppSelector(selectUserInfo);
  const project = useAppSelector(selectCurrentProject);
  const { data: figures, isLoading, isError, refetch } = useGetWorkplaceQuery({ projectCode: project?.code });
  const t = (id: string) => intl.formatMessage({ id });
  const money = (amountMinor: number) => formatMoney(amountMinor, figures?.currency ?? 'USD', intl.locale);
  const compactMoney = (amountMinor: number) => formatMoneyCompact(amountMinor, figures?.currency ?? 'USD', intl.locale);

  const option = useMemo(
    () =>
      figures &&
      trendChartOption(
        figures.topUpTrend,
        { amount: t('workplace.trend.amount'), orders: t('workplace.trend.orders') },
        money,
        compactMoney,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [figures, intl.locale],
  );

  if (isError) {
    return (
      <Result
        status="error"
        title={<FormattedMessage id="workplace.error" />}
        extra={<Button type="primary" onClick={refetch}>{t('workplace.retry')}</Button>}
      />
    );
  }

  const cards = figures
    ? [
        { id: 'workplace.dramaCount', value: intl.formatNumber(figures.dramaCount) },
        { id: 'workplace.userCount', value: intl.formatNumber(figures.userCount) },
        { id: 'workplace.newUsersToday', value: intl.formatNumber(figures.newUsersToday) },
        { id: 'workplace.paidOrdersToday', value: intl.formatNumber(figures.paidOrdersToday) },
        { id: 'workplace.topUpToday', value: money(figures.topUpToday.amountMinor) },
      ]
    : [];
  const hasTopUps = figures?.topUpTrend.some((day) => day.orders > 0);

  return (
    <div className="workplace">
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        <FormattedMessage id="workplace.welcome" values={{ name: user?.name ?? '' }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="workplace.project" values={{ project: project?.name ?? project?.code ?? '' }} />
      </Typography.Paragraph>
      <Grid.Row gutter={16}>
        {(isLoading ? Array.from({ length: 5 }, (_, index) => ({ id: String(index), value: '' })) : cards).map((card) => (
          <Grid.Col key={card.id} xs={24} sm={12} lg={8} xl={4} style={{ marginBottom: 16, flex: '1 1 0' }}>
            <Card>
              {isLoading ? (
                <Skeleton text={{ rows: 2 }} animation />
              ) : (
                <Statistic title={t(card.id)} value={card.value} groupSeparator />
              )}
            </Card>
          </Grid.Col>
        ))}
      </Grid.Row>
      <Card title={<FormattedMessage id="workplace.trend.title" />}>
        {isLoading && <Skeleton text={{ rows: 6 }} animation />}
        {figures && !hasTopUps && <Empty description={t('workplace.trend.empty')} />}
        {option && hasTopUps && <TopUpTrendChart option={option} />}
      </Card>
    </div>
  );
}
