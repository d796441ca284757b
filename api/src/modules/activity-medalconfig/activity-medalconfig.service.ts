import type { Static } from '@sinclair/typebox';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import {
  type ActivityMedalconfig,
  type ActivityMedalconfigBody,
  ACTIVITYMEDALCONFIG_SORT,
} from './activity-medalconfig.schemas';

export const activityMedalconfigEntries = plainTable<
  'activity_medalconfig',
  Static<typeof ActivityMedalconfigBody>,
  Static<typeof ActivityMedalconfig>
>({
  table: 'activity_medalconfig',
  noun: 'entry',
  list: {
    contains: { title: 'activity_medalconfig.title', code: 'activity_medalconfig.code' },
    sort: ACTIVITYMEDALCONFIG_SORT,
  },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of an entry of project ${projectCode}`,
  },
  values: (body) => ({ code: body.code, title: keptText('title', body.title), remark: body.remark ?? '' }),
  present: async (_rows, list) => list.map((row) => presentRow(row)),
});
