import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateActivityListApiArg,
  createActivityListBody,
  editActivityListBody,
  type ListActivityListApiArg,
  type ListActivityListApiResponse,
  activityListApi,
} from './listApi.generated';

type Entry = ListActivityListApiResponse['list'][number];
type EntryBody = CreateActivityListApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListActivityListApiArg>()({
  title: { label: 'list.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: { label: 'list.code', column: {}, search: {}, form: { patternHint: 'list.code.hint', normalize: lowerCase } },
  remark: {
    label: 'list.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listActivityList: list,
  createActivityList: create,
  editActivityList: edit,
  deleteActivityList: remove,
} = activityListApi.endpoints;

export default function ListPage() {
  const t = useT();
  return (
    <ResourcePage
      screen="activity/list"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createActivityListBody, edit: editActivityListBody }}
      noun="list.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('list.empty')}
    />
  );
}
