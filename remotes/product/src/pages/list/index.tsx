import { lazy, Suspense, useState } from 'react';
import { Link as ArcoLink, Input, Select, Space, Tag } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { DRAMA_STATUS } from '../../enums';
import {
  type BulkAction,
  CountLink,
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  upperCase,
  useFieldColumns,
  useListParams,
  useWithProject,
} from '@backoffice/shared/list';
import { PosterPreview } from '../../poster/PosterPreview';
import { localeName, missingLocalesField, textsAction, TextsDrawer } from '../../texts/missing';
import { useListProductCategoryQuery } from '../category/categoryApi';
import { useGetProductLabelOptionsQuery } from '../label/labelApi';
import { DramaForm } from './DramaForm';
import {
  type CreateProductListApiArg,
  createProductListBody,
  type Drama,
  type DramaBulkAnswer,
  dramaTexts,
  type ExportProductListApiArg,
  type ListProductListApiArg,
  useDeleteProductListMutation,
  useGetProductListContentLocalesQuery,
  useListProductListQuery,
  useOfflineProductListBulkMutation,
  useOfflineProductListMutation,
  useOnlineProductListBulkMutation,
  useOnlineProductListMutation,
} from './listApi';
import './list.css';

// the episodes drawer (its uploader and tus) loads when first opened
const EpisodesDrawer = lazy(() =>
  import(/* webpackChunkName: "product-episodes" */ './EpisodesDrawer').then((module) => ({
    default: module.EpisodesDrawer,
  })),
);

type DramaBody = CreateProductListApiArg['body'];

// the filters' order: status, name or code, label, category, missing translation
const FIELDS = defineFields<Drama, DramaBody, ListProductListApiArg, ExportProductListApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  poster: {
    label: 'drama.poster',
    column: { render: (poster) => <PosterPreview src={poster} size="row" />, export: false },
    form: true, // its uploader is the form's own: it needs the drama's project
  },
  name: {
    label: 'drama.name',
    column: {
      fixedShown: true,
      render: (name, drama) => (
        <span className="drama-name">
          {name}
          <code>{drama.code}</code>
        </span>
      ),
    },
    form: { extra: 'drama.name.hint' },
  },
  code: {
    label: 'drama.code',
    form: { patternHint: 'drama.code.hint', normalize: upperCase, input: <Input placeholder="LOVE-2026" /> },
  },
  status: { label: 'drama.status', valueType: 'enum', enum: DRAMA_STATUS, column: true, search: true },
  keyword: { label: 'drama.keyword', search: { placeholder: 'drama.keyword.placeholder' } },
  // these three choose from what the page loads (its labels, categories, content locales)
  labelId: { label: 'drama.label', search: { kind: 'number' } },
  categoryId: { label: 'drama.category', search: { kind: 'number' } },
  missingLocale: { label: 'texts.filter.missingLocale', search: true },
  // a column to add (and a filter): under all projects, with the project's column, the list fits 1440 px without it
  labels: {
    label: 'drama.labels',
    column: {
      defaultHidden: true,
      render: (carried) =>
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
  },
  labelIds: { label: 'drama.labels', form: true }, // the form's own: a choice of the project's labels
  // "1 / 12" is one figure: never broken over two lines
  episodeCount: {
    label: 'drama.episodeCount',
    column: { align: 'right', bodyCellStyle: { whiteSpace: 'nowrap' } },
    form: true,
  },
  playCount: { label: 'drama.playCount', valueType: 'count', column: { align: 'right', sortBy: 'playCount' } },
  followCount: { label: 'drama.followCount', column: { align: 'right', sortBy: 'followCount' } },
  commentCount: { label: 'drama.commentCount', column: { align: 'right' } },
  unlockCount: { label: 'drama.unlockCount', valueType: 'count', column: { align: 'right', sortBy: 'unlockCount' } },
  missingLocales: missingLocalesField,
  summary: {
    label: 'drama.summary',
    column: { ellipsis: true, defaultHidden: true },
    form: {
      extra: 'drama.summary.hint',
      input: (
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          showWordLimit
          maxLength={createProductListBody.properties.summary.maxLength}
        />
      ),
    },
  },
  description: {
    label: 'drama.description',
    form: { input: <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} /> },
  },
  // a column to add (or a sort): the list fits a 1440 px screen with its counts and translations, without it
  createTime: { label: 'drama.created', valueType: 'dateTime', column: { sortBy: 'createTime', defaultHidden: true } },
});
/** The form asks for the poster and labels after the name, code and episodes. */
const FORM_FIELDS = {
  projectCode: FIELDS.projectCode, // asked first on a new drama under all projects
  name: FIELDS.name,
  code: FIELDS.code,
  episodeCount: FIELDS.episodeCount,
  poster: FIELDS.poster,
  labelIds: FIELDS.labelIds,
  summary: FIELDS.summary,
  description: FIELDS.description,
};

/** DRAMA_STATUS's online code: the one status whose row offers offline, and refuses delete. */
const ONLINE = 0;
/** FOLLOW_TYPE's "follow drama": the records a drama's follow count counts. */
const FOLLOW_DRAMA = 2;

/** Fewer episodes with a video than planned: app users would find it cut short. */
const isIncomplete = (drama: Drama) => (drama.uploadedEpisodes ?? 0) < drama.episodeCount;

