// Google Play's real-time developer notifications, as Pub/Sub pushes them: `{ message: { data,
// messageId, publishTime }, subscription }` with the notification as base64 JSON in `data`.
// The push is authenticated by its OIDC token (`Authorization: Bearer <JWT>`), signed by Google
// for the push subscription's service account: trusted when it verifies against the channel's
// keys, is issued by Google, names the channel's audience and, when the channel names one, its
// service account. The channel's secret is JSON: `{ audience, email?, jwksUrl? | jwks? }`
// (Google's published keys, or a test's own). A voided purchase is a store-initiated refund
// of the purchase whose token it names (the order's provider ref), or of a subscription's
// renewal when Google's order id ends `..n`.
import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import {
  CallbackRefused,
  type Channel,
  headerOf,
  parseBody,
  type PaymentProvider,
  type ProviderEvent,
} from './provider';

interface GoogleChannelSecret {
  /** the push endpoint's audience, as set on the subscription */
  audience: string;
  /** the push subscription's service account */
  email?: string;
  jwksUrl?: string;
  jwks?: JSONWebKeySet;
}
interface DeveloperNotification {
  packageName?: string;
  eventTimeMillis?: string;
  oneTimeProductNotification?: { notificationType?: number; purchaseToken?: string; sku?: string };
  subscriptionNotification?: { notificationType?: number; purchaseToken?: string; subscriptionId?: string };
  voidedPurchaseNotification?: { purchaseToken?: string; orderId?: string; productType?: number; refundType?: number };
  testNotification?: { version?: string };
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const remoteKeys = new Map<string, JWTVerifyGetKey>();

function keysOf(channel: Channel): { secret: GoogleChannelSecret; keys: JWTVerifyGetKey } {
  let secret: GoogleChannelSecret;
  try {
    secret = JSON.parse(channel.secret) as GoogleChannelSecret;
  } catch {
    throw new CallbackRefused(`Channel ${channel.code}'s secret is not its JSON settings`);
  }
  if (!secret.audience) throw new CallbackRefused(`Channel ${channel.code} names no audience`);
  if (secret.jwks) return { secret, keys: createLocalJWKSet(secret.jwks) };
  if (!secret.jwksUrl) throw new CallbackRefused(`Channel ${channel.code} names no keys (jwks or jwksUrl)`);
  if (!remoteKeys.has(secret.jwksUrl)) remoteKeys.set(secret.jwksUrl, createRemoteJWKSet(new URL(secret.jwksUrl)));
  return { secret, keys: remoteKeys.get(secret.jwksUrl)! };
}

// Subscriptions' notification types onto an auto-renewing plan's states. A notification names
// the purchase token only (the same token for every period of a subscription), never our order
// nor a price: the app links the token to its order first (the app-purchase module's
// google-play-purchase route), and the price is the order's (a renewal's: the plan's).
// A production deployment would confirm each token with the Play Developer API
// (purchases.subscriptionsv2.get: its state, expiry and latest order id) before crediting;
// that API is not reachable here, so the signed push is taken at its word.
type SubscriptionState = NonNullable<ProviderEvent['subscription']>['state'];
const SUBSCRIPTION_NEWS: Record<number, { kind: ProviderEvent['kind']; state?: SubscriptionState; name: string }> = {
  1: { kind: 'renewed', state: 'active', name: 'RECOVERED' }, // charged again after an account hold
  2: { kind: 'renewed', state: 'active', name: 'RENEWED' },
  3: { kind: 'noted', name: 'CANCELED' }, // auto-renewal off: VIP stays until the period ends (EXPIRED)
  4: { kind: 'paid', state: 'active', name: 'PURCHASED' },
  5: { kind: 'expired', state: 'expired', name: 'ON_HOLD' }, // account hold: no VIP until RECOVERED
  6: { kind: 'failed', state: 'grace', name: 'IN_GRACE_PERIOD' }, // the store retries, VIP kept
  7: { kind: 'noted', state: 'active', name: 'RESTARTED' }, // auto-renewal back on before the period ended
  10: { kind: 'expired', state: 'expired', name: 'PAUSED' },
  12: { kind: 'expired', state: 'expired', name: 'REVOKED' }, // the refund itself comes as a voided purchase
  13: { kind: 'expired', state: 'expired', name: 'EXPIRED' },
};

export const googlePlayProvider: PaymentProvider = {
  name: 'google_play',
  async verify(channel, request) {
    const { secret, keys } = keysOf(channel);
    const bearer = /^Bearer (\S+)$/.exec(headerOf(request, 'authorization'))?.[1];
    if (!bearer) throw new CallbackRefused('The push carries no OIDC token (Authorization: Bearer …)');
    try {
      const { payload } = await jwtVerify(bearer, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: secret.audience,
        currentDate: request.now,
      });
      if (secret.email && (payload.email !== secret.email || payload.email_verified !== true))
        throw new Error(`signed for ${String(payload.email)}`);
    } catch (error) {
      throw new CallbackRefused(`The push's OIDC token is not trusted: ${(error as Error).message}`);
    }
    const push = parseBody<{ message?: { data?: string; messageId?: string } }>(request);
    let notification: DeveloperNotification;
    try {
      notification = JSON.parse(
        Buffer.from(push.message?.data ?? '', 'base64').toString('utf8'),
      ) as DeveloperNotification;
    } catch {
      throw new CallbackRefused('message.data is not base64 JSON', 400);
    }
    const millis = notification.eventTimeMillis;
    if (millis !== undefined && !/^\d{1,15}$/.test(String(millis)))
      throw new CallbackRefused('eventTimeMillis is not a time in milliseconds', 400);
    const at = millis ? new Date(Number(millis)) : request.now;
    const common = { sandbox: false, at };
    const voided = notification.voidedPurchaseNotification;
    // a subscription's renewals share its token; Google's order id of the n-th renewal ends `..n-1`
    const renewal = /\.\.(\d{1,6})$/.exec(voided?.orderId ?? '')?.[1];
    if (voided?.purchaseToken)
      return [
        {
          ...common,
          kind: 'refunded',
          providerRef: voided.purchaseToken,
          ...(renewal !== undefined && { renewal: Number(renewal) }),
          detail: `Google Play: purchase voided (order ${voided.orderId ?? '?'}, refund type ${voided.refundType ?? '?'})`,
        },
      ];
    const subscription = notification.subscriptionNotification;
    const news = subscription ? SUBSCRIPTION_NEWS[subscription.notificationType ?? 0] : undefined;
    if (subscription?.purchaseToken && news) {
      const token = subscription.purchaseToken;
      if (news.kind === 'renewed' && !millis)
        throw new CallbackRefused('A renewal without its eventTimeMillis cannot be told from another', 400);
      return [
        {
          ...common,
          kind: news.kind,
          // a renewal keeps the token: the event's time tells the periods apart (a replayed push
          // carries the same time, so finds the renewal's order made the first time)
          providerRef: news.kind === 'renewed' ? `${token}#${millis}` : token,
          priceAsOrdered: news.kind === 'paid' || news.kind === 'renewed',
          productId: subscription.subscriptionId,
          subscription: { originalRef: token, state: news.state },
          detail: `Google Play: subscription ${subscription.subscriptionId ?? '?'} ${news.name}`,
        },
      ];
    }
    const oneTime = notification.oneTimeProductNotification;
    // ONE_TIME_PRODUCT_PURCHASED of a token the app linked to its order
    if (oneTime?.purchaseToken && oneTime.notificationType === 1)
      return [
        {
          ...common,
          kind: 'paid',
          providerRef: oneTime.purchaseToken,
          priceAsOrdered: true,
          productId: oneTime.sku,
          detail: `Google Play: one-time product ${oneTime.sku ?? '?'} PURCHASED`,
        },
      ];
    // a purchase's notification says neither the order nor the amount: the Play Developer API does
    const what = notification.testNotification
      ? 'a test notification'
      : notification.oneTimeProductNotification
        ? `one-time product ${notification.oneTimeProductNotification.sku} notification ${notification.oneTimeProductNotification.notificationType}`
        : notification.subscriptionNotification
          ? `subscription notification ${notification.subscriptionNotification.notificationType} changes no plan`
          : 'not about a payment';
    return [{ ...common, kind: 'ignored', detail: `Google Play: ${what}` }];
  },
};
