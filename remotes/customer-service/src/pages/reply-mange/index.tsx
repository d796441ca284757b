import { useState } from 'react';
import { AutoComplete, Input, Select, Space, Tag } from '@arco-design/web-react';
import { useEnumLabel, useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import { SERVICE_CODE } from '../../enums';
import {
  type CreateCustomerServiceReplyMangeApiArg,
  createCustomerServiceReplyMangeBody,
  editCustomerServiceReplyMangeBody,
  type FrequentReply,
  type ListCustomerServiceReplyMangeApiArg,
  REPLY_ENDPOINTS,
  useReplyGroupsQuery,
} from './replyMangeApi';
import { MissingLocales, ReplyTextsDrawer } from './ReplyTexts';
import { useVariablesRule, VariablesHint } from './variables';
import './replyMange.css';

type ReplyBody = CreateCustomerServiceReplyMangeApiArg['body'];
type ServiceCode = FrequentReply['serviceCodes'][number];

interface ControlProps<V> {
  value?: V;
  onChange?(value: V): void;
}

/** The queues a reply serves, as tags in their colours. */
function ServiceCodeTags({ codes }: { codes: readonly ServiceCode[] }) {
  const label = useEnumLabel();
  return (
    <Space size={4} wrap>
      {codes.map((code) => (
        <Tag key={code} color={SERVICE_CODE.colorOf(code)}>
          {label(SERVICE_CODE, code)}
        </Tag>
      ))}
    </Space>
  );
}

/** The form's choice of queues, several at once. */
function ServiceCodesSelect(props: ControlProps<ServiceCode[]>) {
  const label = useEnumLabel();
  return (
    <Select
      {...props}
      mode="multiple"
      options={SERVICE_CODE.options.map((option) => ({
        value: option.value,
        label: label(SERVICE_CODE, option.value),
      }))}
    />
  );
}

/** The form's group: one of the project's groups, or a new one typed. */
function GroupInput(props: ControlProps<string> & { placeholder?: string }) {
  const { data = [] } = useReplyGroupsQuery();
  return <AutoComplete {...props} allowClear data={data} />;
}

/** The filter's group: one of the project's groups. */
function GroupFilter(props: ControlProps<string | undefined> & { placeholder?: string }) {
  const { data = [] } = useReplyGroupsQuery();
  return <Select {...props} allowClear showSearch options={data} />;
}

const FIELDS = defineFields<FrequentReply, ReplyBody, ListCustomerServiceReplyMangeApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  keyword: { label: 'replyMange.keyword', search: { placeholder: 'replyMange.keyword.placeholder' } },
  groupName: {
    label: 'replyMange.group',
    column: { render: (group) => group || '—' },
    search: true,
    form: { extra: 'replyMange.group.hint' },
  },
  title: {
    label: 'replyMange.title',
    column: { render: (title) => <strong>{title}</strong> },
    form: { extra: 'replyMange.title.hint' },
  },
  shortcut: {
    label: 'replyMange.shortcut',
    valueType: 'code',
    column: { render: (shortcut) => <code>/{shortcut}</code> },
    form: { patternHint: 'replyMange.shortcut.hint', normalize: lowerCase, input: <Input addBefore="/" /> },
  },
  content: {
    label: 'replyMange.content',
    column: { ellipsis: true, width: 360 },
    form: { input: <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} /> },
  },
  serviceCodes: {
    label: 'replyMange.serviceCodes',
    column: { render: (codes) => <ServiceCodeTags codes={codes} /> },
    form: { input: <ServiceCodesSelect /> },
  },
  serviceCode: { label: 'replyMange.serviceCode', valueType: 'enum', enum: SERVICE_CODE, search: true },
  sort: {
    label: 'replyMange.sort',
    column: { sortBy: 'sort', align: 'right' },
    form: { extra: 'replyMange.sort.hint' },
  },
  missingLocales: {
    label: 'replyMange.missing',
    column: { render: (locales) => <MissingLocales locales={locales} />, export: false },
  },
  updateTime: { label: 'replyMange.updated', valueType: 'dateTime', column: { sortBy: 'updateTime' } },
});
const NEW_REPLY: Partial<ReplyBody> = { serviceCodes: SERVICE_CODE.options.map((option) => option.value), sort: 0 };

/**
 * The frequent replies agents insert in a conversation (by title or by typing /shortcut), each
 * in the project's content locales, and the queues that offer it.
 */
export default function ReplyMangePage() {
  const t = useT();
  const [textsOf, setTextsOf] = useState<FrequentReply | null>(null);
  const variablesRule = useVariablesRule(t('replyMange.content'));
  return (
    <ResourcePage
      screen="customer-service/reply-mange"
      fields={FIELDS}
      endpoints={REPLY_ENDPOINTS}
      schema={{ create: createCustomerServiceReplyMangeBody, edit: editCustomerServiceReplyMangeBody }}
      noun="replyMange.noun"
      nameOf={(reply) => reply.title}
      initialValues={NEW_REPLY}
      emptyText={t('replyMange.empty')}
      filters={{ groupName: <GroupFilter placeholder={t('list.any')} /> }}
      own={{
        groupName: {
          field: 'groupName',
          label: t('replyMange.group'),
          extra: t('replyMange.group.hint'),
          input: <GroupInput placeholder={t('replyMange.group.placeholder')} />,
        },
        content: {
          field: 'content',
          label: t('replyMange.content'),
          extra: (
            <>
              <VariablesHint />
              <div>{t('replyMange.content.hint')}</div>
            </>
          ),
          input: <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />,
          rules: [variablesRule],
        },
      }}
      rowActions={(reply, { edit, remove }) => [
        edit,
        { key: 'texts', label: t('replyMange.texts.action'), run: () => setTextsOf(reply) },
        remove,
      ]}
      deleteNote={(reply) => t('replyMange.delete.note', { shortcut: reply.shortcut })}
    >
      <ReplyTextsDrawer reply={textsOf} onClose={() => setTextsOf(null)} />
    </ResourcePage>
  );
}
