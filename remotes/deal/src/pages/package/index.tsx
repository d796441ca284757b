import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateDealPackageApiArg,
  createDealPackageBody,
  editDealPackageBody,
  type ListDealPackageApiArg,
  type ListDealPackageApiResponse,
  dealPackageApi,
} from './packageApi.generated';

type Entry = ListDealPackageApiResponse['list'][number];
type EntryBody = CreateDealPackageApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListDealPackageApiArg>()({
  title: { label: 'package.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'package.code',
    column: {},
    search: {},
    form: { patternHint: 'package.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'package.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listDealPackage: list,
  createDealPackage: create,
  editDealPackage: edit,
  deleteDealPackage: remove,
} = dealPackageApi.endpoints;

export default function PackagePage() {
  const t = useT();
  return (
    <ResourcePage
      screen="deal/package"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealPackageBody, edit: editDealPackageBody }}
      noun="package.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('package.empty')}
    />
  );
}
