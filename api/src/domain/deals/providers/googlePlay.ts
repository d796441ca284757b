// Google Play's real-time developer notifications, as Pub/Sub pushes them: `{ message: { data,
// messageId, publishTime }, subscription }` with the notification as base64 JSON in `data`.
// The push is authenticated by its OIDC token (`Authorization: Bearer <JWT>`), signed by Google
// for the push subscription's service account: trusted when it verifies against the channel's
// keys, is issued by Google, names the channel's audience and, when the channel names one, its
// service account. The channel's secret is JSON: `{ audience, email?, jwksUrl? | jwks? }`
// (Google's published keys, or a test's own). A voided purchase is a store-initiated refund
// of the purchase whose token it names (the order's provider ref).
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

// subscriptions' notification types (RECOVERED 1, RENEWED 2, PURCHASED 4, EXPIRED 13, …)
const SUBSCRIPTION_KINDS: Record<number, ProviderEvent['kind']> = {
  1: 'renewed',
  2: 'renewed',
  4: 'paid',
  13: 'expired',
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
    const at = notification.eventTimeMillis ? new Date(Number(notification.eventTimeMillis)) : request.now;
    const common = { sandbox: false, at };
    const voided = notification.voidedPurchaseNotification;
    if (voided?.purchaseToken)
      return [
        {
          ...common,
          kind: 'refunded',
          providerRef: voided.purchaseToken,
          detail: `Google Play: purchase voided (order ${voided.orderId ?? '?'}, refund type ${voided.refundType ?? '?'})`,
        },
      ];
    const subscription = notification.subscriptionNotification;
    const kind = subscription ? SUBSCRIPTION_KINDS[subscription.notificationType ?? 0] : undefined;
    if (subscription?.purchaseToken && kind && kind !== 'paid')
      return [
        {
          ...common,
          kind,
          providerRef: subscription.purchaseToken,
          detail: `Google Play: subscription ${subscription.subscriptionId} notification ${subscription.notificationType}`,
        },
      ];
    // a purchase's notification says neither the order nor the amount: the Play Developer API does
    const what = notification.testNotification
      ? 'a test notification'
      : notification.oneTimeProductNotification
        ? `one-time product ${notification.oneTimeProductNotification.sku} notification ${notification.oneTimeProductNotification.notificationType} (confirmed by the app's purchase check, not here)`
        : 'not about a payment';
    return [{ ...common, kind: 'ignored', detail: `Google Play: ${what}` }];
  },
};
