import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateActivityDrawprizeApiArg,
  createActivityDrawprizeBody,
  editActivityDrawprizeBody,
  type ListActivityDrawprizeApiArg,
  type ListActivityDrawprizeApiResponse,
  activityDrawprizeApi,
} from './drawprizeApi.generated';

type Entry = ListActivityDrawprizeApiResponse['list'][number];
type EntryBody = CreateActivityDrawprizeApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListActivityDrawprizeApiArg>()({
  title: { label: 'drawprize.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'drawprize.code',
    column: {},
    search: {},
    form: { patternHint: 'drawprize.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'drawprize.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listActivityDrawprize: list,
  createActivityDrawprize: create,
  editActivityDrawprize: edit,
  deleteActivityDrawprize: remove,
} = activityDrawprizeApi.endpoints;

export default function DrawprizePage() {
  const t = useT();
  return (
    <ResourcePage
      screen="activity/drawprize"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createActivityDrawprizeBody, edit: editActivityDrawprizeBody }}
      noun="drawprize.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('drawprize.empty')}
    />
  );
}
