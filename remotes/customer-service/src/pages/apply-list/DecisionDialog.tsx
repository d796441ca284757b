import { useState } from 'react';
import { Alert, Descriptions, Form, Input, Modal } from '@arco-design/web-react';
import { isApiError, useEnumLabel, useT, whileFormSaves } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { APPLICATION_STATUS, WALLET_KIND } from '../../enums';
import {
  type Application,
  useApproveCustomerServiceApplyMutation,
  useRejectCustomerServiceApplyMutation,
} from './applyListApi';

export type Decision = 'approve' | 'reject';

interface DecisionDialogProps {
  application: Application;
  decision: Decision;
  /** the application as the list shows it now: after a refusal, what someone else decided */
  current: Application | undefined;
  /** reads the list again (another reviewer may have decided meanwhile) */
  onRefresh(): void;
  onClose(): void;
}

/**
 * Approve or reject one application, with a note for the applicant (required to reject). A
 * refusal stays in the dialog: when another reviewer (or the applicant) got there first, it
 * says what the application is now, and nothing more can be decided here.
 */
export function DecisionDialog({ application, decision, current, onRefresh, onClose }: DecisionDialogProps) {
  const t = useT();
  const label = useEnumLabel();
  const [form] = Form.useForm<{ note?: string }>();
  const [approve] = useApproveCustomerServiceApplyMutation();
  const [reject] = useRejectCustomerServiceApplyMutation();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ conflict: boolean; message: string } | null>(null);
  const noteLabel = t(decision === 'reject' ? 'applyList.note.reject' : 'applyList.note.approve');

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setSaving(true);
    setRefusal(null);
    try {
      const call = decision === 'approve' ? approve : reject;
      await whileFormSaves(() =>
        call({ id: application.id, body: { note: values.note?.trim() || undefined } }).unwrap(),
      );
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const noteError = error.errors.find((problem) => problem.field === 'note');
      if (noteError) form.setFields({ note: { error: { message: t('applyList.note.required') } } });
      else {
        setRefusal({ conflict: error.status === 409, message: error.message });
        if (error.status === 409) onRefresh();
      }
    } finally {
      setSaving(false);
    }
  };

  // decided elsewhere meanwhile: said in the user's language from the list read again
  const decidedElsewhere = refusal?.conflict && current && current.status !== 'pending' ? current : null;
  const kindAmount = t('applyList.amount.value', {
    amount: application.amount,
    kind: label(WALLET_KIND, application.kind),
  });
  return (
    <Modal
      visible
      title={t(`applyList.${decision}.title`, { id: application.id, user: application.userCode })}
      okText={t(`applyList.${decision}`)}
      okButtonProps={{
        status: decision === 'reject' ? 'danger' : undefined,
        disabled: Boolean(refusal?.conflict),
      }}
      cancelText={refusal?.conflict ? t('applyList.close') : t('applyList.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      unmountOnExit
    >
      <Descriptions
        column={1}
        size="small"
        data={[
          { label: t('applyList.userCode'), value: application.userCode },
          { label: t('applyList.amount'), value: kindAmount },
          { label: t('applyList.reason'), value: application.reason },
          { label: t('applyList.applicant'), value: application.applicantName },
          { label: t('applyList.created'), value: formatDateTime(application.createTime) },
          ...(application.expiresAt
            ? [{ label: t('applyList.expiresAt'), value: formatDateTime(application.expiresAt) }]
            : []),
        ]}
      />
      <p>
        {decision === 'approve'
          ? t('applyList.approve.effect', { amount: kindAmount, user: application.userCode })
          : t('applyList.reject.effect')}
      </p>
      {refusal && (
        <Alert
          type={refusal.conflict ? 'warning' : 'error'}
          style={{ marginBottom: 12 }}
          content={
            decidedElsewhere
              ? t('applyList.conflict', {
                  status: label(APPLICATION_STATUS, decidedElsewhere.status),
                  who:
                    decidedElsewhere.status === 'withdrawn'
                      ? decidedElsewhere.applicantName
                      : decidedElsewhere.reviewerName || '—',
                })
              : refusal.message
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        aria-label={t(`applyList.${decision}.title`, { id: application.id, user: application.userCode })}
      >
        <Form.Item
          field="note"
          label={noteLabel}
          required={decision === 'reject'}
          rules={[
            { maxLength: 200, message: t('applyList.note.tooLong') },
            ...(decision === 'reject'
              ? [
                  {
                    validator: (value: string | undefined, callback: (message?: string) => void) =>
                      callback(value?.trim() ? undefined : t('applyList.note.required')),
                  },
                ]
              : []),
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
