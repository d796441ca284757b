// What the purchase tests (and the callbacks benchmark) stand on: channels with secrets they
// made, a package sold through them, and providers' requests signed as each provider signs.
import { randomBytes, webcrypto } from 'node:crypto';
// @peculiar/x509's dependency injection wants the metadata polyfill loaded first
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { CompactSign, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { projectRows } from '../platform/projectRows';
import { signCardPayload, signTestCallback, type TestCallback } from '../domain/deals';

/** The rows of one project, as a seed step reads them. */
const rowsOf = (db: Kysely<Database>, code: string) =>
  projectRows(db, {
    projectCode: code,
    all: false,
    projects: [{ id: 0, code, tenantCode: '', name: code, currency: 'USD' }],
  });

type Provider = 'test' | 'card' | 'app_store' | 'google_play';

export async function addChannel(
  db: Kysely<Database>,
  projectCode: string,
  code: string,
  provider: Provider,
  secret: string,
): Promise<number> {
  const row = await rowsOf(db, projectCode)
    .add('deal_payment_channel', [{ project_code: projectCode, code, name: code, provider, secret }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PackageSpec {
  name: string;
  priceMinor: number;
  currency?: string;
  firstPriceMinor?: number | null;
  coins: number;
  bonusCoins?: number;
  vipDays?: number | null;
  vipPlan?: 'weekly' | 'monthly' | null;
  platforms?: ('ios' | 'android' | 'web')[];
  countries?: string[];
  channelIds: number[];
}

/** A package on sale now in `projectCode`, through the channels given, in its countries. */
export async function addPackage(db: Kysely<Database>, projectCode: string, spec: PackageSpec): Promise<number> {
  const currency = spec.currency ?? 'USD';
  const rows = rowsOf(db, projectCode);
  const { id } = await rows
    .add('deal_package', [
      {
        project_code: projectCode,
        name: spec.name,
        price_minor: spec.priceMinor,
        currency,
        first_price_minor: spec.firstPriceMinor ?? null,
        coins: spec.coins,
        bonus_coins: spec.bonusCoins ?? 0,
        vip_days: spec.vipDays ?? null,
        vip_plan: spec.vipPlan ?? null,
        platforms: spec.platforms ?? ['android', 'ios'],
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of spec.countries ?? ['US']) {
    await rows
      .add('deal_country', [{ project_code: projectCode, code, name: code, currency }])
      .onConflict((conflict) => conflict.columns(['project_code', 'code']).doNothing())
      .execute();
    const country = await rows
      .read('deal_country')
      .select('id')
      .where('project_code', '=', projectCode)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await rows
      .add('deal_package_country', [{ project_code: projectCode, package_id: id, country_id: country.id }])
      .execute();
  }
  for (const channelId of spec.channelIds)
    await rows
      .add('deal_package_channel', [{ project_code: projectCode, package_id: id, channel_id: channelId }])
      .execute();
  return id;
}

export const newSecret = () => randomBytes(32).toString('hex');

/** The test provider's callback for an order, signed with `secret` (or not, for a forgery). */
export function testCallback(secret: string, callback: TestCallback) {
  const body = JSON.stringify(callback);
  return { body, headers: { 'content-type': 'application/json', 'x-signature': signTestCallback(secret, body) } };
}

/** A card provider's event for an order, signed at `at`. */
export function cardEvent(
  secret: string,
  event: { type: string; id: string; amount: number; currency: string; orderNo: string; livemode?: boolean },
  at: Date = new Date(),
) {
  const seconds = Math.floor(at.getTime() / 1000);
  const body = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    type: event.type,
    livemode: event.livemode ?? false,
    created: seconds,
    data: {
      object: {
        id: event.id,
        object: 'payment_intent',
        amount: event.amount,
        currency: event.currency.toLowerCase(),
        metadata: { orderNo: event.orderNo },
      },
    },
  });
  return {
    body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signCardPayload(secret, body, seconds) },
  };
}

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

/** A certificate authority of our own, as Apple's root and intermediate are: root → intermediate → leaf. */
export async function storeAuthority(name = 'Test Root') {
  x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
  const notBefore = new Date(Date.now() - 86_400_000);
  const notAfter = new Date(Date.now() + 365 * 86_400_000);
  const keys = () => webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']) as Promise<webcrypto.CryptoKeyPair>;
  const rootKeys = await keys();
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: `CN=${name}`,
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: EC,
    extensions: [new x509.BasicConstraintsExtension(true, 2, true)],
  });
  const intermediateKeys = await keys();
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: `CN=${name} Intermediate`,
    issuer: root.subject,
    notBefore,
    notAfter,
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: EC,
    extensions: [new x509.BasicConstraintsExtension(true, 0, true)],
  });
  const leafKeys = await keys();
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '03',
    subject: `CN=${name} Notifications`,
    issuer: intermediate.subject,
    notBefore,
    notAfter,
    publicKey: leafKeys.publicKey,
    signingKey: intermediateKeys.privateKey,
    signingAlgorithm: EC,
    extensions: [new x509.BasicConstraintsExtension(false, undefined, true)],
  });
  const x5c = [leaf, intermediate, root].map((certificate) => Buffer.from(certificate.rawData).toString('base64'));
  /** a JWS as the App Store signs one */
  const sign = (payload: object) =>
    new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'ES256', x5c })
      .sign(leafKeys.privateKey);
  return { rootPem: root.toString('pem'), sign };
}

/** An App Store Server Notification V2 body about one transaction. */
export async function appStoreNotification(
  authority: Awaited<ReturnType<typeof storeAuthority>>,
  type: string,
  transaction: Record<string, unknown>,
  environment = 'Sandbox',
) {
  const signedTransactionInfo = await authority.sign(transaction);
  const signedPayload = await authority.sign({
    notificationType: type,
    notificationUUID: randomBytes(16).toString('hex'),
    data: { environment, bundleId: 'com.example.drama', signedTransactionInfo },
    version: '2.0',
    signedDate: Date.now(),
  });
  return { body: JSON.stringify({ signedPayload }), headers: { 'content-type': 'application/json' } };
}

/** A Pub/Sub push subscription's signer, as Google's is; the channel secret that trusts it. */
export async function pushSigner(audience: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const email = 'rtdn-push@example.iam.gserviceaccount.com';
  const secret = JSON.stringify({ audience, email, jwks: { keys: [jwk] } });
  const token = () =>
    new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  /** a push of `notification` as Pub/Sub delivers it */
  const push = async (notification: object) => ({
    body: JSON.stringify({
      message: {
        data: Buffer.from(JSON.stringify(notification)).toString('base64'),
        messageId: randomBytes(6).toString('hex'),
        publishTime: new Date().toISOString(),
      },
      subscription: 'projects/example/subscriptions/rtdn',
    }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token()}` },
  });
  return { secret, push };
}
