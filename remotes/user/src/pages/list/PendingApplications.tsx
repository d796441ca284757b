import { Button, Message, Space, Tag, Typography } from '@arco-design/web-react';
import { Link } from 'react-router-dom';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { formatDateTime, useConfirm } from '@backoffice/shared/list';
import { WALLET_KIND } from '../../enums';
import { useWithdrawCustomerServiceApplyMutation, type Wallet } from './listApi';

type Application = Wallet['pending'][number];

/**
 * A wallet's large-bonus applications waiting for a reviewer: each opens in the applications
 * list (for whoever may review), and its applicant may withdraw it while it waits.
 */
export function PendingApplications({ pending }: { pending: Application[] }) {
  const t = useT();
  const label = useEnumLabel();
  const allowed = usePermission();
  const confirm = useConfirm();
  const [withdraw] = useWithdrawCustomerServiceApplyMutation();
  if (!pending.length) return null;
  const mayReview = allowed(['customer-service:apply-list:query']);
  const mayWithdraw = allowed(['user:list:wallet']);
  const amountOf = (application: Application) => `${application.amount} ${label(WALLET_KIND, application.kind)}`;

  const askToWithdraw = (application: Application) =>
    confirm({
      title: t('wallet.pending.withdraw.confirm', { amount: amountOf(application) }),
      content: t('wallet.pending.withdraw.note'),
      okText: t('wallet.pending.withdraw'),
      danger: true,
      onOk: async () => {
        await withdraw({ id: application.id }).unwrap();
        Message.success(t('wallet.pending.withdrawn'));
      },
    });

  return (
    <Space direction="vertical" style={{ marginBottom: 16 }} aria-label={t('wallet.pending')}>
      <Typography.Title heading={6}>{t('wallet.pending')}</Typography.Title>
      {pending.map((application) => (
        <Space key={application.id} size={8} wrap>
          <Tag color="orange">
            {[
              amountOf(application),
              application.reason,
              application.expiresAt ? t('wallet.expires', { date: formatDateTime(application.expiresAt) }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Tag>
          <Typography.Text type="secondary">
            {t('wallet.pending.by', {
              applicant: application.applicantName,
              date: formatDateTime(application.createTime),
            })}
          </Typography.Text>
          {mayReview && (
            <Link to={`/customer-service/apply/list?id=${application.id}`}>
              {t('wallet.pending.open', { id: application.id })}
            </Link>
          )}
          {application.mine && mayWithdraw && (
            <Button size="mini" status="danger" onClick={() => askToWithdraw(application)}>
              {t('wallet.pending.withdraw')}
            </Button>
          )}
        </Space>
      ))}
    </Space>
  );
}
