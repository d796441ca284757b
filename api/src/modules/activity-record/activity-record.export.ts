// The activity records as an export (the screen's Export button): the list's filters, in
// keyset batches on the id every record index ends with.
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import { countRows } from '../../platform/listQuery';
import { RecordFilterQuery } from './activity-record.schemas';
import { presentRecord, recordsMatching, withNames } from './activity-record.service';

const { activityId, userCode, userId, status, period, createdFrom, createdTo } = RecordFilterQuery.properties;
const filterSchema = { activityId, userCode, userId, status, period, createdFrom, createdTo };

export const activityRecordExport: ExportDefinition<typeof filterSchema> = {
  key: 'activity.record',
  title: 'Activity records',
  pagePath: '/activity/record',
  permission: 'activity:record:export',
  listPath: '/activity/record/list',
  filterSchema,
  columns: [
    { key: 'id', header: 'Record' },
    { key: 'projectCode', header: 'Project' },
    { key: 'activityId', header: 'Activity' },
    { key: 'activityTitle', header: 'Activity title' },
    { key: 'userCode', header: 'User' },
    { key: 'userName', header: 'User name' },
    { key: 'period', header: 'Period' },
    { key: 'progress', header: 'Progress' },
    { key: 'target', header: 'Target' },
    { key: 'status', header: 'Status', labels: { 1: 'incomplete', 2: 'pending claim', 3: 'claimed' } },
    { key: 'reward', header: 'Reward' },
    {
      key: 'currency',
      header: 'Reward currency',
      labels: { 0: 'ad', 1: 'ticket', 2: 'bonus/points', 3: 'VIP days', 4: 'coupon' },
    },
    { key: 'createTime', header: 'Created', time: true },
    { key: 'completeTime', header: 'Completed', time: true },
    { key: 'claimTime', header: 'Claimed', time: true },
  ],
  identifying: [{ key: 'id', header: { 'en-US': 'Record', 'zh-CN': '记录' } }],
  sortable: { id: 'activity_record.id' },
  defaultSort: 'id',
  oneSortAtATime: true,
  count: (db, scope, filters) => countRows(recordsMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort) {
    const query = withNames(db, scope, recordsMatching(db, scope, filters));
    for await (const rows of keysetBatches(db, query, sort, 'activity_record.id'))
      yield rows.map((row) => presentRecord(row));
  },
};
