import { Button } from '@arco-design/web-react';
import { StatusResult } from '@backoffice/shared';
import { FormattedMessage } from 'react-intl';
import { usePageOutcome } from '../tabs/pageOutcome';

export function RemoteErrorPanel({ area, onRetry }: { area: string; onRetry: () => void }) {
  usePageOutcome('problem'); // no tab for it
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
