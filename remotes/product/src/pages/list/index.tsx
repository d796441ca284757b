import { lazy, Suspense, useState } from 'react';
import { Link as ArcoLink, Input, Select, Space, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { DRAMA_STATUS } from '../../enums';
import {
  type BulkAction,
  type ListColumn,
  ListPage,
  PermissionButton,
  type RowAction,
  useListParams,
} from '@backoffice/shared/list';
import { PosterPreview } from '../../poster/PosterPreview';
import { localeName, MissingLocales, textsAction, TextsDrawer } from '../../texts/missing';
import { useListProductCategoryQuery } from '../category/categoryApi';
import { useGetProductLabelOptionsQuery } from '../label/labelApi';
import { DramaForm } from './DramaForm';
import './list.css';

// the episodes drawer (its uploader and tus) loads when first opened
const EpisodesDrawer = lazy(() =>
  import(/* webpackChunkName: "product-episodes" */ './EpisodesDrawer').then((module) => ({
    default: module.EpisodesDrawer,
  })),
);
// and so does the translations drawer
import {
  type Drama,
  type DramaBulkAnswer,
  dramaTexts,
  type ListProductListApiArg,
  useDeleteProductListMutation,
  useGetProductListContentLocalesQuery,
  useListProductListQuery,
  useOfflineProductListBulkMutation,
  useOfflineProductListMutation,
  useOnlineProductListBulkMutation,
  useOnlineProductListMutation,
} from './listApi';

/** DRAMA_STATUS's online code: the one status whose row offers offline, and refuses delete. */
const ONLINE = 0;

/** The project's dramas: find, add and edit them, take them online and offline, one or many at once. */
export default function DramasPage() {
  const t = useT();
  const enumLabel = useEnumLabel();
  const intl = useIntl();
  const navigate = useNavigate();
  const allowed = usePermission();
  const list = useListParams<ListProductListApiArg>({
    filters: { keyword: 'string', status: 'number', labelId: 'number', categoryId: 'number', missingLocale: 'string' },
  });
  const result = useListProductListQuery(list.request);
  const labels = useGetProductLabelOptionsQuery();
  const contentLocales = useGetProductListContentLocalesQuery();
  const categories = useListProductCategoryQuery(
    { pageSize: 100, sortBy: 'title', sortType: 'asc' },
    { skip: !allowed(['product:category:query']) },
  );
  const [remove] = useDeleteProductListMutation();
  const [online] = useOnlineProductListMutation();
  const [offline] = useOfflineProductListMutation();
  const [onlineMany] = useOnlineProductListBulkMutation();
  const [offlineMany] = useOfflineProductListBulkMutation();
  const [formTarget, setFormTarget] = useState<Drama | 'new' | null>(null);
  const [episodesOf, setEpisodesOf] = useState<Drama | null>(null);
  const [episodesOpened, setEpisodesOpened] = useState(false);
  const [textsOf, setTextsOf] = useState<Drama | null>(null);
  const openEpisodes = (drama: Drama) => {
    setEpisodesOpened(true);
    setEpisodesOf(drama);
  };

  /** The bulk answer as the list reports it: each refused drama by its code, with its status now. */
  const outcome = (answer: DramaBulkAnswer) => ({
    done: answer.moved,
    refused: answer.results
      .filter((row) => row.outcome === 'refused')
      .map((row) => ({
        name: row.code ?? `#${row.id}`,
        reason:
          row.status === null
            ? t('drama.refused.missing')
            : t('drama.refused.status', { status: enumLabel(DRAMA_STATUS, row.status) }),
      })),
  });

  // A count opens the rows behind it (the comments queue, the follow records), for whom may read them:
  // the row's actions stay few.
  const countLink = (count: number, permission: string, to: string, label: string) =>
    allowed([permission]) ? (
      <ArcoLink aria-label={label} onClick={() => navigate(to)}>
        {intl.formatNumber(count)}
      </ArcoLink>
    ) : (
      intl.formatNumber(count)
    );

  const columns: ListColumn<Drama>[] = [
    { key: 'poster', title: t('drama.poster'), render: (poster: string) => <PosterPreview src={poster} size="row" /> },
    {
      key: 'name',
      title: t('drama.name'),
      fixedShown: true,
      render: (name: string, drama: Drama) => (
        <span className="drama-name">
          {name}
          <code>{drama.code}</code>
        </span>
      ),
    },
    { key: 'status', title: t('drama.status'), valueType: 'enum', enum: DRAMA_STATUS, search: true },
    {
      key: 'labels',
      title: t('drama.labels'),
      render: (carried: Drama['labels']) =>
        carried.length ? (
          <Space size={4} wrap>
            {carried.map((label) => (
              <Tag key={label.id} size="small">
                {label.title}
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'episodeCount',
      title: t('drama.episodeCount'),
      align: 'right',
      // the count opens the episodes
      render: (count: number, drama: Drama) => <ArcoLink onClick={() => openEpisodes(drama)}>{count}</ArcoLink>,
    },
    { key: 'playCount', title: t('drama.playCount'), valueType: 'count', align: 'right', sortBy: 'playCount' },
    {
      key: 'followCount',
      title: t('drama.followCount'),
      align: 'right',
      sortBy: 'followCount',
      render: (count: number, drama: Drama) =>
        countLink(
          count,
          'product:comments-follow:query',
          `/product/comments-follow?dramaId=${drama.id}`,
          t('drama.follows.open', { name: drama.name }),
        ),
    },
    {
      key: 'commentCount',
      title: t('drama.commentCount'),
      align: 'right',
      render: (count: number, drama: Drama) =>
        countLink(
          count,
          'product:comments:query',
          `/product/comments?dramaId=${drama.id}`,
          t('drama.comments.open', { name: drama.name }),
        ),
    },
    { key: 'unlockCount', title: t('drama.unlockCount'), valueType: 'count', align: 'right', sortBy: 'unlockCount' },
    {
      key: 'missingLocales',
      title: t('texts.missing.column'),
      render: (locales: string[]) => <MissingLocales locales={locales} />,
    },
    { key: 'summary', title: t('drama.summary'), ellipsis: true, defaultHidden: true },
    { key: 'createTime', title: t('drama.created'), valueType: 'dateTime', sortBy: 'createTime' },
  ];
  const rowActions = (drama: Drama): RowAction[] => [
    { key: 'episodes', label: t('drama.episodes'), run: () => openEpisodes(drama) },
    { key: 'edit', label: t('list.edit'), permission: 'product:list:edit', run: () => setFormTarget(drama) },
    textsAction(t, drama.missingLocales, () => setTextsOf(drama)),
    {
      key: 'online',
      label: t('drama.online'),
      permission: 'product:list:edit',
      hidden: drama.status === ONLINE,
      confirm: { title: t('drama.online.confirm', { name: drama.name }), content: t('drama.online.content') },
      run: () => online({ id: drama.id }).unwrap(),
    },
    {
      key: 'offline',
      label: t('drama.offline'),
      permission: 'product:list:edit',
      hidden: drama.status !== ONLINE,
      confirm: { title: t('drama.offline.confirm', { name: drama.name }), content: t('drama.offline.content') },
      run: () => offline({ id: drama.id }).unwrap(),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      permission: 'product:list:delete',
      danger: true,
      // the api refuses to delete what app users are watching: it goes offline first
      disabled: drama.status === ONLINE ? t('drama.delete.online') : undefined,
      confirm: {
        title: t('drama.delete.confirm', { name: drama.name }),
        content: t('drama.delete.content'),
        okText: t('list.delete'),
      },
      run: () => remove({ id: drama.id }).unwrap(),
    },
  ];
  const bulkActions: BulkAction[] = [
    {
      key: 'online',
      label: t('drama.online'),
      permission: 'product:list:edit',
      confirm: (count) => t('drama.online.bulkConfirm', { count }),
      run: async (ids) => outcome(await onlineMany({ body: { ids: ids.map(Number) } }).unwrap()),
    },
    {
      key: 'offline',
      label: t('drama.offline'),
      permission: 'product:list:edit',
      confirm: (count) => t('drama.offline.bulkConfirm', { count }),
      run: async (ids) => outcome(await offlineMany({ body: { ids: ids.map(Number) } }).unwrap()),
    },
  ];

  return (
    <>
      <ListPage<Drama, typeof list.filters>
        title={t('menu.product.list')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        rowKey="id"
        listKey="product.list"
        emptyText={t('drama.empty')}
        exporting={{ path: '/product/list/export', listKey: 'product.list', permission: 'product:list:export' }}
        searchFields={[
          {
            name: 'keyword',
            label: t('drama.keyword'),
            input: <Input allowClear placeholder={t('drama.keyword.placeholder')} />,
          },
          {
            name: 'labelId',
            label: t('drama.label'),
            input: (
              <Select
                allowClear
                showSearch
                placeholder={t('list.any')}
                loading={labels.isLoading}
                filterOption={(typed, option) =>
                  String(option.props.children).toLowerCase().includes(typed.toLowerCase())
                }
              >
                {(labels.data ?? []).map((label) => (
                  <Select.Option key={label.id} value={label.id}>
                    {label.title}
                  </Select.Option>
                ))}
              </Select>
            ),
          },
          ...(allowed(['product:category:query'])
            ? [
                {
                  name: 'categoryId',
                  label: t('drama.category'),
                  input: (
                    <Select allowClear placeholder={t('list.any')} loading={categories.isLoading}>
                      {(categories.data?.list ?? []).map((category) => (
                        <Select.Option key={category.id} value={category.id}>
                          {category.title}
                        </Select.Option>
                      ))}
                    </Select>
                  ),
                },
              ]
            : []),
          {
            name: 'missingLocale',
            label: t('texts.filter.missingLocale'),
            // the default locale misses nothing: its texts are the dramas' own
            input: (
              <Select allowClear placeholder={t('list.any')} loading={contentLocales.isLoading}>
                {(contentLocales.data?.locales ?? [])
                  .filter((locale) => locale !== contentLocales.data?.defaultLocale)
                  .map((locale) => (
                    <Select.Option key={locale} value={locale}>{`${locale} · ${localeName(locale)}`}</Select.Option>
                  ))}
              </Select>
            ),
          },
        ]}
        toolbar={
          <PermissionButton
            permission="product:list:add"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setFormTarget('new')}
          >
            {t('drama.create')}
          </PermissionButton>
        }
      />
      <DramaForm target={formTarget} onClose={() => setFormTarget(null)} />
      <Suspense fallback={null}>
        {episodesOpened && <EpisodesDrawer drama={episodesOf} onClose={() => setEpisodesOf(null)} />}
      </Suspense>
      <Suspense fallback={null}>
        {textsOf && (
          <TextsDrawer
            target={{ id: textsOf.id, name: textsOf.name }}
            calls={dramaTexts}
            onClose={() => setTextsOf(null)}
          />
        )}
      </Suspense>
    </>
  );
}
