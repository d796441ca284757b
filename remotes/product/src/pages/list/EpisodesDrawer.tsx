import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Empty, Modal, Space, Spin, Tag } from '@arco-design/web-react';
import { IconPlayArrow } from '@arco-design/web-react/icon';
import { usePermission, useT } from '@backoffice/shared';
import { FormDrawer, SchemaFields, useConfirm } from '@backoffice/shared/list';
import { SortableList } from '../../sortable/SortableList';
import { localeName, MissingLocales } from '../../texts/missing';
import { TextsDrawer } from '../../texts/TextsDrawer';
import { BulkUpload, clock } from './BulkUpload';
import { SubtitlesDialog, SubtitleTags } from './EpisodeSubtitles';
import {
  type EditProductEpisodeApiArg,
  editProductEpisodeBody,
  type Episode,
  episodeTexts,
  useDeleteProductEpisodeMutation,
  useEditProductEpisodeMutation,
  useLinkProductEpisodeSubtitlesMutation,
  useLinkProductEpisodeVideoMutation,
  useListProductEpisodeQuery,
  useListProductEpisodeSubtitleQuery,
  useReorderProductEpisodeMutation,
} from './episodeApi';
import type { Drama } from './listApi';
import './episodes.css';

/**
 * A drama's episodes: a season's videos uploaded at once, each episode's title and price,
 * their order (drag, then save), a video played where it is (with its subtitles), an episode
 * deleted, and each episode's subtitles per content locale (EpisodeSubtitles).
 */
