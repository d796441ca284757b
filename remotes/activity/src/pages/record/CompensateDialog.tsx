import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Table, Tag } from '@arco-design/web-react';
import { isApiError, useEnumLabel, useT } from '@backoffice/shared';
import { useConfirm } from '@backoffice/shared/list';
import { ACTIVITY_CURRENCY } from '../../enums';
import {
  codesOf,
  type CompensationReport,
  SYSTEM_COMPENSATION,
  useCompensateActivityRecordMutation,
  useGetActivityRecordActivitiesQuery,
} from './recordApi';

interface Values {
  activityId?: number;
  userCodes?: string;
  amount?: number;
  reason?: string;
}

const USERS_MAX = 5000;
const OUTCOME_COLOR = { granted: 'green', alreadyGranted: 'gray', unknownUser: 'red', duplicate: 'orange' } as const;

/**
 * Grants a system compensation (type 12) to the users pasted in: asks first (who and how much),
 * then shows what happened to each row. The request id is made once a dialog, so a resent
 * submission (a double click, a retry after a timeout) credits nobody twice.
 */
export function CompensateDialog({ activityId, onClose }: { activityId?: number; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const confirm = useConfirm();
  const [form] = Form.useForm<Values>();
  const [requestId] = useState(() => `comp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const [report, setReport] = useState<CompensationReport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [compensate] = useCompensateActivityRecordMutation();
  const { data: activities = [] } = useGetActivityRecordActivitiesQuery({ type: SYSTEM_COMPENSATION });
  const chosen = Form.useWatch('activityId', form) as number | undefined;
  const activity = activities.find((row) => row.id === chosen);

  const send = async (values: Required<Values>) => {
    setSaving(true);
    setRefusal(null);
    try {
      const body = {
        activityId: values.activityId,
        userCodes: codesOf(values.userCodes),
        amount: values.amount,
        reason: values.reason.trim(),
        requestId,
      };
      setReport(await compensate({ body }).unwrap());
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    const values = (await form.validate().catch(() => null)) as Required<Values> | null;
    if (!values) return;
    const users = codesOf(values.userCodes).length;
    const currency = activity ? label(ACTIVITY_CURRENCY, activity.currency) : '';
    confirm({
      title: t('record.compensate.confirm.title'),
      content: t('record.compensate.confirm', { users, amount: values.amount, currency, title: activity?.title ?? '' }),
      okText: t('record.compensate.submit'),
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      visible
      title={t('record.compensate.title')}
      okText={report ? t('record.compensate.close') : t('record.compensate.submit')}
      cancelText={t('record.cancel')}
      confirmLoading={saving}
      onOk={() => (report ? onClose() : void submit())}
      onCancel={onClose}
      style={{ width: 640 }}
      unmountOnExit
    >
      {report ? (
        <>
          <Alert
            type={report.refused ? 'warning' : 'success'}
            style={{ marginBottom: 12 }}
            content={t('record.compensate.summary', {
              granted: report.granted,
              already: report.alreadyGranted,
              refused: report.refused,
            })}
          />
          <Table
            rowKey="row"
            size="small"
            pagination={{ pageSize: 10 }}
            data={report.rows}
            columns={[
              { title: t('record.compensate.row'), dataIndex: 'row', width: 70 },
              { title: t('record.userCode'), dataIndex: 'userCode' },
              {
                title: t('record.compensate.outcome'),
                dataIndex: 'outcome',
                render: (outcome: keyof typeof OUTCOME_COLOR) => (
                  <Tag color={OUTCOME_COLOR[outcome]}>{t(`record.compensate.outcome.${outcome}`)}</Tag>
                ),
              },
            ]}
          />
        </>
      ) : (
        <>
          {refusal && <Alert type="warning" style={{ marginBottom: 12 }} content={refusal} />}
          <Form form={form} layout="vertical" initialValues={{ activityId }}>
            <Form.Item
              label={t('record.activity')}
              field="activityId"
              rules={[{ required: true, message: t('record.compensate.activity.required') }]}
              extra={activity && label(ACTIVITY_CURRENCY, activity.currency)}
            >
              <Select
                placeholder={t('record.compensate.activity.placeholder')}
                options={activities.map((row) => ({ label: row.title, value: row.id }))}
                notFoundContent={t('record.compensate.activity.none')}
              />
            </Form.Item>
            <Form.Item
              label={t('record.compensate.userCodes')}
              field="userCodes"
              rules={[
                {
                  validator: (value: string | undefined, callback) => {
                    const count = codesOf(value ?? '').length;
                    if (!count) return callback(t('record.compensate.userCodes.required'));
                    if (count > USERS_MAX) return callback(t('record.compensate.userCodes.max', { max: USERS_MAX }));
                    callback();
                  },
                },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 4, maxRows: 10 }}
                placeholder={t('record.compensate.userCodes.placeholder')}
              />
            </Form.Item>
            <Form.Item
              label={t('record.compensate.amount')}
              field="amount"
              rules={[{ required: true, message: t('record.compensate.amount.required') }]}
            >
              <InputNumber min={1} max={2_147_483_647} precision={0} step={1} />
            </Form.Item>
            <Form.Item
              label={t('record.compensate.reason')}
              field="reason"
              rules={[
                {
                  validator: (value: string | undefined, callback) =>
                    callback(value?.trim() ? undefined : t('record.compensate.reason.required')),
                },
              ]}
            >
              <Input.TextArea maxLength={200} autoSize placeholder={t('record.compensate.reason.placeholder')} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
