import { Button } from '@arco-design/web-react';
import { StatusResult } from '@backoffice/shared';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusResult
      status="404"
      title={<FormattedMessage id="notFound.title" />}
      subTitle={<FormattedMessage id="notFound.subtitle" />}
      extra={
        <Button type="primary" onClick={() => navigate('/user-center/index')}>
          <FormattedMessage id="notFound.back" />
        </Button>
      }
    />
  );
}
