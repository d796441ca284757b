import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateActivityMedalconfigApiArg,
  createActivityMedalconfigBody,
  editActivityMedalconfigBody,
  type ListActivityMedalconfigApiArg,
  type ListActivityMedalconfigApiResponse,
  activityMedalconfigApi,
} from './medalconfigApi.generated';

type Entry = ListActivityMedalconfigApiResponse['list'][number];
type EntryBody = CreateActivityMedalconfigApiArg['body'];

const FIELDS = defineFields<Entry, EntryBody, ListActivityMedalconfigApiArg>()({
  title: { label: 'medalconfig.title', column: { sortBy: 'title' }, search: {}, form: {} },
  code: {
    label: 'medalconfig.code',
    column: {},
    search: {},
    form: { patternHint: 'medalconfig.code.hint', normalize: lowerCase },
  },
  remark: {
    label: 'medalconfig.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listActivityMedalconfig: list,
  createActivityMedalconfig: create,
  editActivityMedalconfig: edit,
  deleteActivityMedalconfig: remove,
} = activityMedalconfigApi.endpoints;

export default function MedalconfigPage() {
  const t = useT();
  return (
    <ResourcePage
      screen="activity/medalconfig"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createActivityMedalconfigBody, edit: editActivityMedalconfigBody }}
      noun="medalconfig.noun"
      nameOf={(entry) => entry.title}
      emptyText={t('medalconfig.empty')}
    />
  );
}
