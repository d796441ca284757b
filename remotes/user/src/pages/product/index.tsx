import { Button, Card, Descriptions, Message, Space, Spin, Tabs, Tag, Typography } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError, StatusResult, useEnumLabel, useT } from '@backoffice/shared';
import { COMMENT_STATE, FOLLOW_TYPE, INTERACTION_TYPE } from '../../enums';
import {
  defineFields,
  formatDateTime,
  ListPage,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import { formatPermille, formatSeconds } from './format';
import {
  type Comment,
  type Follow,
  type ListUserProductApiArg,
  type ListUserProductCommentsApiArg,
  type ListUserProductFollowsApiArg,
  type Play,
  type ProductSummary,
  useGetUserProductQuery,
  useHideUserProductCommentMutation,
  useListUserProductCommentsQuery,
  useListUserProductFollowsQuery,
  useListUserProductQuery,
  useRestoreUserProductCommentMutation,
} from './productApi';

const DETAIL = 'user:product-detail:query';
const REVIEW = 'user:product:review';
const TABS = ['plays', 'follows', 'comments'] as const;
type Tab = (typeof TABS)[number];

/** What one app user watched: who they are in figures, their plays, their likes, follows and unlocks, and their comments. */
export default function UserProductPage() {
  const t = useT();
  const { userCode = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === searchParams.get('tab')) ?? 'plays';
  const summary = useGetUserProductQuery({ userCode });

  if (summary.isError && !summary.data) {
    const missing = isApiError(summary.error) && summary.error.status === 404;
    return (
      <Card>
        <StatusResult
          status={missing ? '404' : 'error'}
          title={missing ? t('userProduct.notFound', { userCode }) : t('userProduct.error')}
          subTitle={missing ? t('userProduct.notFound.hint') : undefined}
          extra={
            <Space>
              <BackLink />
              {!missing && (
                <Button type="primary" onClick={() => void summary.refetch()}>
                  {t('userProduct.retry')}
                </Button>
              )}
            </Space>
          }
        />
      </Card>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={summary.data ? t('userProduct.title', { user: summary.data.user.username }) : userCode}
        extra={<BackLink />}
      >
        {summary.data ? <Figures summary={summary.data} /> : <Spin />}
      </Card>
      {/* one tab at a time: the other's filters would be read from the same URL */}
      <Tabs activeTab={tab} destroyOnHide onChange={(key) => setSearchParams(key === 'plays' ? {} : { tab: key })}>
        <Tabs.TabPane key="plays" title={t('userProduct.plays')}>
          <PlaysTab userCode={userCode} />
        </Tabs.TabPane>
        <Tabs.TabPane key="follows" title={t('userProduct.follows')}>
          <FollowsTab userCode={userCode} />
        </Tabs.TabPane>
        <Tabs.TabPane key="comments" title={t('userProduct.comments')}>
          <CommentsTab userCode={userCode} />
        </Tabs.TabPane>
      </Tabs>
    </Space>
  );
}

function BackLink() {
  const t = useT();
  return (
    <Link to="/user/list">
      <IconLeft /> {t('userProduct.back')}
    </Link>
  );
}

function Figures({ summary }: { summary: ProductSummary }) {
  const t = useT();
  const label = useEnumLabel();
  const hours = Math.floor(summary.playTimeSeconds / 3600);
  const minutes = Math.floor((summary.playTimeSeconds % 3600) / 60);
  return (
    <>
      <Descriptions
        column={{ xs: 1, md: 2, xl: 4 }}
        data={[
          { label: t('userProduct.userCode'), value: summary.user.userCode },
          { label: t('userProduct.country'), value: summary.user.country },
          { label: 'VIP', value: summary.user.vip === 1 ? <Tag color="gold">VIP</Tag> : '—' },
          { label: t('userProduct.registered'), value: formatDateTime(summary.user.createTime) },
          { label: t('userProduct.plays'), value: summary.plays },
          { label: t('userProduct.dramas'), value: summary.dramas },
          { label: t('userProduct.playTime'), value: t('userProduct.duration', { hours, minutes }) },
          { label: t('userProduct.unlockCoins'), value: summary.unlockCoins },
        ]}
      />
      <Space wrap style={{ marginTop: 8 }}>
        {summary.follows.map((entry) => (
          <Tag
            key={entry.type}
            color={FOLLOW_TYPE.colorOf(entry.type)}
          >{`${label(FOLLOW_TYPE, entry.type)} ${entry.count}`}</Tag>
        ))}
      </Space>
    </>
  );
}

/** A drama as a row names it: its name, its code beneath. */
const dramaCell = (_: unknown, row: Play | Follow | Comment) => (
  <Space direction="vertical" size={0}>
    <span>{row.dramaName}</span>
    <Typography.Text type="secondary">{row.dramaCode}</Typography.Text>
  </Space>
);

const DRAMA_FILTER = { label: 'userProduct.drama', search: { placeholder: 'userProduct.drama.placeholder' } } as const;

const PLAY_FIELDS = defineFields<Play, never, ListUserProductApiArg>()({
  type: { label: 'userProduct.type', valueType: 'enum', enum: INTERACTION_TYPE, column: true, search: true },
  dramaName: { label: 'userProduct.drama', column: { render: dramaCell } },
  episodeNo: { label: 'userProduct.episode', column: { align: 'right' }, search: { kind: 'number' } },
  content: { label: 'userProduct.content', column: true },
  createTime: {
    label: 'userProduct.time',
    valueType: 'dateTime',
    column: { sortBy: 'createTime' },
    search: { range: { from: 'playedFrom', to: 'playedTo' } },
  },
  totalTimeSeconds: {
    label: 'userProduct.totalTime',
    column: { align: 'right', render: (seconds) => formatSeconds(seconds) },
  },
  playTimeSeconds: {
    label: 'userProduct.playedTime',
    column: { align: 'right', sortBy: 'playTimeSeconds', render: (seconds) => formatSeconds(seconds) },
  },
  completionPermille: {
    label: 'userProduct.completion',
    column: { align: 'right', sortBy: 'completionPermille', render: (permille) => formatPermille(permille) },
  },
  drama: DRAMA_FILTER,
});

const FOLLOW_FIELDS = defineFields<Follow, never, ListUserProductFollowsApiArg>()({
  type: { label: 'userProduct.type', valueType: 'enum', enum: FOLLOW_TYPE, column: true, search: true },
  dramaName: { label: 'userProduct.drama', column: { render: dramaCell } },
  episodeNo: { label: 'userProduct.episode', column: { align: 'right', render: (episodeNo) => episodeNo ?? '—' } },
  coins: { label: 'userProduct.coins', valueType: 'count', column: { align: 'right' } },
  createTime: { label: 'userProduct.time', valueType: 'dateTime', column: { sortBy: 'createTime' } },
  drama: DRAMA_FILTER,
});

const COMMENT_FIELDS = defineFields<Comment, never, ListUserProductCommentsApiArg>()({
  dramaName: { label: 'userProduct.drama', column: { render: dramaCell } },
  // a comment on the whole drama says so (the tab's own cell)
  episodeNo: { label: 'userProduct.episode', column: { align: 'right' } },
  content: {
    label: 'userProduct.comment.text',
    column: true,
    search: { placeholder: 'userProduct.comment.text.placeholder' },
  },
  state: { label: 'userProduct.comment.state', valueType: 'enum', enum: COMMENT_STATE, column: true, search: true },
  createTime: { label: 'userProduct.time', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});

function PlaysTab({ userCode }: { userCode: string }) {
  const t = useT();
  const navigate = useNavigate();
  const list = useListParams<ListUserProductApiArg>({ filters: searchKinds(PLAY_FIELDS) });
  const result = useListUserProductQuery({ ...list.request, userCode });

  const columns = useFieldColumns<Play, typeof PLAY_FIELDS>(PLAY_FIELDS);
  const rowActions = (play: Play): RowAction[] => [
    {
      key: 'details',
      label: t('userProduct.details'),
      permission: DETAIL,
      run: () => navigate(`/user/product-detail/${play.id}`),
    },
  ];
  return (
    <ListPage<Play, typeof list.filters>
      list={list}
      result={result}
      columns={columns}
      rowActions={rowActions}
      rowKey="id"
      listKey="user.product.plays"
      emptyText={t('userProduct.plays.empty')}
    />
  );
}

function FollowsTab({ userCode }: { userCode: string }) {
  const t = useT();
  const navigate = useNavigate();
  const list = useListParams<ListUserProductFollowsApiArg>({ filters: searchKinds(FOLLOW_FIELDS) });
  const result = useListUserProductFollowsQuery({ ...list.request, userCode });
  const columns = useFieldColumns<Follow, typeof FOLLOW_FIELDS>(FOLLOW_FIELDS);
  const rowActions = (follow: Follow): RowAction[] => [
    {
      key: 'details',
      label: t('userProduct.details'),
      permission: DETAIL,
      hidden: follow.playId === null,
      run: () => navigate(`/user/product-detail/${follow.playId}`),
    },
  ];
  return (
    <ListPage<Follow, typeof list.filters>
      list={list}
      result={result}
      columns={columns}
      rowActions={rowActions}
      rowKey="id"
      listKey="user.product.follows"
      emptyText={t('userProduct.follows.empty')}
    />
  );
}

/** The user's comments, each hidden from app users or shown again from here (user:product:review). */
function CommentsTab({ userCode }: { userCode: string }) {
  const t = useT();
  const list = useListParams<ListUserProductCommentsApiArg>({ filters: searchKinds(COMMENT_FIELDS) });
  const result = useListUserProductCommentsQuery({ ...list.request, userCode });
  const [hide] = useHideUserProductCommentMutation();
  const [restore] = useRestoreUserProductCommentMutation();
  const columns = useFieldColumns<Comment, typeof COMMENT_FIELDS>(COMMENT_FIELDS, {
    episodeNo: (episodeNo: number | null) => episodeNo ?? t('userProduct.comment.wholeDrama'),
  });
  const rowActions = (comment: Comment): RowAction[] => [
    {
      key: 'hide',
      label: t('userProduct.comment.hide'),
      permission: REVIEW,
      hidden: comment.state !== 'visible',
      danger: true,
      confirm: {
        title: t('userProduct.comment.hide.confirm'),
        content: t('userProduct.comment.hide.effect', { drama: comment.dramaName }),
      },
      run: async () => {
        await hide({ id: comment.id, body: {} }).unwrap();
        Message.success(t('userProduct.comment.hidden'));
      },
    },
    {
      key: 'restore',
      label: t('userProduct.comment.restore'),
      permission: REVIEW,
      hidden: comment.state !== 'hidden',
      // nothing to confirm: it only undoes a hide. A failure is toasted by the base query.
      run: () =>
        void restore({ id: comment.id })
          .unwrap()
          .then(() => Message.success(t('userProduct.comment.restored')))
          .catch(() => undefined),
    },
  ];
  return (
    <ListPage<Comment, typeof list.filters>
      list={list}
      result={result}
      columns={columns}
      rowActions={rowActions}
      rowKey="id"
      listKey="user.product.comments"
      emptyText={t('userProduct.comments.empty')}
    />
  );
}
