// The payment providers by name: a channel's `provider` picks its callbacks' shape.
import { appStoreProvider } from './appStore';
import { cardProvider } from './card';
import { googlePlayProvider } from './googlePlay';
import type { PaymentProvider, ProviderName } from './provider';
import { testProvider } from './test';

export const PROVIDERS: Record<ProviderName, PaymentProvider> = {
  test: testProvider,
  card: cardProvider,
  app_store: appStoreProvider,
  google_play: googlePlayProvider,
};

export { appAccountTokenOf, orderIdOfToken } from './appStore';
export { CARD_REPLAY_WINDOW_SECONDS, CARD_SIGNATURE_HEADER, signCardPayload } from './card';
export { GOOGLE_ISSUERS } from './googlePlay';
export {
  type CallbackRequest,
  CallbackRefused,
  type Channel,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderName,
} from './provider';
export { signTestCallback, TEST_SIGNATURE_HEADER, type TestCallback } from './test';
