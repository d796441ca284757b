import { type Locale } from './locales';
import { sharedMessages } from './sharedMessages';

export type Messages = Record<string, string>;
/** One bundle = the same keys in both languages. */
export type MessageBundle = Record<Locale, Messages>;

// Module-level on purpose: the host and the remotes register into this one registry at
// run time (the package is a federation singleton), and providers re-render when a remote
// that loaded late adds its messages. Each registration replaces the snapshot object, so
// useSyncExternalStore sees a change.
let snapshot: MessageBundle = sharedMessages;
const listeners = new Set<() => void>();

export function registerMessages(bundle: Partial<MessageBundle>): void {
  snapshot = {
    'en-US': { ...snapshot['en-US'], ...bundle['en-US'] },
    'zh-CN': { ...snapshot['zh-CN'], ...bundle['zh-CN'] },
  };
  listeners.forEach((listener) => listener());
}

export function getRegisteredMessages(): MessageBundle {
  return snapshot;
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
