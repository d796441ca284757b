// A payment provider as the callbacks see it: a request in (its raw body, as signed, and its
// headers), verified with the channel's secret, out come events in one shape whatever the
// provider, so another provider plugs in as one more file. A request that cannot be trusted
// (a forged or stale signature, a malformed body) is a CallbackRefused: nothing is applied.
import type { Selectable } from 'kysely';
import type { DealPaymentChannel } from '../../../db/types';

export type Channel = Pick<Selectable<DealPaymentChannel>, 'project_code' | 'code' | 'provider' | 'secret'>;
export type ProviderName = Channel['provider'];

export interface CallbackRequest {
  /** the body exactly as it came: signatures are over these bytes, not over a re-serialised object */
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** the moment it arrived (replay windows, certificate validity) */
  now: Date;
}

/** What a provider tells us about a payment. */
export interface ProviderEvent {
  /** noted: news of a payment that changes nothing of it (a plan's auto-renewal turned off) */
  kind: 'paid' | 'failed' | 'refunded' | 'renewed' | 'expired' | 'noted' | 'ignored';
  /** our order, when the provider carries it (metadata, the app account token) */
  orderNo?: string;
  orderId?: number;
  /** the provider's id of the payment; a refund names the payment it refunds */
  providerRef?: string;
  /** integer minor units of `currency` */
  amountMinor?: number;
  /** which renewal of the subscription whose token is `providerRef` (0: the first renewal), when the store says so */
  renewal?: number;
  /** the store's product bought (Google Play names it): the order's package must be that product */
  productId?: string;
  /** the store names no price (Google Play's notifications): it charged what the order (or the plan) asks */
  priceAsOrdered?: boolean;
  currency?: string;
  sandbox: boolean;
  at: Date;
  /** what the provider said, in a few words, for the order's history */
  detail: string;
  /** an auto-renewing plan's news: the store's id of the subscription, its state and period now */
  subscription?: { originalRef: string; state?: 'active' | 'grace' | 'expired'; periodEnd?: Date };
}

/** A callback refused before anything is applied: 401 for a signature, 400 for a body. */
export class CallbackRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 401 = 401,
    /** the order the request claims to be about, when it can be read: its history says it was refused */
    readonly claimedOrderNo?: string,
  ) {
    super(message);
    this.name = 'CallbackRefused';
  }
}

export interface PaymentProvider {
  name: ProviderName;
  verify(channel: Channel, request: CallbackRequest): Promise<ProviderEvent[]>;
}

/** A header's single value (the first of repeated ones). */
export const headerOf = (request: CallbackRequest, name: string): string => {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** The raw body's JSON object; a CallbackRefused (400) when it is none. */
export function parseBody<T>(request: CallbackRequest): T {
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw new CallbackRefused('The body is not JSON', 400);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new CallbackRefused('The body is not a JSON object', 400);
  return body as T;
}

/** Minor units from a decimal amount given in `scale` units (Apple's milli-units): refused unless exact. */
export function minorUnitsOf(value: number, scale: number, digits: number): number {
  if (!Number.isSafeInteger(value)) throw new CallbackRefused(`The amount ${value} is not an integer`, 400);
  const factor = 10 ** digits;
  // integers only: value * factor / scale, exact or refused
  const scaled = BigInt(value) * BigInt(factor);
  if (scaled % BigInt(scale) !== 0n)
    throw new CallbackRefused(`The amount ${value}/${scale} is not a whole number of minor units`, 400);
  return Number(scaled / BigInt(scale));
}
