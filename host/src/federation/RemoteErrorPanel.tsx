import { Button, Result } from '@arco-design/web-react';
import { FormattedMessage } from 'react-intl';

export function RemoteErrorPanel({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Result
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
