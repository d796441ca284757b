import { useState } from 'react';
import { Space, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useT } from '@backoffice/shared';
import { type ListColumn, ListPage, PermissionButton, type RowAction, useListParams } from '@backoffice/shared/list';
import { LabelForm } from './LabelForm';
import {
  type FeedbackLabel,
  type ListUserFeedlabelApiArg,
  useDeleteUserFeedlabelMutation,
  useListUserFeedlabelQuery,
} from './feedlabelApi';

/** The labels customer service sorts app users' feedback by, each with how much feedback carries it. */
export default function FeedbackLabelsPage() {
  const t = useT();
  const list = useListParams<ListUserFeedlabelApiArg>({ filters: { title: 'string', description: 'string' } });
  const result = useListUserFeedlabelQuery(list.request);
  const [remove] = useDeleteUserFeedlabelMutation();
  const [formTarget, setFormTarget] = useState<FeedbackLabel | 'new' | null>(null);

  const columns: ListColumn<FeedbackLabel>[] = [
    {
      key: 'title',
      title: t('feedlabel.title'),
      sortBy: 'title',
      search: true,
      searchPlaceholder: t('feedlabel.title.placeholder'),
      render: (title: string, label: FeedbackLabel) => <Tag color={label.colour}>{title}</Tag>,
    },
    {
      key: 'colour',
      title: t('feedlabel.colour'),
      render: (colour: string) => (
        <Space size={6}>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 14,
              height: 14,
              borderRadius: 3,
              background: colour,
              verticalAlign: 'middle',
            }}
          />
          <code>{colour}</code>
        </Space>
      ),
    },
    {
      key: 'description',
      title: t('feedlabel.description'),
      search: true,
      searchPlaceholder: t('feedlabel.description.placeholder'),
      ellipsis: true,
    },
    { key: 'sort', title: t('feedlabel.sort'), sortBy: 'sort', align: 'right' },
    { key: 'feedbackCount', title: t('feedlabel.feedbackCount'), valueType: 'count', align: 'right' },
    { key: 'updateTime', title: t('feedlabel.updated'), sortBy: 'updateTime', valueType: 'dateTime' },
  ];
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
        toolbar={
          <PermissionButton
            permission="user:feedlabel:add"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setFormTarget('new')}
          >
            {t('feedlabel.create')}
          </PermissionButton>
        }
      />
      <LabelForm target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}
