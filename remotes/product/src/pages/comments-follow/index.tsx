import { Button, Card, Empty, Form, Input, Space, Tag } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import { FOLLOW_TYPE } from '../../enums';
import { type ListColumn, ListPage, useListParams } from '@backoffice/shared/list';
import { DramaFilter, dramaLabel, useFilteredDrama } from '../comments/DramaFilter';
import {
  type FollowRecord,
  type ListProductCommentsFollowApiArg,
  useListProductCommentsFollowQuery,
} from './commentsFollowApi';
import '../comments/comments.css';

/** FOLLOW_TYPE's coin unlock: the one record that cost coins. */
const COIN_UNLOCK = 10;

/**
 * The follow records of a drama (opened from the dramas list) or of an app user: likes,
 * follows, watches and unlocks, newest first. Read only. Without a drama or a user there is
 * nothing to read (the api needs one): the screen asks for one.
 */
export default function FollowRecordsPage() {
  const t = useT();
  const intl = useIntl();
  const list = useListParams<ListProductCommentsFollowApiArg>({
    filters: { dramaId: 'number', userCode: 'string', type: 'number', createdFrom: 'string', createdTo: 'string' },
    keyset: true,
  });
  const { dramaId, userCode } = list.filters;
  const chosen = dramaId !== undefined || userCode !== undefined;
  const result = useListProductCommentsFollowQuery(list.request, { skip: !chosen });
  const drama = useFilteredDrama(dramaId, result.data?.list);

  if (!chosen) return <ChooseWhose onChoose={(whose) => list.search({ ...list.filters, ...whose })} />;

  const columns: ListColumn<FollowRecord>[] = [
    { key: 'type', title: t('productFollows.type'), valueType: 'enum', enum: FOLLOW_TYPE, search: true },
    {
      key: 'username',
      title: t('productFollows.user'),
      render: (username: string, follow: FollowRecord) => (
        <span className="comments-named">
          {username}
          <code>{follow.userCode}</code>
        </span>
      ),
    },
    {
      key: 'dramaName',
      title: t('productFollows.drama'),
      render: (name: string, follow: FollowRecord) => (
        <span className="comments-named">
          {name}
          <code>{follow.dramaCode}</code>
        </span>
      ),
    },
    {
      key: 'episodeNo',
      title: t('productFollows.episode'),
      render: (episode: number | null) =>
        episode === null ? '—' : t('productFollows.episode.value', { number: episode }),
    },
    // only a coin unlock costs coins; the others answer 0, which would read as "free"
    {
      key: 'coins',
      title: t('productFollows.coins'),
      align: 'right',
      render: (coins: number, follow: FollowRecord) => (follow.type === COIN_UNLOCK ? intl.formatNumber(coins) : '—'),
    },
    {
      key: 'createTime',
      title: t('productFollows.created'),
      valueType: 'dateTime',
      sortBy: 'createTime',
      search: { from: 'createdFrom', to: 'createdTo' },
    },
  ];

  return (
    <ListPage<FollowRecord, typeof list.filters>
      title={
        <Space wrap>
          {t('menu.product.comments-follow')}
          {dramaId !== undefined && (
            // the words and the drama's name apart: a name is data, in any language
            <Tag color="arcoblue">
              <span>{t('productFollows.drama.of')}</span> <strong>{drama ? dramaLabel(drama) : `#${dramaId}`}</strong>
            </Tag>
          )}
        </Space>
      }
      list={list}
      result={result}
      columns={columns}
      rowKey="id"
      listKey="product.comments-follow"
      searchFields={[
        { name: 'dramaId', label: t('productFollows.drama'), input: <DramaFilter known={drama} /> },
        {
          name: 'userCode',
          label: t('productFollows.userCode'),
          input: <Input allowClear placeholder={t('productFollows.userCode.placeholder')} />,
        },
      ]}
    />
  );
}

/** What the screen shows without a drama or a user: a drama to choose or a user code to type. */
function ChooseWhose({ onChoose }: { onChoose(whose: { dramaId?: number; userCode?: string }): void }) {
  const t = useT();
  const [form] = Form.useForm<{ userCode?: string }>();
  return (
    <Card title={t('menu.product.comments-follow')}>
      <Empty
        description={
          <Space direction="vertical" size="medium" style={{ maxWidth: 420, width: '100%' }}>
            <strong>{t('productFollows.choose.title')}</strong>
            <span>{t('productFollows.choose.content')}</span>
            <Form
              form={form}
              layout="vertical"
              onSubmit={({ userCode }) => userCode?.trim() && onChoose({ userCode: userCode.trim() })}
            >
              <Form.Item label={t('productFollows.choose.drama')}>
                <DramaFilter
                  aria-label={t('productFollows.choose.drama')}
                  onChange={(id) => id && onChoose({ dramaId: id })}
                />
              </Form.Item>
              <Form.Item label={t('productFollows.choose.user')} field="userCode">
                <Input
                  aria-label={t('productFollows.choose.user')}
                  placeholder={t('productFollows.userCode.placeholder')}
                  allowClear
                />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {t('productFollows.choose.search')}
              </Button>
            </Form>
          </Space>
        }
      />
    </Card>
  );
}
