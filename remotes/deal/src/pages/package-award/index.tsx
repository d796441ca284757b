import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateDealPackageAwardApiArg,
  createDealPackageAwardBody,
  editDealPackageAwardBody,
  type ListDealPackageAwardApiArg,
  type ListDealPackageAwardApiResponse,
  dealPackageAwardApi,
} from './packageAwardApi.generated';

type Entry = ListDealPackageAwardApiResponse['list'][number];
type EntryBody = CreateDealPackageAwardApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListDealPackageAwardApiArg>()({
  title: { label: 'packageAward.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'packageAward.code',
    column: {},
    search: {},
    form: { patternHint: 'packageAward.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'packageAward.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listDealPackageAward: list,
  createDealPackageAward: create,
  editDealPackageAward: edit,
  deleteDealPackageAward: remove,
} = dealPackageAwardApi.endpoints;

export default function PackageAwardPage() {
  const t = useT();
  return (
    <ResourcePage
      screen="deal/package-award"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealPackageAwardBody, edit: editDealPackageAwardBody }}
      noun="packageAward.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('packageAward.empty')}
    />
  );
}
