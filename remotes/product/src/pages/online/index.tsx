import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Message, Space, Tabs, Tag } from '@arco-design/web-react';
import { IconSchedule } from '@arco-design/web-react/icon';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useEnumLabel, useT } from '@backoffice/shared';
import { DRAMA_SCHEDULE_ACTION, DRAMA_SCHEDULE_STATE } from '../../enums';
import {
  defineFields,
  ListPage,
  PermissionButton,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import {
  type ListProductOnlineApiArg,
  type ListProductOnlineScheduleApiArg,
  type LiveDrama,
  onlineApi,
  type ScheduledChange,
  useCancelProductOnlineScheduleMutation,
  useListProductOnlineQuery,
  useListProductOnlineScheduleQuery,
  useOfflineProductOnlineMutation,
} from './onlineApi';
import type { ScheduleTarget } from './ScheduleDrawer';
import { named } from '../../named/named';
import { ZonedTime } from './ZonedTime';
import './online.css';

// the drawer (and its date picker) loads when first opened
const ScheduleDrawer = lazy(() =>
  import(/* webpackChunkName: "product-online-schedule" */ './ScheduleDrawer').then((module) => ({
    default: module.ScheduleDrawer,
  })),
);

const EDIT = 'product:online:edit';
const TABS = ['online', 'scheduled'] as const;
type Tab = (typeof TABS)[number];
/** DRAMA_STATUS's online code: every row of the first tab has it. */
const ONLINE = 0;
/** A timer longer than this is not set: the page is reloaded before (and setTimeout's limit is ~24 days). */
const WATCH_MAX_MS = 24 * 3_600_000;

/** Both tabs find a drama by a part of its name or code. */
const KEYWORD = { label: 'productOnline.keyword', search: { placeholder: 'productOnline.keyword.placeholder' } };

const LIVE_FIELDS = defineFields<LiveDrama, never, ListProductOnlineApiArg>()({
  name: {
    label: 'productOnline.drama',
    column: { fixedShown: true, render: (name, drama) => named(name, drama.code) },
  },
  keyword: KEYWORD,
  episodeCount: { label: 'productOnline.episodeCount', valueType: 'count', column: { align: 'right' } },
  onlineTime: {
    label: 'productOnline.onlineTime',
    column: {
      sortBy: 'onlineTime',
      render: (onlineTime, drama) => <ZonedTime at={onlineTime} timeZone={drama.timeZone} />,
    },
  },
  pendingChange: { label: 'productOnline.pendingChange', column: true },
  projectCode: { label: 'list.project', valueType: 'project', column: true },
});

const SCHEDULE_FIELDS = defineFields<ScheduledChange, never, ListProductOnlineScheduleApiArg>()({
  state: { label: 'productOnline.state', valueType: 'enum', enum: DRAMA_SCHEDULE_STATE, column: true, search: true },
  action: { label: 'productOnline.action', valueType: 'enum', enum: DRAMA_SCHEDULE_ACTION, column: true, search: true },
  keyword: KEYWORD,
  dramaName: {
    label: 'productOnline.drama',
    column: { fixedShown: true, render: (name, change) => named(name, change.dramaCode) },
  },
  runAt: {
    label: 'productOnline.runAt',
    column: {
      render: (runAt, change) => <ZonedTime at={runAt} local={change.runAtLocal} timeZone={change.timeZone} />,
    },
  },
  createdBy: { label: 'productOnline.createdBy', column: true },
  outcome: { label: 'productOnline.outcome', column: { render: (outcome) => outcome || '—' } },
  createTime: { label: 'productOnline.createTime', valueType: 'dateTime', column: { defaultHidden: true } },
  updateTime: { label: 'productOnline.updateTime', valueType: 'dateTime', column: { defaultHidden: true } },
  projectCode: { label: 'list.project', valueType: 'project', column: true },
});

/** What is live in the project now, and the changes scheduled for its dramas. */
export default function OnlinePage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === searchParams.get('tab')) ?? 'online';
  const [scheduling, setScheduling] = useState<ScheduleTarget | null>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const openSchedule = (target: ScheduleTarget) => {
    setDrawerOpened(true);
    setScheduling(target);
  };
  const toolbar = (
    <PermissionButton permission={EDIT} type="primary" icon={<IconSchedule />} onClick={() => openSchedule({})}>
      {t('productOnline.schedule')}
    </PermissionButton>
  );

  return (
    <>
      {/* one tab at a time: the other's filters would be read from the same URL */}
      <Tabs
        className="online-tabs"
        activeTab={tab}
        destroyOnHide
        onChange={(key) => setSearchParams(key === 'online' ? {} : { tab: key })}
      >
        <Tabs.TabPane key="online" title={t('productOnline.tab.online')}>
          <LiveTab toolbar={toolbar} onSchedule={openSchedule} />
        </Tabs.TabPane>
        <Tabs.TabPane key="scheduled" title={t('productOnline.tab.scheduled')}>
          <ScheduledTab toolbar={toolbar} />
        </Tabs.TabPane>
      </Tabs>
      <Suspense fallback={null}>
        {drawerOpened && <ScheduleDrawer target={scheduling} onClose={() => setScheduling(null)} />}
      </Suspense>
    </>
  );
}

/**
 * Asks again once the soonest pending change shown is due: the api makes it then (its runner),
 * and the lists here and on the dramas screen should show it made.
 */
