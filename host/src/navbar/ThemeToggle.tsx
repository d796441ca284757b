import { Button, Tooltip } from '@arco-design/web-react';
import { IconMoonFill, IconSunFill } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { selectSettings, updateSettings, useAppDispatch, useAppSelector } from '@backoffice/shared';

/** Dark/light toggle: the icon shows the theme a click switches to. */
export function ThemeToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { theme } = useAppSelector(selectSettings);
  const label = intl.formatMessage({ id: theme === 'dark' ? 'navbar.theme.toLight' : 'navbar.theme.toDark' });

  return (
    <Tooltip content={label}>
      <Button
        shape="circle"
        aria-label={label}
        icon={theme === 'dark' ? <IconSunFill /> : <IconMoonFill />}
        onClick={() => dispatch(updateSettings({ theme: theme === 'dark' ? 'light' : 'dark' }))}
      />
    </Tooltip>
  );
}
