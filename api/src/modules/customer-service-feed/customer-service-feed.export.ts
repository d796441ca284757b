// The feedback as an export (its Export button): the list's filters, in keyset batches on the
// created-time index.
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import { countRows } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { FeedbackFilterQuery } from './customer-service-feed.schemas';
import { feedbackMatching, presentFeedback } from './customer-service-feed.service';

const { type, labelId, status, userCode, beginTime, endTime, keyword } = FeedbackFilterQuery.properties;
const filterSchema = { type, labelId, status, userCode, beginTime, endTime, keyword };

export const feedbackExport: ExportDefinition<typeof filterSchema> = {
  key: 'customer-service.feed',
  title: 'User feedback',
  pagePath: '/customer-service/feed',
  permission: 'customer-service:feed:export',
  listPath: '/customer-service/feed/list',
  filterSchema,
  columns: [
    { key: 'id', header: 'ID' },
    { key: 'projectCode', header: 'Project' },
    { key: 'userCode', header: 'User' },
    {
      key: 'type',
      header: 'Type',
      labels: { 1: 'Bug', 2: 'Playback', 3: 'Payment', 4: 'Content', 5: 'Suggestion', 0: 'Other' },
    },
    { key: 'content', header: 'Content' },
    { key: 'images', header: 'Images' },
    { key: 'labelTitle', header: 'Label' },
    { key: 'status', header: 'Status', labels: { 0: 'New', 1: 'Handled' } },
    { key: 'reply', header: 'Reply' },
    { key: 'replyTime', header: 'Replied', time: true },
    { key: 'handledByName', header: 'Handled by' },
    { key: 'createTime', header: 'Sent', time: true },
  ],
  identifying: [{ key: 'id', header: { 'en-US': 'ID', 'zh-CN': 'ID' } }],
  // the one order an index serves whatever the filters
  sortable: { create_time: 'feedback.create_time', createTime: 'feedback.create_time' },
  defaultSort: 'create_time',
  oneSortAtATime: true,
  count: (db, scope, filters) => countRows(feedbackMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort) {
    const query = feedbackMatching(db, scope, filters).selectAll('feedback');
    for await (const batch of keysetBatches(db, query, sort, 'feedback.id')) {
      const shown = await presentFeedback(db, projectRows(db, scope), batch);
      yield shown.map((row) => ({
        id: row.id,
        projectCode: row.projectCode,
        userCode: row.userCode,
        type: row.type,
        content: row.content,
        images: row.images.join('\n'),
        labelTitle: row.labelTitle,
        status: row.status,
        reply: row.reply,
        replyTime: row.replyTime ? new Date(row.replyTime) : null,
        handledByName: row.handledByName,
        createTime: new Date(row.createTime),
      }));
    }
  },
};
