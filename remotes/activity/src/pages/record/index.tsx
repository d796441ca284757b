import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateActivityRecordApiArg,
  createActivityRecordBody,
  editActivityRecordBody,
  type ListActivityRecordApiArg,
  type ListActivityRecordApiResponse,
  activityRecordApi,
} from './recordApi.generated';

type Entry = ListActivityRecordApiResponse['list'][number];
type EntryBody = CreateActivityRecordApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListActivityRecordApiArg>()({
  title: { label: 'record.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'record.code',
    column: {},
    search: {},
    form: { patternHint: 'record.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'record.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listActivityRecord: list,
  createActivityRecord: create,
  editActivityRecord: edit,
  deleteActivityRecord: remove,
} = activityRecordApi.endpoints;

export default function RecordPage() {
  const t = useT();
  return (
    <ResourcePage
      screen="activity/record"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createActivityRecordBody, edit: editActivityRecordBody }}
      noun="record.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('record.empty')}
    />
  );
}
