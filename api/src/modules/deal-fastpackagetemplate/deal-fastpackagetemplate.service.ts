import type { Static } from '@sinclair/typebox';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import {
  type DealFastpackagetemplate,
  type DealFastpackagetemplateBody,
  DEALFASTPACKAGETEMPLATE_SORT,
} from './deal-fastpackagetemplate.schemas';

export const dealFastpackagetemplateEntries = plainTable<
  'deal_fastpackagetemplate',
  Static<typeof DealFastpackagetemplateBody>,
  Static<typeof DealFastpackagetemplate>
>({
  table: 'deal_fastpackagetemplate',
  noun: 'entry',
  list: {
    contains: { title: 'deal_fastpackagetemplate.title', code: 'deal_fastpackagetemplate.code' },
    sort: DEALFASTPACKAGETEMPLATE_SORT,
  },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of an entry of project ${projectCode}`,
  },
  values: (body) => ({ code: body.code, title: keptText('title', body.title), remark: body.remark ?? '' }),
  present: async (_rows, list) => list.map((row) => presentRow(row)),
});
