import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';

// The drawer and its controls (Drawer, ColorPicker, InputNumber, Switch…) are a chunk of
// their own, downloaded the first time someone opens it: the shell does not pay for them.
const SettingsDrawer = lazy(() => import('../settings/SettingsDrawer'));

export function SettingsButton() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false); // mounted once asked for, kept for its close animation
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage({ id: 'navbar.settings' });

  return (
    <>
      <Tooltip content={label}>
        <Button
          shape="circle"
          aria-label={label}
          icon={<IconSettings />}
          onClick={() => {
            setOpened(true);
            setVisible(true);
          }}
        />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <SettingsDrawer visible={visible} onClose={() => setVisible(false)} />
        </Suspense>
      )}
    </>
  );
}
