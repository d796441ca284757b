import { useState } from 'react';
import { Alert, Form, Modal, Select, Tag } from '@arco-design/web-react';
import { isApiError, useT, whileFormSaves } from '@backoffice/shared';
import { type Feedback, type LabelOption, useLabelCustomerServiceFeedMutation } from './feedApi';

interface LabelDialogProps {
  /** the feedback to label: one row, or the rows selected */
  rows: Feedback[];
  /** the live labels of the projects in view */
  labels: LabelOption[];
  onClose(): void;
  onSet(answer: { updated: number }): void;
}

/**
 * Puts one label on the feedback (or takes it off). A label belongs to one project: the
 * feedback chosen must be of one project, and only its labels are offered.
 */
export function LabelDialog({ rows, labels, onClose, onSet }: LabelDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ labelId?: number }>();
  const [label] = useLabelCustomerServiceFeedMutation();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const projects = [...new Set(rows.map((row) => row.projectCode))];
  const mixed = projects.length > 1;
  const offered = labels.filter((option) => option.projectCode === projects[0]);
  // one row starts from its own label (if still offered)
  const current = rows.length === 1 ? rows[0].labelId : null;
  const initial = current !== null && offered.some((option) => option.id === current) ? current : undefined;
  const title =
    rows.length === 1 ? t('feed.setLabel.one', { id: rows[0].id }) : t('feed.setLabel.many', { count: rows.length });

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values || values.labelId === undefined) return;
    setSaving(true);
    setRefusal(null);
    try {
      const answer = await whileFormSaves(() =>
        label({ body: { ids: rows.map((row) => row.id), labelId: values.labelId! } }).unwrap(),
      );
      onSet(answer);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={title}
      okText={t('feed.setLabel.save')}
      cancelText={t('feed.cancel')}
      okButtonProps={{ disabled: mixed }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      unmountOnExit
    >
      {mixed ? (
        <Alert type="warning" content={t('feed.setLabel.mixed')} />
      ) : (
        <Form form={form} layout="vertical" aria-label={title} initialValues={{ labelId: initial }}>
          <Form.Item
            field="labelId"
            label={t('feed.label')}
            required
            rules={[{ required: true, message: t('feed.setLabel.required') }]}
            extra={offered.length ? undefined : t('feed.setLabel.noLabels')}
          >
            <Select placeholder={t('feed.setLabel.placeholder')}>
              {offered.map((option) => (
                <Select.Option key={option.id} value={option.id}>
                  <Tag color={option.colour} size="small">
                    {option.title}
                  </Tag>
                </Select.Option>
              ))}
              <Select.Option value={0}>{t('feed.label.remove')}</Select.Option>
            </Select>
          </Form.Item>
        </Form>
      )}
      {refusal && <Alert type="error" style={{ marginTop: 12 }} content={refusal} />}
    </Modal>
  );
}