export function EpisodesDrawer({ drama, onClose }: { drama: Drama | null; onClose(): void }) {
  const t = useT();
  const canEdit = usePermission()(['product:list:edit']);
  const confirm = useConfirm();
  const episodes = useListProductEpisodeQuery({ dramaId: drama?.id ?? 0 }, { skip: !drama });
  const [reorder, reordering] = useReorderProductEpisodeMutation();
  const [remove] = useDeleteProductEpisodeMutation();
  const [linkVideo] = useLinkProductEpisodeVideoMutation();
  const subtitles = useListProductEpisodeSubtitleQuery({ dramaId: drama?.id ?? 0 }, { skip: !drama });
  const [linkSubtitles] = useLinkProductEpisodeSubtitlesMutation();
  const [subtitling, setSubtitling] = useState<Episode | null>(null);
  const [order, setOrder] = useState<{ dramaId: number; episodes: Episode[] } | null>(null);
  const [editing, setEditing] = useState<Episode | null>(null);
  const [textsOf, setTextsOf] = useState<Episode | null>(null);
  const [playing, setPlaying] = useState<{
    episode: Episode;
    url: string;
    tracks: { locale: string; url: string }[];
  } | null>(null);
  const listed = episodes.data?.dramaId === drama?.id ? (episodes.data?.episodes ?? []) : [];
  const shown = order && order.dramaId === drama?.id ? order.episodes : listed;
  const withVideo = listed.filter((episode) => episode.hasVideo).length;
  const takenNumbers = listed.map((episode) => episode.episodeNo);
  const subtitlesOf = (episode: Episode) =>
    subtitles.data?.dramaId === drama?.id
      ? subtitles.data?.episodes.find((entry) => entry.episodeId === episode.id)
      : undefined;

  const close = () => {
    setOrder(null);
    onClose();
  };
  const saveOrder = async () => {
    if (!drama || !order) return;
    await reorder({ body: { dramaId: drama.id, episodeIds: order.episodes.map((episode) => episode.id) } }).unwrap();
    setOrder(null);
  };
  const play = async (episode: Episode) => {
    // the video plays without its subtitles rather than not at all
    const [link, { tracks }] = await Promise.all([
      linkVideo({ id: episode.id }).unwrap(),
      linkSubtitles({ id: episode.id })
        .unwrap()
        .catch(() => ({ tracks: [] })),
    ]);
    setPlaying({ episode, url: link.url, tracks });
  };
  const titleOf = (episode: Episode) => episode.title || t('episode.untitled', { episodeNo: episode.episodeNo });

  return (
    <Drawer
      width={880}
      title={drama ? t('episode.title', { name: drama.name }) : ''}
      visible={drama !== null}
      onCancel={close}
      footer={null}
      unmountOnExit
    >
      {drama && (
        <>
          <p className="episodes__summary">
            {t('episode.summary', {
              count: listed.length,
              planned: episodes.data?.plannedCount ?? drama.episodeCount,
              withVideo,
            })}
          </p>
          {canEdit && <BulkUpload dramaId={drama.id} projectCode={drama.projectCode} takenNumbers={takenNumbers} />}
          {canEdit && order && (
            <Alert
              type="info"
              className="episodes__order"
              content={t('episode.order.changed')}
              action={
                <Space>
                  <Button size="small" onClick={() => setOrder(null)}>
                    {t('form.cancel')}
                  </Button>
                  <Button
                    size="small"
                    type="primary"
                    loading={reordering.isLoading}
                    onClick={() => void saveOrder().catch(() => undefined)}
                  >
                    {t('episode.order.save')}
                  </Button>
                </Space>
              }
            />
          )}
          {subtitles.isError && (
            <Alert
              type="warning"
              className="episodes__order"
              content={t('subtitle.loadFailed')}
              action={
                <Button size="mini" onClick={() => subtitles.refetch()}>
                  {t('list.retry')}
                </Button>
              }
            />
          )}
          {episodes.isError ? (
            <Alert
              type="error"
              content={t('episode.loadFailed')}
              action={
                <Button size="mini" onClick={() => episodes.refetch()}>
                  {t('list.retry')}
                </Button>
              }
            />
          ) : episodes.isLoading ? (
            <Spin block />
          ) : shown.length === 0 ? (
            <Empty description={t('episode.empty')} />
          ) : (
            <SortableList
              items={shown}
              editable={canEdit}
              label={t('episode.order')}
              handleLabel={(episode) => t('episode.move', { title: titleOf(episode) })}
              onReorder={(next) => setOrder({ dramaId: drama.id, episodes: next })}
            >
              {(episode, position) => (
                <>
                  <span className="sortable-item__position">{order ? position : episode.episodeNo}</span>
                  <span className="sortable-item__name">
                    {titleOf(episode)}
                    <code>{episode.hasVideo ? clock(episode.durationSeconds) : t('episode.noVideo')}</code>
                    {/* subtitles are timed against the video: before it, there is nothing to mark or upload */}
                    {episode.hasVideo && <SubtitleTags subtitles={subtitlesOf(episode)} />}
                  </span>
                  {episode.free ? (
                    <Tag color="green">{t('episode.free')}</Tag>
                  ) : (
                    <Tag color="orangered">{t('episode.coins', { coins: episode.unlockCoins })}</Tag>
                  )}
                  {episode.missingLocales?.length ? <MissingLocales locales={episode.missingLocales} /> : null}
                  <Space size={0}>
                    <Button size="mini" type="text" onClick={() => setTextsOf(episode)}>
                      {t('texts.action')}
                    </Button>
                    {episode.hasVideo && (
                      <Button
                        size="mini"
                        type="text"
                        icon={<IconPlayArrow />}
                        onClick={() => void play(episode).catch(() => undefined)}
                      >
                        {t('episode.play')}
                      </Button>
                    )}
                    {canEdit && (
                      <>
                        <Button size="mini" type="text" onClick={() => setEditing(episode)}>
                          {t('list.edit')}
                        </Button>
                        {episode.hasVideo && subtitlesOf(episode) && (
                          <Button
                            size="mini"
                            type="text"
                            onClick={() => setSubtitling(episode)}
                            aria-label={t('subtitle.open', { title: titleOf(episode) })}
                          >
                            {t('subtitle.button')}
                          </Button>
                        )}
                        <Button
                          size="mini"
                          type="text"
                          status="danger"
                          onClick={() =>
                            confirm({
                              title: t('episode.delete.confirm', { title: titleOf(episode) }),
                              content: t('episode.delete.content'),
                              okText: t('list.delete'),
                              danger: true,
                              onOk: () => remove({ id: episode.id }).unwrap(),
                            })
                          }
                        >
                          {t('list.delete')}
                        </Button>
                      </>
                    )}
                  </Space>
                </>
              )}
            </SortableList>
          )}
          <EpisodeForm episode={editing} onClose={() => setEditing(null)} />
          <SubtitlesDialog
            episodeTitle={subtitling ? titleOf(subtitling) : ''}
            subtitles={subtitling ? (subtitlesOf(subtitling) ?? null) : null}
            locales={subtitles.data?.locales ?? []}
            onClose={() => setSubtitling(null)}
          />
          <TextsDrawer
            target={textsOf && { id: textsOf.id, name: titleOf(textsOf) }}
            calls={episodeTexts}
            onClose={() => setTextsOf(null)}
          />
          <Modal
            title={playing ? titleOf(playing.episode) : ''}
            visible={playing !== null}
            onCancel={() => setPlaying(null)}
            footer={null}
            unmountOnExit
          >
            {playing && (
              <video
                className="episodes__player"
                src={playing.url}
                controls
                autoPlay
                aria-label={titleOf(playing.episode)}
              >
                {playing.tracks.map((track, index) => (
                  <track
                    key={track.locale}
                    kind="subtitles"
                    srcLang={track.locale}
                    label={localeName(track.locale)}
                    src={track.url}
                    default={index === 0}
                  />
                ))}
              </video>
            )}
          </Modal>
        </>
      )}
    </Drawer>
  );
}

type EpisodeSave = EditProductEpisodeApiArg['body'];

/** An episode's title and price: 0 coins makes it free. */
function EpisodeForm({ episode, onClose }: { episode: Episode | null; onClose(): void }) {
  const t = useT();
  const [edit] = useEditProductEpisodeMutation();
  const initialValues = useMemo<Partial<EpisodeSave>>(
    () => (episode ? { title: episode.title, unlockCoins: episode.unlockCoins } : {}),
    [episode],
  );
  return (
    <FormDrawer<EpisodeSave>
      title={episode ? t('episode.edit.title', { episodeNo: episode.episodeNo }) : ''}
      visible={episode !== null}
      initialValues={initialValues}
      onSubmit={(body) => edit({ id: episode!.id, body }).unwrap()}
      onClose={onClose}
    >
      <SchemaFields
        schema={editProductEpisodeBody}
        fields={[
          { field: 'title', label: t('episode.titleField'), extra: t('episode.titleField.hint') },
          { field: 'unlockCoins', label: t('episode.unlockCoins'), extra: t('episode.unlockCoins.hint') },
        ]}
      />
    </FormDrawer>
  );
}
