import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Input, Select } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { lazyOverlay, useEnumLabel, useT } from '@backoffice/shared';
import { defineFields, ResourcePage } from '@backoffice/shared/list';
import { ACTIVITY_CURRENCY, ACTIVITY_STATUS, ACTIVITY_TYPE } from '../../enums';
import {
  type Activity,
  activityListApi,
  type ActivityBody,
  createActivityListBody,
  type Economy,
  editActivityListBody,
  type ListActivityListApiArg,
  type ProjectInfo,
  useCopyActivityListMutation,
  useGetActivityListProjectsQuery,
  useGetActivityListQuery,
  useOfflineActivityListMutation,
  useOnlineActivityListMutation,
} from './listApi';
import {
  watch,
  AudienceInput,
  ConfigInput,
  CURRENCIES_OF,
  CurrencySelect,
  DEFAULT_CONFIG,
  ladderGap,
  TextsInput,
  TitleCell,
} from './RuleFields';

// the preview and the economy's warning load when first opened: the list's first screen does not wait for them
const PreviewModal = lazyOverlay(
  () => import(/* webpackChunkName: "activity-dialogs" */ './Dialogs').then((module) => module.PreviewModal),
  ({ row }) => row !== null,
);
const EconomyModal = lazyOverlay(
  () => import(/* webpackChunkName: "activity-dialogs" */ './Dialogs').then((module) => module.EconomyModal),
  ({ economy }) => economy !== null,
);

// the date picker is heavy and only the form needs it: it loads when the form is drawn
const DatePicker = lazy(() => import('@arco-design/web-react/es/DatePicker'));

const DAY = 86_400_000;
const MINUTE = 60_000;
const {
  listActivityList: list,
  createActivityList,
  editActivityList,
  deleteActivityList: remove,
} = activityListApi.endpoints;

interface ControlProps<V> {
  value?: V;
  onChange?(value: V): void;
}

/** A moment in the project's time zone, the form holding ISO 8601. */
function TimePicker({ value, onChange, label, timeZone }: ControlProps<string> & { label: string; timeZone?: string }) {
  return (
    <DatePicker
      showTime
      style={{ width: '100%' }}
      format="YYYY-MM-DD HH:mm"
      timezone={timeZone}
      value={value ? Date.parse(value) : undefined}
      inputProps={{ 'aria-label': label }}
      onChange={(_text, picked) => picked && onChange?.(picked.toISOString())}
    />
  );
}

/** A moment of a row as its project's clock reads it. */
function ProjectTime({ at, timeZone }: { at: string; timeZone?: string }) {
  const { formatDate } = useIntl();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone } as Intl.DateTimeFormatOptions)}
    </span>
  );
}

function BudgetCell({ row }: { row: Activity }) {
  const t = useT();
  if (row.totalBudget === null) return <span>{t('list.budget.unlimited', { spent: row.spent.toLocaleString() })}</span>;
  // the share spent as text: a bar without a name is unreadable to a screen reader
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {`${row.spent.toLocaleString()} / ${row.totalBudget.toLocaleString()} (${Math.floor((row.spent * 100) / row.totalBudget)}%)`}
    </span>
  );
}

/** The type's rule fields; a new type starts from its defaults and a currency it may give. */
function TypedConfig(props: ControlProps<ActivityBody['config']>) {
  const { form } = Form.useFormContext();
  const type = watch('type') as number | undefined;
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current !== undefined && type !== undefined && previous.current !== type) {
      form.setFieldValue('config', DEFAULT_CONFIG[type] ?? { reward: 1 });
      const allowed = CURRENCIES_OF[type] ?? [];
      if (!allowed.includes(form.getFieldValue('currency') as number)) form.setFieldValue('currency', allowed[0]);
    }
    previous.current = type;
  }, [form, type]);
  return <ConfigInput {...props} />;
}

