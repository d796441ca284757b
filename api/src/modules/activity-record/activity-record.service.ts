import type { Static } from '@sinclair/typebox';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import { type ActivityRecord, type ActivityRecordBody, ACTIVITYRECORD_SORT } from './activity-record.schemas';

export const activityRecordEntries = plainTable<
  'activity_record_stub',
  Static<typeof ActivityRecordBody>,
  Static<typeof ActivityRecord>
>({
  table: 'activity_record_stub',
  noun: 'entry',
  list: { contains: { title: 'activity_record_stub.title', code: 'activity_record_stub.code' }, sort: ACTIVITYRECORD_SORT },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of an entry of project ${projectCode}`,
  },
  values: (body) => ({ code: body.code, title: keptText('title', body.title), remark: body.remark ?? '' }),
  present: async (_rows, list) => list.map((row) => presentRow(row)),
});
