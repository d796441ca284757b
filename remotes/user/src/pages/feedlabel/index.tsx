import { useState } from 'react';
import { Input, Space, Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import {
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  SpecForm,
  upperCase,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import { ColourInput, PRESET_COLOURS } from './ColourInput';
import {
  type CreateUserFeedlabelApiArg,
  createUserFeedlabelBody,
  editUserFeedlabelBody,
  type ListUserFeedlabelApiArg,
  useCreateUserFeedlabelMutation,
  useDeleteUserFeedlabelMutation,
  useEditUserFeedlabelMutation,
  useListUserFeedlabelQuery,
} from './feedlabelApi.generated';
import type { FeedbackLabel } from './feedlabelApi';

type LabelBody = CreateUserFeedlabelApiArg['body'];

const SWATCH = { display: 'inline-block', width: 14, height: 14, borderRadius: 3, verticalAlign: 'middle' };
const FIELDS = defineFields<FeedbackLabel, LabelBody, ListUserFeedlabelApiArg>()({
  title: {
    label: 'feedlabel.title',
    column: { sortBy: 'title', render: (title, label) => <Tag color={label.colour}>{title}</Tag> },
    search: { placeholder: 'feedlabel.title.placeholder' },
    form: { extra: 'feedlabel.title.hint' },
  },
  colour: {
    label: 'feedlabel.colour',
    column: {
      render: (colour) => (
        <Space size={6}>
          <span aria-hidden style={{ ...SWATCH, background: colour }} />
          <code>{colour}</code>
        </Space>
      ),
    },
    form: { patternHint: 'feedlabel.colour.hint', normalize: upperCase, input: <ColourInput placeholder="#165DFF" /> },
  },
  description: {
    label: 'feedlabel.description',
    column: { ellipsis: true },
    search: { placeholder: 'feedlabel.description.placeholder' },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  sort: { label: 'feedlabel.sort', column: { sortBy: 'sort', align: 'right' }, form: { extra: 'feedlabel.sort.hint' } },
  feedbackCount: { label: 'feedlabel.feedbackCount', valueType: 'count', column: { align: 'right' } },
  updateTime: { label: 'feedlabel.updated', valueType: 'dateTime', column: { sortBy: 'updateTime' } },
});
const NEW_LABEL: Partial<LabelBody> = { colour: PRESET_COLOURS[0], sort: 0 };

/** The labels customer service sorts app users' feedback by, each with how much feedback carries it. */
export default function FeedbackLabelsPage() {
  const t = useT();
  const list = useListParams<ListUserFeedlabelApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListUserFeedlabelQuery(list.request);
  const [create] = useCreateUserFeedlabelMutation();
  const [edit] = useEditUserFeedlabelMutation();
  const [remove] = useDeleteUserFeedlabelMutation();
  const [formTarget, setFormTarget] = useState<FeedbackLabel | 'new' | null>(null);
  const columns = useFieldColumns<FeedbackLabel, typeof FIELDS>(FIELDS);

  const rowActions = (label: FeedbackLabel): RowAction[] => [
    { key: 'edit', label: t('list.edit'), permission: 'user:feedlabel:edit', run: () => setFormTarget(label) },
    {
      key: 'delete',
      label: t('list.delete'),
      permission: 'user:feedlabel:delete',
      danger: true,
      run: () => remove({ id: label.id }).unwrap(),
      confirm: {
        title: t('feedlabel.delete.confirm', { title: label.title }),
        content: label.feedbackCount
          ? t('feedlabel.delete.carried', { count: label.feedbackCount })
          : t('feedlabel.delete.unused'),
        okText: t('list.delete'),
      },
    },
  ];

  return (
    <>
      <ListPage<FeedbackLabel, typeof list.filters>
        title={t('menu.user.feedlabel')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="user.feedlabel"
        emptyText={t('feedlabel.empty')}
        create={{ label: t('feedlabel.create'), permission: 'user:feedlabel:add', onClick: () => setFormTarget('new') }}
      />
      <SpecForm<FeedbackLabel, LabelBody>
        fields={FIELDS}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        schema={{ create: createUserFeedlabelBody, edit: editUserFeedlabelBody }}
        initialValues={NEW_LABEL}
        title={(label) => (label ? t('feedlabel.edit.title', { title: label.title }) : t('feedlabel.create'))}
        save={(body, label) => (label ? edit({ id: label.id, body }) : create({ body })).unwrap()}
      />
    </>
  );
}
