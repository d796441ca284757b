import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Radio, Space, Table, Tag, Upload } from '@arco-design/web-react';
import { isApiError, useEnumLabel, useT, whileFormSaves } from '@backoffice/shared';
import { ISSUE_REFUSAL } from '../../enums';
import { type IssueDealCouponApiResponse, useIssueDealCouponMutation } from './couponApi.generated';
import type { Template } from '.';

type Source = 'codes' | 'csv';

/**
 * Issues a template's coupons to users named by their codes (one a line) or by a CSV file's
 * user_code column, then shows the api's report: how many were issued, and each refused row
 * with its reason. The same submission sent twice (a retry) issues once: it carries one key.
 */
export function IssueDrawer({ template, onClose }: { template: Template; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const [issue] = useIssueDealCouponMutation();
  const [source, setSource] = useState<Source>('codes');
  const [codes, setCodes] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [report, setReport] = useState<IssueDealCouponApiResponse | null>(null);
  // one key per what is sent: a retry of the same submission is answered, not issued again
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setKey(crypto.randomUUID());
    };

  const submit = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      const body = {
        ...(source === 'codes' ? { userCodes: codes } : { csv: file?.text ?? '' }),
        reason: reason.trim() || undefined,
        idempotencyKey,
      };
      setReport(await whileFormSaves(() => issue({ id: template.id, body }).unwrap()));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // worded in the user's language by the shared problem texts
      setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      visible
      width={560}
      title={t('coupon.issue.title', { name: template.name })}
      onCancel={onClose}
      footer={
        report ? (
          <Button onClick={onClose}>{t('coupon.close')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('coupon.cancel')}</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={source === 'codes' ? !codes.trim() : !file}
              onClick={() => void submit()}
            >
              {t('coupon.issue')}
            </Button>
          </Space>
        )
      }
      unmountOnExit
    >
      {report ? (
        <>
          <Alert
            type={report.refused.length ? 'warning' : 'success'}
            content={t('coupon.report.summary', { issued: report.issued.length, refused: report.refused.length })}
            style={{ marginBottom: 12 }}
          />
          {report.refused.length > 0 && (
            <Table
              rowKey={(row) => `${row.row}-${row.userCode}`}
              size="small"
              pagination={{ pageSize: 20 }}
              data={report.refused}
              columns={[
                { title: t('coupon.report.row'), dataIndex: 'row', width: 80 },
                { title: t('coupon.userCode'), dataIndex: 'userCode' },
                {
                  title: t('coupon.report.reason'),
                  dataIndex: 'reason',
                  render: (reason: string) => (
                    <Tag color={ISSUE_REFUSAL.colorOf(reason)}>{label(ISSUE_REFUSAL, reason)}</Tag>
                  ),
                },
              ]}
            />
          )}
        </>
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('coupon.issue.source')}>
            <Radio.Group type="button" value={source} onChange={changed(setSource)}>
              <Radio value="codes">{t('coupon.issue.codes')}</Radio>
              <Radio value="csv">{t('coupon.issue.csv')}</Radio>
            </Radio.Group>
          </Form.Item>
          {source === 'codes' ? (
            <Form.Item label={t('coupon.issue.codes')} extra={t('coupon.issue.codes.hint')}>
              <Input.TextArea
                aria-label={t('coupon.issue.codes')}
                autoSize={{ minRows: 6, maxRows: 14 }}
                value={codes}
                onChange={changed(setCodes)}
              />
            </Form.Item>
          ) : (
            <Form.Item label={t('coupon.issue.csv')} extra={t('coupon.issue.csv.hint')}>
              <Upload
                accept=".csv,text/csv"
                limit={1}
                autoUpload={false}
                onChange={(files) => {
                  const picked = files.at(-1)?.originFile;
                  if (!picked) return changed(setFile)(null);
                  void picked.text().then((text) => changed(setFile)({ name: picked.name, text }));
                }}
              />
            </Form.Item>
          )}
          <Form.Item label={t('coupon.issue.reason')}>
            <Input aria-label={t('coupon.issue.reason')} maxLength={200} value={reason} onChange={changed(setReason)} />
          </Form.Item>
          {refusal && <Alert type="error" content={refusal} />}
        </Form>
      )}
    </Drawer>
  );
}
