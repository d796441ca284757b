import { useState } from 'react';
import { Alert, Form, Input, Message, Modal } from '@arco-design/web-react';
import { formatMoney, isApiError, useLocale, useT, whileFormSaves } from '@backoffice/shared';
import { type TopupOrder, useRefundDealTopupRecordMutation } from './topupRecordApi';

/**
 * Asks before refunding a successful order, and why: the coins it credited leave the user's
 * wallet (what was spent becomes a debt). A refusal (the order is no longer successful) stays
 * in the dialog, in the api's words.
 */
export function RefundDialog({ order, onClose }: { order: TopupOrder; onClose(): void }) {
  const t = useT();
  const [locale] = useLocale();
  const [form] = Form.useForm<{ reason?: string }>();
  const [refund] = useRefundDealTopupRecordMutation();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setSaving(true);
    setRefusal(null);
    try {
      await whileFormSaves(() => refund({ id: order.id, body: { reason: values.reason!.trim() } }).unwrap());
      Message.success(t('topupRecord.refund.done', { orderNo: order.orderNo }));
      onClose();
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
      title={t('topupRecord.refund.title', { orderNo: order.orderNo })}
      okText={t('topupRecord.refund')}
      okButtonProps={{ status: 'danger' }}
      cancelText={t('topupRecord.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      unmountOnExit
    >
      <p>
        {formatMoney(order.amountMinor, order.currency, locale)} ·{' '}
        {t('topupRecord.refund.effect', { coins: order.coins + order.bonusCoins, user: order.userCode })}
      </p>
      {refusal && <Alert type="warning" style={{ marginBottom: 12 }} content={refusal} />}
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('topupRecord.refund.reason')}
          field="reason"
          rules={[
            {
              validator: (value: string | undefined, callback) =>
                callback(value?.trim() ? undefined : t('topupRecord.refund.reason.required')),
            },
          ]}
        >
          <Input.TextArea maxLength={200} placeholder={t('topupRecord.refund.reason.placeholder')} autoSize />
        </Form.Item>
      </Form>
    </Modal>
  );
}
