import { Button, Card, Descriptions, Space, Spin, Table, Tag, Typography } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import { Link, useParams } from 'react-router-dom';
import { isApiError, StatusResult, useEnumLabel, useT } from '@backoffice/shared';
import { COMMENT_STATE, FOLLOW_TYPE, INTERACTION_TYPE } from '../../enums';
import { defineFields, formatDateTime, useFieldTableColumns } from '@backoffice/shared/list';
import { formatPermille, formatSeconds } from '../product/format';
import {
  type EpisodeWatched,
  type ProductDetail,
  type Unlock,
  type UserComment,
  useGetUserProductDetailQuery,
} from './productDetailApi';

/** A time on one line: the tables are narrow. */
const noWrapTime = (time: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>;

const EPISODE_FIELDS = defineFields<EpisodeWatched>()({
  episodeNo: { label: 'productDetail.episode', column: { align: 'right' } },
  plays: { label: 'productDetail.plays', column: { align: 'right' } },
  playTimeSeconds: {
    label: 'productDetail.playTime',
    column: { align: 'right', render: (seconds) => formatSeconds(seconds) },
  },
  totalTimeSeconds: {
    label: 'productDetail.totalTime',
    column: { align: 'right', render: (seconds) => formatSeconds(seconds) },
  },
  completionPermille: {
    label: 'productDetail.completion',
    column: { align: 'right', render: (permille) => formatPermille(permille) },
  },
  lastPlayTime: { label: 'productDetail.lastPlay', column: { render: noWrapTime } },
});

const UNLOCK_FIELDS = defineFields<Unlock>()({
  episodeNo: { label: 'productDetail.episode', column: { align: 'right' } },
  type: { label: 'productDetail.type', valueType: 'enum', enum: FOLLOW_TYPE, column: true },
  coins: { label: 'productDetail.coins', column: { align: 'right' } },
  createTime: { label: 'productDetail.time', column: { render: noWrapTime } },
});

const COMMENT_FIELDS = defineFields<UserComment>()({
  createTime: { label: 'productDetail.time', column: { render: noWrapTime } },
  // on the drama or on an episode: the page's words
  episodeNo: { label: 'productDetail.episode', column: true },
  content: { label: 'productDetail.content', column: true },
  state: { label: 'productDetail.state', valueType: 'enum', enum: COMMENT_STATE, column: true },
});

/** One play and its drama as its user saw it: each episode watched, the unlocks, the likes and follows, the comments. */
export default function ProductDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const playId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const detail = useGetUserProductDetailQuery({ id: playId ?? 0 }, { skip: playId === null });

  const missing = playId === null || (isApiError(detail.error) && detail.error.status === 404);
  if (missing || (detail.isError && !detail.data)) {
    return (
      <Card>
        <StatusResult
          status={missing ? '404' : 'error'}
          title={missing ? t('productDetail.notFound', { id }) : t('productDetail.error')}
          subTitle={missing ? t('productDetail.notFound.hint') : undefined}
          extra={
            <Space>
              <Link to="/user/list">
                <IconLeft /> {t('productDetail.backToUsers')}
              </Link>
              {!missing && (
                <Button type="primary" onClick={() => void detail.refetch()}>
                  {t('productDetail.retry')}
                </Button>
              )}
            </Space>
          }
        />
      </Card>
    );
  }
  if (!detail.data) {
    return (
      <Card>
        <Spin block style={{ minHeight: 240 }} />
      </Card>
    );
  }
  return <Detail detail={detail.data} />;
}

function Detail({ detail }: { detail: ProductDetail }) {
  const t = useT();
  const label = useEnumLabel();
  const { play, user, drama } = detail;
  const episodeColumns = useFieldTableColumns<EpisodeWatched, typeof EPISODE_FIELDS>(EPISODE_FIELDS);
  const unlockColumns = useFieldTableColumns<Unlock, typeof UNLOCK_FIELDS>(UNLOCK_FIELDS);
  const commentColumns = useFieldTableColumns<UserComment, typeof COMMENT_FIELDS>(COMMENT_FIELDS, {
    episodeNo: (episodeNo: number | null) =>
      episodeNo === null ? t('productDetail.onDrama') : t('productDetail.onEpisode', { episode: episodeNo }),
  });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('productDetail.title', { drama: drama.name, user: user.username })}
        extra={
          <Link to={`/user/product/${encodeURIComponent(user.userCode)}`}>
            <IconLeft /> {t('productDetail.back', { user: user.username })}
          </Link>
        }
      >
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          data={[
            { label: t('productDetail.drama'), value: drama.name },
            { label: t('productDetail.dramaCode'), value: drama.code },
            { label: t('productDetail.episodeCount'), value: drama.episodeCount },
            {
              label: t('productDetail.user'),
              value: `${user.username} (${user.userCode})${user.vip === 1 ? ' · VIP' : ''}`,
            },
            {
              label: t('productDetail.play'),
              value: t('productDetail.playSummary', {
                episode: play.episodeNo,
                played: formatSeconds(play.playTimeSeconds),
                total: formatSeconds(play.totalTimeSeconds),
                completion: formatPermille(play.completionPermille),
              }),
            },
            {
              label: t('productDetail.type'),
              value: <Tag color={INTERACTION_TYPE.colorOf(play.type)}>{label(INTERACTION_TYPE, play.type)}</Tag>,
            },
            { label: t('productDetail.playedAt'), value: formatDateTime(play.createTime) },
            { label: t('productDetail.startedFrom'), value: play.content || '—' },
            {
              label: t('productDetail.follows'),
              value: detail.follows.length ? (
                <Space wrap size={4}>
                  {detail.follows.map((follow) => (
                    <Tag
                      key={follow.type}
                      color={FOLLOW_TYPE.colorOf(follow.type)}
                    >{`${label(FOLLOW_TYPE, follow.type)} · ${formatDateTime(follow.createTime)}`}</Tag>
                  ))}
                </Space>
              ) : (
                t('productDetail.follows.none')
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('productDetail.episodes')}>
        <Table<EpisodeWatched>
          rowKey="episodeNo"
          size="small"
          pagination={detail.episodes.length > 20 ? { pageSize: 20 } : false}
          data={detail.episodes}
          // the episode of the play this page was opened from stands out
          rowClassName={(episode) => (episode.episodeNo === play.episodeNo ? 'arco-table-tr-checked' : '')}
          columns={episodeColumns}
        />
      </Card>
      <Card title={t('productDetail.unlocks', { coins: detail.unlockCoins })}>
        <Table<Unlock>
          rowKey="id"
          size="small"
          pagination={detail.unlocks.length > 20 ? { pageSize: 20 } : false}
          data={detail.unlocks}
          noDataElement={<Typography.Text type="secondary">{t('productDetail.unlocks.empty')}</Typography.Text>}
          columns={unlockColumns}
        />
      </Card>
      <Card title={t('productDetail.comments')}>
        <Table<UserComment>
          rowKey="id"
          size="small"
          pagination={false}
          data={detail.comments}
          noDataElement={<Typography.Text type="secondary">{t('productDetail.comments.empty')}</Typography.Text>}
          columns={commentColumns}
        />
      </Card>
    </Space>
  );
}