/** The project's dramas: find, add and edit them, take them online and offline, one or many at once. */
export default function DramasPage() {
  const t = useT();
  const intl = useIntl();
  const enumLabel = useEnumLabel();
  const allowed = usePermission();
  const list = useListParams<ListProductListApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListProductListQuery(list.request);
  const labels = useGetProductLabelOptionsQuery();
  const withProject = useWithProject();
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

  const columns = useFieldColumns<Drama, typeof FIELDS>(
    FIELDS,
    {
      // uploaded of planned (1 / 12), opening the episodes: the planned count alone reads as a complete drama
      episodeCount: (planned: number, drama) => (
        // opens the episodes' drawer: a button the keyboard reaches (Arco's Link without href is a bare span)
        <ArcoLink
          role="button"
          tabIndex={0}
          className={isIncomplete(drama) ? 'drama-episodes--incomplete' : undefined}
          aria-label={t('drama.episodes.open', { uploaded: drama.uploadedEpisodes ?? 0, planned })}
          onClick={() => openEpisodes(drama)}
        >
          {t('drama.episodes.uploadedOfPlanned', {
            uploaded: intl.formatNumber(drama.uploadedEpisodes ?? 0),
            planned: intl.formatNumber(planned),
          })}
        </ArcoLink>
      ),
      // each count opens the records it counts (dramaCounts.ts): follows are "follow drama" records only,
      // comments the visible ones
      followCount: (count: number, drama) => (
        <CountLink
          permission="product:comments-follow:query"
          to={`/product/comments-follow?dramaId=${drama.id}&type=${FOLLOW_DRAMA}`}
          label={t('drama.follows.open', { name: drama.name })}
        >
          {intl.formatNumber(count)}
        </CountLink>
      ),
      unlockCount: (count: number, drama) => (
        <CountLink
          permission="product:comments-follow:query"
          to={`/product/comments-follow?dramaId=${drama.id}&unlocks=1`}
          label={t('drama.unlocks.open', { name: drama.name })}
        >
          {intl.formatNumber(count)}
        </CountLink>
      ),
      commentCount: (count: number, drama) => (
        <CountLink
          permission="product:comments:query"
          to={`/product/comments?dramaId=${drama.id}&state=visible`}
          label={t('drama.comments.open', { name: drama.name })}
        >
          {intl.formatNumber(count)}
        </CountLink>
      ),
    },
    {
      labelId: (
        <Select
          allowClear
          showSearch
          placeholder={t('list.any')}
          loading={labels.isLoading}
          filterOption={(typed, option) => String(option.props.children).toLowerCase().includes(typed.toLowerCase())}
        >
          {(labels.data ?? []).map((label) => (
            <Select.Option key={label.id} value={label.id}>
              {withProject(label.title, label.projectCode)}
            </Select.Option>
          ))}
        </Select>
      ),
      categoryId: allowed(['product:category:query']) && (
        <Select allowClear placeholder={t('list.any')} loading={categories.isLoading}>
          {(categories.data?.list ?? []).map((category) => (
            <Select.Option key={category.id} value={category.id}>
              {withProject(category.title, category.projectCode)}
            </Select.Option>
          ))}
        </Select>
      ),
      // the default locale misses nothing: its texts are the dramas' own
      missingLocale: (
        <Select allowClear placeholder={t('list.any')} loading={contentLocales.isLoading}>
          {(contentLocales.data?.locales ?? [])
            .filter((locale) => locale !== contentLocales.data?.defaultLocale)
            .map((locale) => (
              <Select.Option key={locale} value={locale}>{`${locale} · ${localeName(locale)}`}</Select.Option>
            ))}
        </Select>
      ),
    },
  );
  const rowActions = (drama: Drama): RowAction[] => [
    { key: 'episodes', label: t('drama.episodes'), run: () => openEpisodes(drama) },
    { key: 'edit', label: t('list.edit'), permission: 'product:list:edit', run: () => setFormTarget(drama) },
    textsAction(t, () => setTextsOf(drama)),
    {
      key: 'online',
      label: t('drama.online'),
      permission: 'product:list:edit',
      hidden: drama.status === ONLINE,
      confirm: {
        title: t('drama.online.confirm', { name: drama.name }),
        content: isIncomplete(drama)
          ? t('drama.online.incomplete', { uploaded: drama.uploadedEpisodes ?? 0, planned: drama.episodeCount })
          : t('drama.online.content'),
      },
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
      done: t('drama.deleted', { name: drama.name }),
    },
  ];
  const bulkActions: BulkAction[] = [
    {
      key: 'online',
      label: t('drama.online'),
      permission: 'product:list:edit',
      // names the incomplete dramas among those chosen, with their counts
      confirm: (count, ids) => {
        const question = t('drama.online.bulkConfirm', { count });
        // a shell older than this remote's shared asks with the count alone: then only the count is said
        const chosen = ((ids as typeof ids | undefined) ?? []).map(Number);
        const incomplete = (result.data?.list ?? []).filter(
          (drama) => chosen.includes(drama.id) && isIncomplete(drama),
        );
        if (!incomplete.length) return question;
        const dramas = incomplete
          .map((drama) =>
            t('drama.online.incompleteOne', {
              code: drama.code,
              uploaded: drama.uploadedEpisodes ?? 0,
              planned: drama.episodeCount,
            }),
          )
          .join(t('drama.online.separator'));
        return t('drama.online.bulkAsk', {
          question,
          incomplete: t('drama.online.bulkIncomplete', { count: incomplete.length, dramas }),
        });
      },
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
        create={{ label: t('drama.create'), permission: 'product:list:add', onClick: () => setFormTarget('new') }}
      />
      <DramaForm fields={FORM_FIELDS} target={formTarget} onClose={() => setFormTarget(null)} />
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
