import type { Static } from '@sinclair/typebox';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import { type DealCoupon, type DealCouponBody, DEALCOUPON_SORT } from './deal-coupon.schemas';

export const dealCouponEntries = plainTable<'deal_coupon', Static<typeof DealCouponBody>, Static<typeof DealCoupon>>({
  table: 'deal_coupon',
  noun: 'entry',
  list: { contains: { title: 'deal_coupon.title', code: 'deal_coupon.code' }, sort: DEALCOUPON_SORT },
  unique: {
    field: 'code',
    taken: (code, projectCode) => `"${code}" is already the code of an entry of project ${projectCode}`,
  },
  values: (body) => ({ code: body.code, title: keptText('title', body.title), remark: body.remark ?? '' }),
  present: async (_rows, list) => list.map((row) => presentRow(row)),
});
