import { Tag, Tooltip } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import type { AppUser } from './listApi';

/**
 * A user a refund left owing (what they had spent of the refunded order): staff see it beside the
 * user wherever they look at them, why and since when on hover (the details say it in full).
 */
export function RiskTag({ user }: { user: Pick<AppUser, 'riskReason' | 'riskTime'> }) {
  const t = useT();
  if (user.riskReason === null) return null;
  return (
    <Tooltip
      content={
        <>
          <div>{user.riskReason}</div>
          <div>{t('userList.risk.since', { time: user.riskTime ? formatDateTime(user.riskTime) : '—' })}</div>
        </>
      }
    >
      <Tag color="red" size="small" tabIndex={0}>
        {t('userList.risk')}
      </Tag>
    </Tooltip>
  );
}
