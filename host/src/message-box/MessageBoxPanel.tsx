import { useState } from 'react';
import { Button, Empty, Spin, Tabs, Tooltip } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { isLocale, useT } from '@backoffice/shared';
import { useDownloadExportMutation } from '@backoffice/shared/list';
import { useNavigate } from 'react-router-dom';
import {
  countOf,
  NOTIFICATION_KINDS,
  type Notification,
  PANEL_PAGE_SIZE,
  type NotificationKind,
  type UnreadCounts,
  useListNotificationQuery,
  useReadAllNotificationMutation,
  useReadNotificationMutation,
} from './notificationApi';
import { relativeTime } from './relativeTime';
import { startDownload } from './startDownload';

interface Props {
  counts: Partial<UnreadCounts> | undefined;
  /** called when an item opens its link (the popover closes) */
  onNavigate: () => void;
}

/** The message box: message, notice and todo tabs, each with its unread count and list. */
export default function MessageBoxPanel({ counts, onNavigate }: Props) {
  const intl = useIntl();
  const [kind, setKind] = useState<NotificationKind>('message');

  return (
    <div className="message-box__panel" role="region" aria-label={intl.formatMessage({ id: 'messageBox.title' })}>
      <Tabs activeTab={kind} onChange={(key) => setKind(key as NotificationKind)} size="small">
        {NOTIFICATION_KINDS.map((each) => {
          const unread = countOf(counts, each);
          const name = intl.formatMessage({ id: `messageBox.tab.${each}` });
          return (
            <Tabs.TabPane key={each} title={unread ? `${name} (${unread})` : name}>
              {each === kind && <KindList kind={each} unread={unread} onNavigate={onNavigate} />}
            </Tabs.TabPane>
          );
        })}
      </Tabs>
    </div>
  );
}

function KindList({ kind, unread, onNavigate }: { kind: NotificationKind; unread: number; onNavigate: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // worded in the reader's language
  const locale = isLocale(intl.locale) ? intl.locale : undefined;
  const { data, isLoading, isError, refetch, isFetching } = useListNotificationQuery(
    { kind, pageNum: 1, pageSize: PANEL_PAGE_SIZE, locale },
    { refetchOnMountOrArgChange: true },
  );
  const [markRead] = useReadNotificationMutation();
  const [markAllRead, { isLoading: markingAll }] = useReadAllNotificationMutation();
  const [requestDownload] = useDownloadExportMutation();
  const t = useT();

  const follow = (link: string) => {
    onNavigate();
    navigate(link);
  };
  // a notice of an export downloads its file; any other opens its link (the list as it was)
  const open = async (item: Notification) => {
    if (!item.read) void markRead({ body: { ids: [item.id] } });
    if (item.exportId !== null) {
      try {
        startDownload((await requestDownload({ id: item.exportId }).unwrap()).url);
      } catch {
        // the base query already showed why (the file expired, …)
      }
    } else if (item.link) follow(item.link);
  };

  if (isLoading) {
    return (
      <div className="message-box__state">
        <Spin tip={t('messageBox.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="message-box__state" role="alert">
        <p>{t('messageBox.error')}</p>
        <Button size="small" onClick={() => void refetch()} loading={isFetching}>
          {t('messageBox.retry')}
        </Button>
      </div>
    );
  }

  const items = Array.isArray(data?.list) ? data.list : [];
  return (
    <>
      {items.length === 0 ? (
        <div className="message-box__state">
          <Empty description={t('messageBox.empty')} />
        </div>
      ) : (
        <ul
          className="message-box__list"
          aria-label={t(`messageBox.tab.${kind}`)}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`message-box__item message-box__item--${item.read ? 'read' : 'unread'}`}
                onClick={() => void open(item)}
              >
                {item.read ? (
                  <span className="message-box__marker" aria-hidden />
                ) : (
                  <span className="message-box__marker" role="img" aria-label={t('messageBox.unread')} />
                )}
                <span className="message-box__body">
                  <span className="message-box__title" style={{ display: 'block' }}>
                    {item.title}
                  </span>
                  {item.content && <span className="message-box__content">{item.content}</span>}
                  {item.exportId !== null && (
                    <span className="message-box__action">
                      <IconDownload /> {t('messageBox.download')}
                    </span>
                  )}
                  <Tooltip content={new Date(item.createTime).toLocaleString(intl.locale)}>
                    <span className="message-box__time">{relativeTime(intl, item.createTime)}</span>
                  </Tooltip>
                </span>
              </button>
              {item.exportId !== null && item.link && (
                <Button size="mini" type="text" className="message-box__link" onClick={() => follow(item.link)}>
                  {t('messageBox.openList')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="message-box__footer">
        <Button
          size="small"
          type="text"
          disabled={!unread}
          loading={markingAll}
          onClick={() => void markAllRead({ body: { kind } })}
        >
          {t('messageBox.markAllRead')}
        </Button>
      </div>
    </>
  );
}
