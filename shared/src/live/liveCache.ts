// The tab's live channel, bound to the one store, and how an RTK Query endpoint feeds its cached
// answer from it (RTK Query's streaming updates: `onCacheEntryAdded`). A screen polls only
// while the channel is not open (useLiveStatus).
import { useSyncExternalStore } from 'react';
import { selectCurrentProject, selectToken, type AuthRootState } from '../auth/selectors';
import { ALL_PROJECTS_CODE } from '../auth/projects';
import { api } from '../api/api';
import { LiveChannel, type LiveEvent, type LiveStatus, type LiveTopic } from './liveChannel';

let readState: (() => unknown) | null = null;
const stateOf = () => (readState?.() ?? null) as AuthRootState | null;

/** The project the page shows (undefined: all of the user's). */
function currentProjectCode(): string | undefined {
  const state = stateOf();
  const code = state ? selectCurrentProject(state)?.code : undefined;
  return code === ALL_PROJECTS_CODE ? undefined : code;
}

/** The tab's one connection. */
export const liveChannel = new LiveChannel({
  session: {
    token: () => {
      const state = stateOf();
      return state ? selectToken(state) : null;
    },
    projectCode: currentProjectCode,
  },
});

/** Whether the tab hears the api live now: 'open', or 'connecting' / 'closed' (then poll). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (onChange) => liveChannel.onStatus(onChange),
    () => liveChannel.status,
  );
}

export interface LiveCacheContext<Result, Arg> {
  arg: Arg;
  /** changes the cached answer in place */
  updateCachedData(update: (draft: Result) => void): void;
  /** asks the api again for this answer */
  refetch(): void;
  /** the project the page shows (undefined: all) */
  projectCode: string | undefined;
  /** the event was missed during a drop and sent again */
  replayed: boolean;
}

/** What onCacheEntryAdded is given, as far as the live feed needs it. */
interface CacheLifecycle<Result> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
  updateCachedData(update: (draft: Result) => void): unknown;
  getState(): unknown;
  dispatch(action: unknown): unknown;
  getCacheEntry(): { endpointName?: string };
}

/**
 * An `onCacheEntryAdded` that applies `topic`'s events to the cached answer while it is in
 * use; when the api cannot replay a drop, the answer is read afresh.
 */
export function liveUpdates<Result, Arg>(
  topic: LiveTopic,
  apply: (event: LiveEvent, context: LiveCacheContext<Result, Arg>) => void,
) {
  return async (arg: Arg, lifecycle: CacheLifecycle<Result>): Promise<void> => {
    readState = lifecycle.getState;
    const refetch = () => {
      const { endpointName } = lifecycle.getCacheEntry();
      const endpoint = endpointName
        ? (api.endpoints as Record<string, { initiate?: (arg: Arg, options: object) => unknown }>)[endpointName]
        : undefined;
      if (endpoint?.initiate) lifecycle.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
    };
    // Heard from the start: an event before the first answer, or a topic confirmed only after the
    // answer was asked for (what happened in between was not heard), reads the answer afresh.
    let loaded = false;
    let stale = false;
    const readAfresh = () => (loaded ? refetch() : (stale = true));
    const stop = liveChannel.listen(
      topic,
      (event, replayed) => {
        if (!loaded) return readAfresh();
        apply(event, {
          arg,
          updateCachedData: (update) => lifecycle.updateCachedData(update),
          refetch,
          projectCode: currentProjectCode(),
          replayed,
        });
      },
      readAfresh,
    );
    try {
      await lifecycle.cacheDataLoaded;
    } catch {
      stop(); // removed before its first answer
      return;
    }
    loaded = true;
    if (stale) refetch();
    // answered, so signed in: connect if the session came after the listening began
    liveChannel.connect();
    const stopReset = liveChannel.onReset(refetch);
    await lifecycle.cacheEntryRemoved;
    stop();
    stopReset();
  };
}
