import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateDealTopupRecordApiArg,
  createDealTopupRecordBody,
  editDealTopupRecordBody,
  type ListDealTopupRecordApiArg,
  type ListDealTopupRecordApiResponse,
  dealTopupRecordApi,
} from './topupRecordApi.generated';

type Entry = ListDealTopupRecordApiResponse['list'][number];
type EntryBody = CreateDealTopupRecordApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListDealTopupRecordApiArg>()({
  title: { label: 'topupRecord.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'topupRecord.code',
    column: {},
    search: {},
    form: { patternHint: 'topupRecord.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'topupRecord.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listDealTopupRecord: list,
  createDealTopupRecord: create,
  editDealTopupRecord: edit,
  deleteDealTopupRecord: remove,
} = dealTopupRecordApi.endpoints;

export default function TopupRecordPage() {
  const t = useT();
  return (
    <ResourcePage
      screen="deal/topup-record"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealTopupRecordBody, edit: editDealTopupRecordBody }}
      noun="topupRecord.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('topupRecord.empty')}
    />
  );
}