function useRefreshWhenDue(runAts: string[]) {
  const dispatch = useAppDispatch();
  const soonest = runAts.length ? Math.min(...runAts.map((runAt) => Date.parse(runAt))) : null;
  useEffect(() => {
    if (soonest === null) return undefined;
    // a few seconds after: the runner's turn, and its transaction
    const wait = Math.max(soonest - Date.now(), 0) + 3_000;
    if (wait > WATCH_MAX_MS) return undefined;
    const timer = setTimeout(
      () => dispatch(onlineApi.util.invalidateTags(['ProductOnline', 'ProductList', 'ProductCategory'])),
      wait,
    );
    return () => clearTimeout(timer);
  }, [soonest, dispatch]);
}

function LiveTab({ toolbar, onSchedule }: { toolbar: ReactNode; onSchedule(target: ScheduleTarget): void }) {
  const t = useT();
  const enumLabel = useEnumLabel();
  const list = useListParams<ListProductOnlineApiArg>({ filters: searchKinds(LIVE_FIELDS) });
  const result = useListProductOnlineQuery(list.request);
  const [offline] = useOfflineProductOnlineMutation();
  const cancelAction = useCancelAction();
  useRefreshWhenDue(
    (result.data?.list ?? []).flatMap((drama) => (drama.pendingChange ? [drama.pendingChange.runAt] : [])),
  );

  const columns = useFieldColumns<LiveDrama, typeof LIVE_FIELDS>(LIVE_FIELDS, {
    pendingChange: (change: LiveDrama['pendingChange']) =>
      change ? (
        <Space size={4} align="start">
          <Tag color={DRAMA_SCHEDULE_ACTION.colorOf(change.action)}>
            {enumLabel(DRAMA_SCHEDULE_ACTION, change.action)}
          </Tag>
          <ZonedTime at={change.runAt} local={change.runAtLocal} timeZone={change.timeZone} />
        </Space>
      ) : (
        '—'
      ),
  });
  const rowActions = (drama: LiveDrama): RowAction[] => [
    {
      key: 'offline',
      label: t('productOnline.offlineNow'),
      permission: EDIT,
      hidden: drama.status !== ONLINE,
      danger: true,
      confirm: {
        title: t('productOnline.offlineNow.confirm', { name: drama.name }),
        content:
          drama.pendingChange?.action === 'offline'
            ? `${t('productOnline.offlineNow.content')} ${t('productOnline.offlineNow.cancels')}`
            : t('productOnline.offlineNow.content'),
        okText: t('productOnline.offlineNow'),
      },
      run: async () => {
        await offline({ id: drama.id }).unwrap();
        Message.success(t('productOnline.offlineNow.done', { name: drama.name }));
      },
    },
    {
      key: 'schedule',
      label: t('productOnline.scheduleRow'),
      permission: EDIT,
      run: () => onSchedule({ drama, timeZone: drama.timeZone }),
    },
    ...(drama.pendingChange ? [cancelAction(drama.pendingChange, drama.name)] : []),
  ];
  return (
    <ListPage<LiveDrama, typeof list.filters>
      list={list}
      result={result}
      columns={columns}
      rowActions={rowActions}
      rowKey="id"
      listKey="product.online"
      emptyText={t('productOnline.empty')}
      toolbar={toolbar}
    />
  );
}

/** Cancelling a pending change, after saying what it means (its move will not happen at its time): both tabs' row action. */
function useCancelAction(): (
  change: Pick<ScheduledChange, 'id' | 'action' | 'runAtLocal' | 'timeZone'>,
  dramaName: string,
) => RowAction {
  const t = useT();
  const enumLabel = useEnumLabel();
  const [cancel] = useCancelProductOnlineScheduleMutation();
  return (change, dramaName) => ({
    key: 'cancel',
    label: t('productOnline.cancelChange'),
    permission: EDIT,
    confirm: {
      title: t('productOnline.cancelChange.confirm', { name: dramaName }),
      content: t('productOnline.cancelChange.content', {
        action: enumLabel(DRAMA_SCHEDULE_ACTION, change.action),
        time: change.runAtLocal.replace('T', ' ').slice(0, 16),
        zone: change.timeZone,
      }),
      okText: t('productOnline.cancelChange.ok'),
    },
    run: async () => {
      await cancel({ id: change.id }).unwrap();
      Message.success(t('productOnline.cancelChange.done'));
    },
  });
}

function ScheduledTab({ toolbar }: { toolbar: ReactNode }) {
  const t = useT();
  const list = useListParams<ListProductOnlineScheduleApiArg>({ filters: searchKinds(SCHEDULE_FIELDS) });
  const result = useListProductOnlineScheduleQuery(list.request);
  const cancelAction = useCancelAction();
  useRefreshWhenDue(
    (result.data?.list ?? []).filter((change) => change.state === 'pending').map((change) => change.runAt),
  );

  const columns = useFieldColumns<ScheduledChange, typeof SCHEDULE_FIELDS>(SCHEDULE_FIELDS);
  const rowActions = (change: ScheduledChange): RowAction[] =>
    change.state === 'pending' ? [cancelAction(change, change.dramaName)] : [];
  return (
    <ListPage<ScheduledChange, typeof list.filters>
      list={list}
      result={result}
      columns={columns}
      rowActions={rowActions}
      rowKey="id"
      listKey="product.online.schedule"
      emptyText={t('productOnline.schedule.empty')}
      toolbar={toolbar}
    />
  );
}
