import { useEffect, useState } from 'react';
import { Button, Tooltip } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';

const isFullscreen = () => Boolean(document.fullscreenElement);

/**
 * Fullscreen toggle (Fullscreen API). The icon follows the real state, so leaving with Esc
 * or the browser's own control shows the right icon too.
 */
export function FullscreenToggle() {
  const intl = useIntl();
  const [fullscreen, setFullscreen] = useState(isFullscreen);

  useEffect(() => {
    const sync = () => setFullscreen(isFullscreen());
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    const change = isFullscreen() ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    // Refused (not allowed by the page or the browser): the state simply stays as it is.
    change?.catch(() => undefined);
  };

  const label = intl.formatMessage({ id: fullscreen ? 'navbar.fullscreen.exit' : 'navbar.fullscreen' });
  return (
    <Tooltip content={label}>
      <Button
        shape="circle"
        aria-label={label}
        aria-pressed={fullscreen}
        icon={fullscreen ? <IconFullscreenExit /> : <IconFullscreen />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
