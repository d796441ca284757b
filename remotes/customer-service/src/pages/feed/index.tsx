import { useState } from 'react';
import { Message, Select, Tag, Typography } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import {
  type BulkAction,
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import { FEEDBACK_STATUS, FEEDBACK_TYPE } from '../../enums';
import {
  type ExportCustomerServiceFeedApiArg,
  type Feedback,
  type ListCustomerServiceFeedApiArg,
  useGetCustomerServiceFeedLabelsQuery,
  useHandleCustomerServiceFeedMutation,
  useListCustomerServiceFeedQuery,
  useReopenCustomerServiceFeedMutation,
} from './feedApi';
import { FeedbackDrawer } from './FeedbackDrawer';
import { FeedbackLabel, Screenshots } from './parts';
import { LabelDialog } from './LabelDialog';
import { ReplyDialog } from './ReplyDialog';

const EDIT = 'customer-service:feed:edit';

// every column the list shows is one of the export's: the file holds what the list shows
const FIELDS = defineFields<Feedback, never, ListCustomerServiceFeedApiArg, ExportCustomerServiceFeedApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  id: { label: 'feed.id', column: { defaultHidden: true } },
  userCode: {
    label: 'feed.userCode',
    valueType: 'code',
    column: true,
    search: { placeholder: 'feed.userCode.placeholder' },
  },
  type: { label: 'feed.type', valueType: 'enum', enum: FEEDBACK_TYPE, column: true, search: true },
  content: { label: 'feed.content', column: { ellipsis: true } },
  images: { label: 'feed.images', column: { render: (images) => <Screenshots images={images} size={40} /> } },
  labelTitle: { label: 'feed.label', column: { render: (_, feedback) => <FeedbackLabel feedback={feedback} /> } },
  labelId: { label: 'feed.label', search: { kind: 'number' } },
  status: { label: 'feed.status', valueType: 'enum', enum: FEEDBACK_STATUS, column: true, search: true },
  reply: { label: 'feed.reply', column: { ellipsis: true, render: (reply) => reply || '—' } },
  replyTime: { label: 'feed.replyTime', valueType: 'dateTime', column: { defaultHidden: true } },
  handledByName: { label: 'feed.handledBy', column: { defaultHidden: true, render: (name) => name || '—' } },
  createTime: {
    label: 'feed.createTime',
    valueType: 'dateTime',
    column: { sortBy: 'createTime' },
    search: { range: { from: 'beginTime', to: 'endTime' } },
  },
  keyword: { label: 'feed.keyword', search: { placeholder: 'feed.keyword.placeholder' } },
});

/** A bulk labelling waits for its dialog: settled when the label is set, refused when the dialog is closed. */
type Labelling = { rows: Feedback[]; settle?: { done(answer: unknown): void; cancel(): void } };

/**
 * App users' feedback, newest first: read in full (a drawer, the screenshots enlarged), labelled
 * one at a time or many at once, answered (the reply reaches the user's inbox) and marked
 * handled, or reopened; filtered and exported.
 */
