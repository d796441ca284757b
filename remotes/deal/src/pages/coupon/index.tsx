import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateDealCouponApiArg,
  createDealCouponBody,
  editDealCouponBody,
  type ListDealCouponApiArg,
  type ListDealCouponApiResponse,
  dealCouponApi,
} from './couponApi.generated';

type Entry = ListDealCouponApiResponse['list'][number];
type EntryBody = CreateDealCouponApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListDealCouponApiArg>()({
  title: { label: 'coupon.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'coupon.code',
    column: {},
    search: {},
    form: { patternHint: 'coupon.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'coupon.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listDealCoupon: list,
  createDealCoupon: create,
  editDealCoupon: edit,
  deleteDealCoupon: remove,
} = dealCouponApi.endpoints;

export default function CouponPage() {
  const t = useT();
  return (
    <ResourcePage
      screen="deal/coupon"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealCouponBody, edit: editDealCouponBody }}
      noun="coupon.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('coupon.empty')}
    />
  );
}
