// The count beside a menu entry whose screen declares one (the catalogue's `badge`: what waits
// there for the reader, such as a chat queue's new conversations and unread messages). Read
// from the screen's `<url>/badge`, read again when its live topic says something changed (at
// most once a second, however busy the topic), and polled only while the live channel is down.
import { Badge } from '@arco-design/web-react';
import { api, liveUpdates, useLiveStatus, type LiveTopic } from '@backoffice/shared';
import { SCREENS } from '@backoffice/shared/catalogue';

interface BadgeArg {
  url: string;
  topic: LiveTopic;
}

/** How often a count is read while the live channel is not open. */
export const BADGE_POLL_MS = 30_000;
const REFETCH_AT_MOST_EVERY_MS = 1000;

const menuBadgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    menuBadge: build.query<{ count: number }, BadgeArg>({
      query: ({ url }) => ({ url: `${url}/badge` }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: (arg, lifecycle) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const throttled = liveUpdates<{ count: number }, BadgeArg>(arg.topic, (_event, { refetch }) => {
          timer ??= setTimeout(() => {
            timer = undefined;
            refetch();
          }, REFETCH_AT_MOST_EVERY_MS);
        });
        return throttled(arg, lifecycle).finally(() => clearTimeout(timer));
      },
    }),
  }),
});

const { useMenuBadgeQuery } = menuBadgeApi;

/** The badges of the catalogue by menu path (`/customer-service/online_assistant` → its topic). */
const BADGES = new Map(
  SCREENS.filter((screen) => screen.badge).map((screen) => [screen.url, screen.badge as LiveTopic]),
);

export const hasMenuBadge = (path: string) => BADGES.has(path);

/** A menu entry's count, when its screen has one and something waits. */
export function MenuBadge({ path }: { path: string }) {
  const topic = BADGES.get(path)!;
  const live = useLiveStatus() === 'open';
  const { data } = useMenuBadgeQuery({ url: path, topic }, { pollingInterval: live ? 0 : BADGE_POLL_MS });
  const count = data?.count ?? 0;
  if (!count) return null;
  return <Badge count={count} maxCount={99} className="side-menu__badge" />;
}
