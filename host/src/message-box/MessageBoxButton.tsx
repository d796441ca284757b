import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Button, Popover, Spin } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { useLiveStatus } from '@backoffice/shared';
import { countOf, UNREAD_POLL_MS, useGetNotificationUnreadCountQuery } from './notificationApi';
import './messageBox.css';

// The panel (Tabs, List, Empty…) is a chunk of its own, downloaded on first open: the
// shell only carries the bell and its badge.
const MessageBoxPanel = lazy(() => import('./MessageBoxPanel'));

/** The navbar bell: the unread total as a badge, the message box in a popover. */
export function MessageBoxButton() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false); // the panel is mounted once asked for
  const [visible, setVisible] = useState(false);
  // the live channel brings each new notice; polling only while it is not open
  const live = useLiveStatus() === 'open';
  const { data: counts, refetch } = useGetNotificationUnreadCountQuery(undefined, {
    pollingInterval: live ? 0 : UNREAD_POLL_MS,
  });
  const total = countOf(counts, 'total');

  // The store has no RTK focus listeners: ask again when the person comes back to the tab.
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refetch]);

  const label = total
    ? intl.formatMessage({ id: 'messageBox.buttonUnread' }, { count: total })
    : intl.formatMessage({ id: 'messageBox.button' });

  return (
    <Popover
      trigger="click"
      position="br"
      popupVisible={visible}
      onVisibleChange={(next) => {
        if (next) setOpened(true);
        setVisible(next);
      }}
      className="message-box__popover"
      content={
        opened && (
          <Suspense
            fallback={
              <div className="message-box__fallback">
                <Spin />
              </div>
            }
          >
            <MessageBoxPanel counts={counts} onNavigate={() => setVisible(false)} />
          </Suspense>
        )
      }
    >
      <Badge count={total} maxCount={99} dot={false} offset={[2, -2]}>
        <Button shape="circle" icon={<IconNotification />} aria-label={label} />
      </Badge>
    </Popover>
  );
}
