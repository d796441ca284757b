import type { Static } from '@sinclair/typebox';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import { type DealPackageAward, type DealPackageAwardBody, DEALPACKAGEAWARD_SORT } from './deal-package-award.schemas';

export const dealPackageAwardEntries = plainTable<
  'deal_package_award',
  Static<typeof DealPackageAwardBody>,
  Static<typeof DealPackageAward>
>({
  table: 'deal_package_award',
  noun: 'entry',
  list: {
    contains: { title: 'deal_package_award.title', code: 'deal_package_award.code' },
    sort: DEALPACKAGEAWARD_SORT,
  },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of an entry of project ${projectCode}`,
  },
  values: (body) => ({ code: body.code, title: keptText('title', body.title), remark: body.remark ?? '' }),
  present: async (_rows, list) => list.map((row) => presentRow(row)),
});
