import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Typography } from '@arco-design/web-react';
import { isApiError, useT, whileFormSaves } from '@backoffice/shared';
import { type Feedback, useReplyCustomerServiceFeedMutation } from './feedApi';

/** As the api takes it (ReplyBody). */
export const REPLY_MAX = 2000;

/**
 * A reply to one feedback item: it lands in the user's inbox (each reply a message of its own)
 * and the feedback keeps the last one; new feedback may be marked handled with it.
 */
export function ReplyDialog({ feedback, onClose, onSent }: { feedback: Feedback; onClose(): void; onSent(): void }) {
  const t = useT();
  const [form] = Form.useForm<{ content: string; handled: boolean }>();
  const [send] = useReplyCustomerServiceFeedMutation();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = t('feed.reply.title', { user: feedback.userCode });

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setSaving(true);
    setRefusal(null);
    try {
      await whileFormSaves(() =>
        send({
          id: feedback.id,
          body: { content: values.content.trim(), handled: feedback.status === 0 && values.handled },
        }).unwrap(),
      );
      onSent();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const contentError = error.errors.find((problem) => problem.field === 'content');
      if (contentError) form.setFields({ content: { error: { message: t('feed.reply.required') } } });
      else setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={title}
      okText={t('feed.reply.send')}
      cancelText={t('feed.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      unmountOnExit
    >
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {feedback.content}
      </Typography.Paragraph>
      {refusal && <Alert type="error" style={{ marginBottom: 12 }} content={refusal} />}
      <Form form={form} layout="vertical" aria-label={title} initialValues={{ content: '', handled: true }}>
        <Form.Item
          field="content"
          label={t('feed.reply.content')}
          extra={t('feed.reply.inbox')}
          required
          rules={[
            { maxLength: REPLY_MAX, message: t('feed.reply.tooLong', { max: REPLY_MAX }) },
            {
              validator: (value: string | undefined, callback: (message?: string) => void) =>
                callback(value?.trim() ? undefined : t('feed.reply.required')),
            },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={{ length: REPLY_MAX, errorOnly: true }}
            showWordLimit
          />
        </Form.Item>
        {feedback.status === 0 && (
          <Form.Item field="handled" triggerPropName="checked" noStyle>
            <Checkbox>{t('feed.reply.handled')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
