import { Button, Card, Empty, Form, Input, Space, Tag } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import { FOLLOW_TYPE, FOLLOW_UNLOCKS } from '../../enums';
import { defineFields, ListPage, searchKinds, useFieldColumns, useListParams } from '@backoffice/shared/list';
import { DramaFilter, dramaLabel, useFilteredDrama } from '../comments/DramaFilter';
import {
  type FollowRecord,
  type ListProductCommentsFollowApiArg,
  useListProductCommentsFollowQuery,
} from './commentsFollowApi';
import '../comments/comments.css';
import { named } from '../../named/named';

/** FOLLOW_TYPE's coin unlock: the one record that cost coins. */
const COIN_UNLOCK = 10;

const FIELDS = defineFields<FollowRecord, never, ListProductCommentsFollowApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  type: { label: 'productFollows.type', valueType: 'enum', enum: FOLLOW_TYPE, column: true, search: true },
  // both kinds of unlock at once: what a drama's unlock count opens
  unlocks: { label: 'productFollows.unlocks', valueType: 'enum', enum: FOLLOW_UNLOCKS, search: true },
  username: {
    label: 'productFollows.user',
    column: { render: (username, follow) => named(username, follow.userCode) },
  },
  dramaName: { label: 'productFollows.drama', column: { render: (name, follow) => named(name, follow.dramaCode) } },
  episodeNo: { label: 'productFollows.episode', column: true },
  // only a coin unlock costs coins; the others answer 0, which would read as "free"
  coins: { label: 'productFollows.coins', column: { align: 'right' } },
  createTime: {
    label: 'productFollows.created',
    valueType: 'dateTime',
    column: { sortBy: 'createTime' },
    search: { range: { from: 'createdFrom', to: 'createdTo' } },
  },
  dramaId: { label: 'productFollows.drama', search: { kind: 'number' } },
  userCode: { label: 'productFollows.userCode', search: { placeholder: 'productFollows.userCode.placeholder' } },
});

/**
 * The follow records of a drama (opened from the dramas list) or of an app user: likes,
 * follows, watches and unlocks, newest first. Read only. Without a drama or a user there is
 * nothing to read (the api needs one): the screen asks for one.
 */
export default function FollowRecordsPage() {
  const t = useT();
  const intl = useIntl();
  const list = useListParams<ListProductCommentsFollowApiArg>({ filters: searchKinds(FIELDS), keyset: true });
  const { dramaId, userCode } = list.filters;
  const chosen = dramaId !== undefined || userCode !== undefined;
  const result = useListProductCommentsFollowQuery(list.request, { skip: !chosen });
  const drama = useFilteredDrama(dramaId, result.data?.list);
  const columns = useFieldColumns<FollowRecord, typeof FIELDS>(
    FIELDS,
    {
      episodeNo: (episode: number | null) =>
        episode === null ? '—' : t('productFollows.episode.value', { number: episode }),
      coins: (coins: number, follow) => (follow.type === COIN_UNLOCK ? intl.formatNumber(coins) : '—'),
    },
    { dramaId: <DramaFilter known={drama} /> },
  );

  if (!chosen) return <ChooseWhose onChoose={(whose) => list.search({ ...list.filters, ...whose })} />;

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
