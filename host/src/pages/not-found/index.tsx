import { Button } from '@arco-design/web-react';
import { StatusResult, useT } from '@backoffice/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageOutcome } from '../../tabs/pageOutcome';
import { labelKeyOf, USER_CENTER_PATH } from '../../tabs/routeLabel';

/**
 * Why a location shows no screen, each said as it is: nothing lives at the address; a screen
 * is there but the user's role (in this project) may not open it; or the screen is allowed
 * but the live release does not serve it yet.
 */
export type Unavailable = 'unknown' | 'forbidden' | 'undeployed';

const STATUS = { unknown: '404', forbidden: '403', undeployed: '404' } as const;

export function NotFoundPage({ reason = 'unknown' }: { reason?: Unavailable }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  usePageOutcome('problem'); // no tab for it
  const labelKey = labelKeyOf(pathname);
  const screen = labelKey ? t(labelKey) : pathname;
  return (
    <StatusResult
      status={STATUS[reason]}
      title={t(`unavailable.${reason}.title`)}
      subTitle={t(`unavailable.${reason}.subtitle`, { screen })}
      extra={
        <Button type="primary" onClick={() => navigate(USER_CENTER_PATH)}>
          {t('unavailable.back')}
        </Button>
      }
    />
  );
}
