import type { Static } from '@sinclair/typebox';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import {
  type ActivityDrawprize,
  type ActivityDrawprizeBody,
  ACTIVITYDRAWPRIZE_SORT,
} from './activity-drawprize.schemas';

export const activityDrawprizeEntries = plainTable<
  'activity_drawprize',
  Static<typeof ActivityDrawprizeBody>,
  Static<typeof ActivityDrawprize>
>({
  table: 'activity_drawprize',
  noun: 'entry',
  list: {
    contains: { title: 'activity_drawprize.title', code: 'activity_drawprize.code' },
    sort: ACTIVITYDRAWPRIZE_SORT,
  },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of an entry of project ${projectCode}`,
  },
  values: (body) => ({ code: body.code, title: keptText('title', body.title), remark: body.remark ?? '' }),
  present: async (_rows, list) => list.map((row) => presentRow(row)),
});
