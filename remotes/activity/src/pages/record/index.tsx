import { useState } from 'react';
import { Button, Input, Select } from '@arco-design/web-react';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { defineFields, ListPage, searchKinds, useFieldColumns, useListParams } from '@backoffice/shared/list';
import { ACTIVITY_CURRENCY, ACTIVITY_RECORD_STATUS, ACTIVITY_TYPE } from '../../enums';
import { CompensateDialog } from './CompensateDialog';
import {
  type ActivityRecordRow,
  type ExportActivityRecordApiArg,
  formatInZone,
  type ListActivityRecordApiArg,
  SYSTEM_COMPENSATION,
  useGetActivityRecordActivitiesQuery,
  useListActivityRecordQuery,
} from './recordApi';

const FIELDS = defineFields<ActivityRecordRow, never, ListActivityRecordApiArg, ExportActivityRecordApiArg>()({
  activityId: { label: 'record.activity', search: { kind: 'number' } },
  activityTitle: { label: 'record.activity', column: { ellipsis: true } },
  activityType: {
    label: 'record.activityType',
    valueType: 'enum',
    enum: ACTIVITY_TYPE,
    column: { defaultHidden: true, export: false },
  },
  userCode: {
    label: 'record.userCode',
    valueType: 'code',
    column: true,
    search: { placeholder: 'record.userCode.placeholder' },
  },
  userName: { label: 'record.userName', column: { ellipsis: true, defaultHidden: true } },
  period: { label: 'record.period', column: { render: (period) => period || '—' } },
  progress: { label: 'record.progress', column: true },
  status: { label: 'record.status', valueType: 'enum', enum: ACTIVITY_RECORD_STATUS, column: true, search: true },
  reward: { label: 'record.reward', column: true },
  createTime: {
    label: 'record.created',
    column: true,
    search: { range: { from: 'createdFrom', to: 'createdTo' } },
  },
  completeTime: { label: 'record.completed', column: { defaultHidden: true } },
  claimTime: { label: 'record.claimed', column: true },
});

/**
 * The records of the activities (hidden: opened from an activity, `?activityId=`, or from a
 * user, `?userCode=`): each user's progress, status and reward, times in the project's time
 * zone; filtered on the server, exportable; and the system compensation granted from here.
 */
export default function RecordPage() {
  const t = useT();
  const label = useEnumLabel();
  const allowed = usePermission();
  const list = useListParams<ListActivityRecordApiArg>({ filters: searchKinds(FIELDS) });
  const fetched = useListActivityRecordQuery(list.request);
  const result = { ...fetched, isFetching: fetched.isFetching && fetched.currentData === undefined };
  const { data: activities = [] } = useGetActivityRecordActivitiesQuery({});
  const [compensating, setCompensating] = useState(false);
  const inZone = (time: string | null, row: ActivityRecordRow) => formatInZone(time, row.timeZone);
  const columns = useFieldColumns<ActivityRecordRow, typeof FIELDS>(
    FIELDS,
    {
      progress: (_: never, row) => `${row.progress} / ${row.target}`,
      reward: (_: never, row) => `${row.reward} ${label(ACTIVITY_CURRENCY, row.currency)}`,
      createTime: (time: string, row) => inZone(time, row),
      completeTime: (time: string | null, row) => inZone(time, row),
      claimTime: (time: string | null, row) => inZone(time, row),
    },
    {
      activityId: (
        <Select
          allowClear
          showSearch
          filterOption={(text, option) =>
            String((option as { props?: { children?: unknown } }).props?.children ?? '')
              .toLowerCase()
              .includes(text.toLowerCase())
          }
          placeholder={t('record.activity.placeholder')}
          options={activities.map((activity) => ({
            label: `${activity.title} · ${label(ACTIVITY_TYPE, activity.type)}`,
            value: activity.id,
          }))}
        />
      ),
      userCode: <Input allowClear placeholder={t('record.userCode.placeholder')} />,
    },
  );
  const chosen = activities.find((activity) => activity.id === list.filters.activityId);
  const canCompensate =
    allowed(['activity:record:compensate']) &&
    activities.some((activity) => activity.type === SYSTEM_COMPENSATION) &&
    (!chosen || chosen.type === SYSTEM_COMPENSATION);
  return (
    <>
      <ListPage<ActivityRecordRow, typeof list.filters>
        title={chosen ? `${t('menu.activity.record')} · ${chosen.title}` : t('menu.activity.record')}
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        listKey="activity.record"
        emptyText={t('record.empty')}
        toolbar={
          canCompensate && (
            <Button type="primary" onClick={() => setCompensating(true)}>
              {t('record.compensate')}
            </Button>
          )
        }
        exporting={{
          path: '/activity/record/export',
          listKey: 'activity.record',
          permission: 'activity:record:export',
        }}
      />
      {compensating && (
        <CompensateDialog
          activityId={chosen?.type === SYSTEM_COMPENSATION ? chosen.id : undefined}
          onClose={() => setCompensating(false)}
        />
      )}
    </>
  );
}
