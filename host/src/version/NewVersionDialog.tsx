import { Modal } from '@arco-design/web-react';
import { useIntl } from 'react-intl';

/** "New version" / "Please update the new version?"; Confirm reloads to run the live release. */
export default function NewVersionDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      visible
      title={intl.formatMessage({ id: 'version.title' })}
      okText={intl.formatMessage({ id: 'version.confirm' })}
      cancelText={intl.formatMessage({ id: 'version.cancel' })}
      onOk={onConfirm}
      onCancel={onCancel}
      maskClosable={false}
    >
      {intl.formatMessage({ id: 'version.content' })}
    </Modal>
  );
}
