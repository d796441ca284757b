import { Button, Result } from '@arco-design/web-react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
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