/** The other locales' texts; an edited activity's are loaded into the form once. */
function EditedTexts({
  editing,
  project,
  ...props
}: ControlProps<ActivityBody['texts']> & { editing: Activity | null; project?: ProjectInfo }) {
  const loaded = useGetActivityListQuery({ id: editing?.id ?? 0 }, { skip: !editing });
  const seeded = useRef(false);
  useEffect(() => {
    if (!loaded.data?.texts || seeded.current || props.value) return;
    seeded.current = true;
    const { [loaded.data.projectCode === project?.code ? project.defaultLocale : '']: _own, ...others } =
      loaded.data.texts;
    props.onChange?.(others);
  }, [loaded.data, project, props]);
  return <TextsInput {...props} project={project} />;
}

/** create / edit, each reporting the economy check its answer carries. */
function reportingEconomy<Arg>(
  endpoint: { useMutation(): readonly [(arg: Arg) => { unwrap(): Promise<Activity> }, ...unknown[]] },
  report: (economy: Economy) => void,
) {
  return {
    useMutation() {
      const [trigger, ...rest] = endpoint.useMutation();
      const wrapped = (arg: Arg) => {
        const call = trigger(arg);
        return { unwrap: () => call.unwrap().then((saved) => (saved.economy && report(saved.economy), saved)) };
      };
      return [wrapped, ...rest] as const;
    },
  };
}

/** The fourteen types, as a select: too many for buttons. */
function TypeSelect(props: ControlProps<number>) {
  const t = useT();
  const label = useEnumLabel();
  return (
    <Select
      {...props}
      showSearch
      aria-label={t('list.type')}
      options={ACTIVITY_TYPE.options.map((option) => ({
        value: option.value,
        label: label(ACTIVITY_TYPE, option.value),
      }))}
    />
  );
}

/** A new activity: a check-in from now (to the minute) for 30 days; it shows once set online. */
function newActivity(): Partial<ActivityBody> {
  const start = Math.floor(Date.now() / MINUTE) * MINUTE;
  return {
    type: 2,
    currency: 2,
    config: DEFAULT_CONFIG[2],
    audience: {},
    sort: 0,
    priority: 0,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 30 * DAY).toISOString(),
  };
}

