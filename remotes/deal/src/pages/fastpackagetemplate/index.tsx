import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateDealFastpackagetemplateApiArg,
  createDealFastpackagetemplateBody,
  editDealFastpackagetemplateBody,
  type ListDealFastpackagetemplateApiArg,
  type ListDealFastpackagetemplateApiResponse,
  dealFastpackagetemplateApi,
} from './fastpackagetemplateApi.generated';

type Entry = ListDealFastpackagetemplateApiResponse['list'][number];
type EntryBody = CreateDealFastpackagetemplateApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListDealFastpackagetemplateApiArg>()({
  title: { label: 'fastpackagetemplate.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'fastpackagetemplate.code',
    column: {},
    search: {},
    form: { patternHint: 'fastpackagetemplate.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'fastpackagetemplate.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listDealFastpackagetemplate: list,
  createDealFastpackagetemplate: create,
  editDealFastpackagetemplate: edit,
  deleteDealFastpackagetemplate: remove,
} = dealFastpackagetemplateApi.endpoints;

export default function FastpackagetemplatePage() {
  const t = useT();
  return (
    <ResourcePage
      screen="deal/fastpackagetemplate"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealFastpackagetemplateBody, edit: editDealFastpackagetemplateBody }}
      noun="fastpackagetemplate.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('fastpackagetemplate.empty')}
    />
  );
}
