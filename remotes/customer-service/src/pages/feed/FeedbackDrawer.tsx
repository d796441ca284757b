import { Button, Descriptions, Drawer, Tag, Typography } from '@arco-design/web-react';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { FEEDBACK_STATUS, FEEDBACK_TYPE } from '../../enums';
import type { Feedback } from './feedApi';
import { FeedbackLabel, Screenshots } from './parts';

/** One feedback item in full: what the user wrote, the screenshots large, its label, the last reply and who handled it. */
export function FeedbackDrawer({
  feedback,
  onClose,
  onReply,
}: {
  feedback: Feedback | null;
  onClose(): void;
  onReply(feedback: Feedback): void;
}) {
  const t = useT();
  const label = useEnumLabel();
  const allowed = usePermission();
  return (
    <Drawer
      width={560}
      title={feedback ? t('feed.detail.title', { id: feedback.id, user: feedback.userCode }) : ''}
      visible={feedback !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {feedback && (
        <>
          <Descriptions
            column={1}
            labelStyle={{ width: 110 }}
            data={[
              { label: t('feed.userCode'), value: <code>{feedback.userCode || '—'}</code> },
              {
                label: t('feed.type'),
                value: <Tag color={FEEDBACK_TYPE.colorOf(feedback.type)}>{label(FEEDBACK_TYPE, feedback.type)}</Tag>,
              },
              { label: t('feed.createTime'), value: formatDateTime(feedback.createTime) },
              { label: t('feed.label'), value: <FeedbackLabel feedback={feedback} /> },
              {
                label: t('feed.status'),
                value: (
                  <Tag color={FEEDBACK_STATUS.colorOf(feedback.status)}>{label(FEEDBACK_STATUS, feedback.status)}</Tag>
                ),
              },
              ...(feedback.status === 1
                ? [
                    {
                      label: t('feed.handledBy'),
                      value: t('feed.handledBy.value', {
                        who: feedback.handledByName || '—',
                        time: formatDateTime(feedback.handledTime),
                      }),
                    },
                  ]
                : []),
            ]}
          />
          <Typography.Title heading={6}>{t('feed.content')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</Typography.Paragraph>
          <Typography.Title heading={6}>{t('feed.images')}</Typography.Title>
          <Screenshots images={feedback.images} size={96} />
          <Typography.Title heading={6}>{t('feed.reply')}</Typography.Title>
          {feedback.reply ? (
            <>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{feedback.reply}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {t('feed.reply.sentAt', { time: formatDateTime(feedback.replyTime) })}
              </Typography.Text>
            </>
          ) : (
            <Typography.Text type="secondary">{t('feed.reply.none')}</Typography.Text>
          )}
          {allowed(['customer-service:feed:edit']) && (
            <div style={{ marginTop: 16 }}>
              <Button type="primary" onClick={() => onReply(feedback)}>
                {t('feed.reply.action')}
              </Button>
            </div>
          )}
        </>
      )}
    </Drawer>
  );
}
