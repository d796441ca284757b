import { Button } from '@arco-design/web-react';
import { StatusResult, useT } from '@backoffice/shared';
import { FormattedMessage } from 'react-intl';
import { ROUTE_GROUPS } from '../router/routeTable';
import { usePageOutcome } from '../tabs/pageOutcome';
import type { SharedMismatch } from './sharedMismatch';

function reloadPage() {
  window.location.reload();
}

/**
 * An area that cannot be shown. A remote refused for its @backoffice/shared version
 * (`mismatch`) says which versions and what to do; a retry cannot help there (the shell's
 * shared is the one this page loaded with), a reload after the fix does.
 */
export function RemoteErrorPanel({
  area,
  onRetry,
  mismatch,
  onReload = reloadPage,
}: {
  area: string;
  onRetry: () => void;
  mismatch?: SharedMismatch | null;
  onReload?: () => void;
}) {
  usePageOutcome('problem'); // no tab for it
  const t = useT();
  if (mismatch) {
    const { module, built, provided, remoteNewer } = mismatch;
    // The area by its menu name; the commands by its code, as typed.
    const group = ROUTE_GROUPS.find((candidate) => candidate.key === area);
    const values = { area: group ? t(group.labelKey) : area, module, built, provided };
    // A newer area waits for the shell; an older one (from before a breaking change) is rebuilt.
    const commands = remoteNewer
      ? ['npm run release -- host', `npm run rollback -- ${area}`]
      : [`npm run release -- ${area}`, 'npm run rollback -- host'];
    return (
      <StatusResult
        status="error"
        title={t(remoteNewer ? 'remote.mismatch.newer.title' : 'remote.mismatch.older.title')}
        subTitle={
          <>
            <div>{t('remote.mismatch.versions', values)}</div>
            <div>{t(remoteNewer ? 'remote.mismatch.newer.todo' : 'remote.mismatch.older.todo', values)}</div>
            {commands.map((command) => (
              <div key={command}>
                <code>{command}</code>
              </div>
            ))}
          </>
        }
        extra={
          <Button type="primary" onClick={onReload}>
            {t('remote.reload')}
          </Button>
        }
      />
    );
  }
  return (
    <StatusResult
      status="error"
      title={<FormattedMessage id="remote.error.title" />}
      subTitle={<FormattedMessage id="remote.error.subtitle" values={{ area }} />}
      extra={
        <Button type="primary" onClick={onRetry}>
          <FormattedMessage id="remote.retry" />
        </Button>
      }
    />
  );
}