export default function FeedbackPage() {
  const t = useT();
  const list = useListParams<ListCustomerServiceFeedApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListCustomerServiceFeedQuery(list.request);
  const labels = useGetCustomerServiceFeedLabelsQuery();
  const [handle] = useHandleCustomerServiceFeedMutation();
  const [reopen] = useReopenCustomerServiceFeedMutation();
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [replyingTo, setReplyingTo] = useState<Feedback | null>(null);
  const [labelling, setLabelling] = useState<Labelling | null>(null);
  const rows = result.data?.list ?? [];
  const severalProjects = new Set((labels.data ?? []).map((label) => label.projectCode)).size > 1;
  // the drawer shows the row as the list has it now (after a reply, a label, a change of status)
  const detail = rows.find((row) => row.id === detailOf) ?? null;

  const columns = useFieldColumns<Feedback, typeof FIELDS>(
    FIELDS,
    {
      // the whole text in its title; the row's View opens it with its pictures
      content: (content: string) => <span title={content}>{content}</span>,
    },
    {
      labelId: (
        <Select
          allowClear
          showSearch
          loading={labels.isFetching}
          placeholder={t('list.any')}
          filterOption={(input, option) =>
            String((option as { props?: { extra?: string } }).props?.extra ?? '')
              .toLowerCase()
              .includes(input.toLowerCase())
          }
        >
          <Select.Option value={0} extra={t('feed.label.none')}>
            {t('feed.label.none')}
          </Select.Option>
          {(labels.data ?? []).map((label) => (
            <Select.Option key={label.id} value={label.id} extra={label.title}>
              <Tag color={label.colour} size="small">
                {label.title}
              </Tag>
              {/* under all projects, labels of the same title are told apart by their project */}
              {severalProjects && <Typography.Text type="secondary"> {label.projectCode}</Typography.Text>}
            </Select.Option>
          ))}
        </Select>
      ),
    },
  );

  // refused (someone else moved it meanwhile: a 409 the api's toast says): the list shows it as it is now
  const readAgainOnRefusal = <T,>(move: Promise<T>) =>
    move.catch((error: unknown) => {
      void result.refetch();
      throw error;
    });
  const markHandled = (feedback: Feedback): RowAction => ({
    key: 'handle',
    label: t('feed.handle'),
    permission: EDIT,
    hidden: feedback.status !== 0,
    done: t('feed.handle.done', { id: feedback.id }),
    run: () => readAgainOnRefusal(handle({ id: feedback.id }).unwrap()),
  });
  const reopenOne = (feedback: Feedback): RowAction => ({
    key: 'reopen',
    label: t('feed.reopen'),
    permission: EDIT,
    hidden: feedback.status !== 1,
    confirm: { title: t('feed.reopen.confirm', { id: feedback.id }), content: t('feed.reopen.effect') },
    done: t('feed.reopen.done', { id: feedback.id }),
    run: () => readAgainOnRefusal(reopen({ id: feedback.id }).unwrap()),
  });
  const rowActions = (feedback: Feedback): RowAction[] => [
    { key: 'detail', label: t('feed.detail'), run: () => setDetailOf(feedback.id) },
    { key: 'reply', label: t('feed.reply.action'), permission: EDIT, run: () => setReplyingTo(feedback) },
    { key: 'label', label: t('feed.setLabel'), permission: EDIT, run: () => setLabelling({ rows: [feedback] }) },
    markHandled(feedback),
    reopenOne(feedback),
  ];
  const bulkActions: BulkAction[] = [
    {
      key: 'label',
      label: t('feed.setLabel'),
      permission: EDIT,
      run: (keys) =>
        new Promise((resolve, reject) =>
          setLabelling({
            rows: rows.filter((row) => keys.includes(row.id)),
            settle: { done: resolve, cancel: () => reject(new Error('cancelled')) },
          }),
        ),
    },
  ];

  return (
    <>
      <ListPage<Feedback, typeof list.filters>
        title={t('menu.customer-service.feed')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        rowKey="id"
        listKey="customer-service.feed"
        emptyText={t('feed.empty')}
        exporting={{
          path: '/customer-service/feed/export',
          listKey: 'customer-service.feed',
          permission: 'customer-service:feed:export',
        }}
      />
      <FeedbackDrawer
        feedback={detail}
        onClose={() => setDetailOf(null)}
        onReply={(feedback) => setReplyingTo(feedback)}
      />
      {replyingTo && (
        <ReplyDialog
          key={replyingTo.id}
          feedback={replyingTo}
          onClose={() => setReplyingTo(null)}
          onSent={() => {
            Message.success(t('feed.reply.sent', { user: replyingTo.userCode }));
            setReplyingTo(null);
          }}
        />
      )}
      {labelling && (
        <LabelDialog
          rows={labelling.rows}
          labels={labels.data ?? []}
          onClose={() => {
            labelling.settle?.cancel();
            setLabelling(null);
          }}
          onSet={(answer) => {
            if (labelling.settle) labelling.settle.done(answer);
            else Message.success(t('feed.setLabel.done', { count: answer.updated }));
            setLabelling(null);
          }}
        />
      )}
    </>
  );
}
