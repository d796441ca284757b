import type { Static } from '@sinclair/typebox';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import { type ActivityList, type ActivityListBody, ACTIVITYLIST_SORT } from './activity-list.schemas';

export const activityListEntries = plainTable<
  'activity_list',
  Static<typeof ActivityListBody>,
  Static<typeof ActivityList>
>({
  table: 'activity_list',
  noun: 'entry',
  list: { contains: { title: 'activity_list.title', code: 'activity_list.code' }, sort: ACTIVITYLIST_SORT },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of an entry of project ${projectCode}`,
  },
  values: (body) => ({ code: body.code, title: keptText('title', body.title), remark: body.remark ?? '' }),
  present: async (_rows, list) => list.map((row) => presentRow(row)),
});
