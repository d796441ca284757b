// The App Store's Server Notifications V2: `{ signedPayload }`, a JWS (ES256) whose header
// carries the certificate chain (x5c: leaf, intermediate, root). It is trusted when every
// certificate is within its validity, each is issued and signed by the next, and the chain
// ends at the root the channel trusts (its secret: Apple's root certificate, PEM; a test makes
// its own). The transaction inside is a JWS of its own, checked the same way. Our order travels
// as the purchase's app account token (appAccountTokenOf); prices are in milli-units.
import { X509Certificate, type KeyObject } from 'node:crypto';
import { compactVerify, decodeProtectedHeader } from 'jose';
import { currencyDigits } from '../money';
import {
  CallbackRefused,
  type Channel,
  minorUnitsOf,
  parseBody,
  type PaymentProvider,
  type ProviderEvent,
} from './provider';

/** The app account token the app passes to StoreKit for an order: its id, as a UUID. */
export const appAccountTokenOf = (orderId: number): string =>
  `00000000-0000-4000-8000-${orderId.toString(16).padStart(12, '0')}`;
const TOKEN = /^00000000-0000-4000-8000-([0-9a-f]{12})$/i;
/** The order id of an app account token made by appAccountTokenOf, or undefined. */
export const orderIdOfToken = (token: unknown): number | undefined => {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  return match ? Number.parseInt(match[1], 16) : undefined;
};

export interface AppStoreTransaction {
  transactionId?: string;
  originalTransactionId?: string;
  productId?: string;
  purchaseDate?: number;
  /** milli-units of currency: 4990 is 4.99 */
  price?: number;
  currency?: string;
  appAccountToken?: string;
  environment?: string;
  revocationDate?: number;
  /** an auto-renewing subscription's period end */
  expiresDate?: number;
}
interface Notification {
  notificationType?: string;
  subtype?: string;
  notificationUUID?: string;
  signedDate?: number;
  data?: { environment?: string; bundleId?: string; signedTransactionInfo?: string };
}

function trustedRoot(channel: Channel): X509Certificate {
  try {
    return new X509Certificate(channel.secret);
  } catch {
    throw new CallbackRefused(`Channel ${channel.code} holds no root certificate to trust`);
  }
}

/** The leaf's public key, once the x5c chain is found to lead to `root` at `now`. */
function verifiedChain(jws: string, root: X509Certificate, now: Date): KeyObject {
  let header;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    throw new CallbackRefused('The signed payload is not a JWS', 400);
  }
  if (header.alg !== 'ES256') throw new CallbackRefused(`The JWS is signed with ${String(header.alg)}, not ES256`);
  if (!Array.isArray(header.x5c) || !header.x5c.length) throw new CallbackRefused('The JWS has no x5c chain');
  let chain: X509Certificate[];
  try {
    chain = header.x5c.map((der) => new X509Certificate(Buffer.from(der, 'base64')));
  } catch {
    throw new CallbackRefused('The x5c chain holds a certificate that cannot be read');
  }
  for (const certificate of chain)
    if (new Date(certificate.validFrom) > now || new Date(certificate.validTo) < now)
      throw new CallbackRefused(`Certificate ${certificate.subject} is not valid now`);
  chain.forEach((certificate, index) => {
    const issuer = chain[index + 1];
    if (!issuer) return;
    if (!issuer.ca || !certificate.checkIssued(issuer) || !certificate.verify(issuer.publicKey))
      throw new CallbackRefused(`Certificate ${certificate.subject} is not signed by the next in the chain`);
  });
  const last = chain[chain.length - 1];
  const endsAtRoot =
    last.fingerprint256 === root.fingerprint256 || (last.checkIssued(root) && last.verify(root.publicKey));
  if (!endsAtRoot) throw new CallbackRefused("The x5c chain does not lead to the channel's trusted root");
  return chain[0].publicKey;
}

async function verifiedPayload<T>(jws: string, root: X509Certificate, now: Date): Promise<T> {
  const key = verifiedChain(jws, root, now);
  try {
    const { payload } = await compactVerify(jws, key, { algorithms: ['ES256'] });
    return JSON.parse(new TextDecoder().decode(payload)) as T;
  } catch {
    throw new CallbackRefused("The JWS's signature does not match its leaf certificate");
  }
}

function digitsOf(currency: string): number {
  try {
    return currencyDigits(currency);
  } catch {
    throw new CallbackRefused(`${currency} is not a currency`, 400);
  }
}

const KINDS: Record<string, ProviderEvent['kind']> = {
  ONE_TIME_CHARGE: 'paid',
  SUBSCRIBED: 'paid',
  DID_RENEW: 'renewed',
  DID_FAIL_TO_RENEW: 'failed',
  REFUND: 'refunded',
  EXPIRED: 'expired',
  GRACE_PERIOD_EXPIRED: 'expired',
};

export const appStoreProvider: PaymentProvider = {
  name: 'app_store',
  async verify(channel, request) {
    const root = trustedRoot(channel);
    const { signedPayload } = parseBody<{ signedPayload?: unknown }>(request);
    if (typeof signedPayload !== 'string') throw new CallbackRefused('signedPayload is required', 400);
    const notification = await verifiedPayload<Notification>(signedPayload, root, request.now);
    const type = notification.notificationType ?? '';
    const sandbox = notification.data?.environment !== 'Production';
    const signedTransaction = notification.data?.signedTransactionInfo;
    const kind = KINDS[type];
    if (!kind || typeof signedTransaction !== 'string')
      return [
        {
          kind: 'ignored',
          sandbox,
          at: request.now,
          detail: `App Store: ${type}${notification.subtype ? `/${notification.subtype}` : ''} is not about a payment`,
        },
      ];
    const transaction = await verifiedPayload<AppStoreTransaction>(signedTransaction, root, request.now);
    const currency = transaction.currency;
    const paidAmount =
      (kind === 'paid' || kind === 'renewed') && typeof transaction.price === 'number' && currency
        ? minorUnitsOf(transaction.price, 1000, digitsOf(currency))
        : undefined;
    // an auto-renewing plan's state as this notification leaves it (a failed renewal without a
    // grace period changes nothing until the store says it expired)
    const state: NonNullable<ProviderEvent['subscription']>['state'] =
      kind === 'expired'
        ? 'expired'
        : kind === 'failed'
          ? notification.subtype === 'GRACE_PERIOD'
            ? 'grace'
            : undefined
          : kind === 'paid' || kind === 'renewed'
            ? 'active'
            : undefined;
    const subscription =
      transaction.expiresDate && transaction.originalTransactionId
        ? {
            originalRef: transaction.originalTransactionId,
            state,
            periodEnd: new Date(transaction.expiresDate),
          }
        : undefined;
    return [
      {
        kind,
        subscription,
        orderId: orderIdOfToken(transaction.appAccountToken),
        providerRef: transaction.transactionId,
        amountMinor: paidAmount,
        currency,
        sandbox,
        at: new Date(transaction.revocationDate ?? transaction.purchaseDate ?? notification.signedDate ?? request.now),
        detail: `App Store: ${type}${notification.subtype ? `/${notification.subtype}` : ''} of ${transaction.productId ?? 'a product'}, transaction ${transaction.transactionId}`,
      },
    ];
  },
};