/** Campaigns of spec 3's fourteen types: their rules, audience, budget, texts per locale and status. */
export default function ListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: projects = [] } = useGetActivityListProjectsQuery();
  const projectOf = (code?: string) =>
    projects.find((project) => project.code === code) ?? (projects.length === 1 ? projects[0] : undefined);
  const formState = useState<Activity | 'new' | null>(null);
  const editing = formState[0] && formState[0] !== 'new' ? formState[0] : null;
  const [economy, setEconomy] = useState<Economy | null>(null);
  const [previewing, setPreviewing] = useState<Activity | null>(null);
  const [online] = useOnlineActivityListMutation();
  const [offline] = useOfflineActivityListMutation();
  const [copy] = useCopyActivityListMutation();
  const endpoints = useMemo(() => {
    const report = (found: Economy) => found.warning && setEconomy(found);
    return {
      list,
      remove,
      create: reportingEconomy(createActivityList, report),
      edit: reportingEconomy(editActivityList, report),
    };
  }, []);
  const formProject = projectOf(editing?.projectCode);
  const [initialValues] = useState(newActivity);

  const fields = defineFields<Activity, ActivityBody, ListActivityListApiArg>()({
    projectCode: { label: 'list.project', valueType: 'project', column: true },
    title: {
      label: 'list.title',
      column: { fixedShown: true, render: (_title, row) => <TitleCell row={row} /> },
      search: { placeholder: 'list.title.placeholder' },
      form: { extra: 'list.title.hint' },
    },
    type: {
      label: 'list.type',
      valueType: 'enum',
      enum: ACTIVITY_TYPE,
      column: true,
      search: true,
      form: { input: <TypeSelect /> },
    },
    currency: {
      label: 'list.currency',
      valueType: 'enum',
      enum: ACTIVITY_CURRENCY,
      column: true,
      search: true,
      form: { input: <CurrencySelect /> },
    },
    status: { label: 'list.status', valueType: 'enum', enum: ACTIVITY_STATUS, column: true, search: true },
    startTime: {
      label: 'list.startTime',
      column: {
        sortBy: 'startTime',
        render: (at, row) => <ProjectTime at={at} timeZone={projectOf(row.projectCode)?.timeZone} />,
      },
      search: { range: { from: 'from', to: 'to' } },
      form: { input: <TimePicker label={t('list.startTime')} timeZone={formProject?.timeZone} /> },
    },
    endTime: {
      label: 'list.endTime',
      column: { render: (at, row) => <ProjectTime at={at} timeZone={projectOf(row.projectCode)?.timeZone} /> },
      form: { input: <TimePicker label={t('list.endTime')} timeZone={formProject?.timeZone} /> },
    },
    config: {
      label: 'list.config',
      form: {
        input: <TypedConfig />,
        rules: [
          {
            validator: (config: ActivityBody['config'], callback: (error?: string) => void) => {
              if (config?.ladder) {
                const gap = ladderGap(config.ladder);
                if (gap >= 0) return callback(t('list.config.gap', { day: gap + 1 }));
              }
              callback();
            },
          },
        ],
      },
    },
    totalBudget: {
      label: 'list.budget',
      column: { render: (_budget, row) => <BudgetCell row={row} /> },
      form: { extra: 'list.budget.hint' },
    },
    dailyCapPerUser: { label: 'list.dailyCap', form: { extra: 'list.dailyCap.hint' } },
    rewardExpireDays: { label: 'list.rewardExpireDays', form: { extra: 'list.rewardExpireDays.hint' } },
    audience: { label: 'list.audience', form: { input: <AudienceInput /> } },
    priority: {
      label: 'list.priority',
      column: { align: 'right', defaultHidden: true },
      form: { extra: 'list.priority.hint' },
    },
    sort: { label: 'list.sort', column: { sortBy: 'sort', align: 'right' }, form: true },
    rules: { label: 'list.rules', form: { input: <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} /> } },
    texts: { label: 'list.texts', form: { input: <EditedTexts editing={editing} project={formProject} /> } },
    remark: {
      label: 'list.remark',
      column: { ellipsis: true, defaultHidden: true },
      form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
    },
    createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime', defaultHidden: true } },
  });

  return (
    <ResourcePage
      screen="activity/list"
      fields={fields}
      endpoints={endpoints}
      schema={{ create: createActivityListBody, edit: editActivityListBody }}
      noun="list.noun"
      nameOf={(row) => row.title}
      emptyText={t('list.empty')}
      form={formState}
      initialValues={initialValues}
      bodyOf={(values) => ({ ...values, texts: values.texts ?? undefined })}
      deleteNote={() => t('list.delete.note')}
      rowActions={(row, standard) => [
        standard.edit,
        row.status === 0
          ? {
              key: 'offline',
              label: t('list.offline'),
              permission: 'activity:list:edit',
              danger: true,
              confirm: { title: t('list.offline.confirm', { name: row.title }), okText: t('list.offline') },
              done: t('list.offline.done', { name: row.title }),
              run: () => offline({ id: row.id }).unwrap(),
            }
          : {
              key: 'online',
              label: t('list.online'),
              permission: 'activity:list:edit',
              confirm: { title: t('list.online.confirm', { name: row.title }), okText: t('list.online') },
              done: t('list.online.done', { name: row.title }),
              run: () => online({ id: row.id }).unwrap(),
            },
        { key: 'preview', label: t('list.preview'), run: () => setPreviewing(row) },
        {
          key: 'copy',
          label: t('list.copy'),
          permission: 'activity:list:add',
          done: t('list.copy.done', { name: row.title }),
          run: () => copy({ id: row.id }).unwrap(),
        },
        { key: 'records', label: t('list.records'), run: () => navigate(`/activity/record?activityId=${row.id}`) },
        { ...standard.remove, hidden: row.status === 0 },
      ]}
    >
      <PreviewModal row={previewing} project={projectOf(previewing?.projectCode)} onClose={() => setPreviewing(null)} />
      <EconomyModal economy={economy} onClose={() => setEconomy(null)} />
    </ResourcePage>
  );
}
