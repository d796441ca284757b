// A card provider's webhooks, as Stripe signs them: `Stripe-Signature: t=<unix seconds>,v1=<hex>`,
// the HMAC-SHA256 of `<t>.<raw body>` under the channel's signing secret; any v1 may match (a
// secret being rolled sends two). A timestamp more than five minutes from now is a replay and
// refused, however well signed. Events: a payment intent succeeded or failed, a charge refunded;
// our order travels in the payment's metadata (`orderNo`). Amounts are integer minor units
// already, currencies lower case.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CallbackRefused, headerOf, parseBody, type PaymentProvider, type ProviderEvent } from './provider';

export const CARD_SIGNATURE_HEADER = 'stripe-signature';
/** How far a signature's time may be from ours, either way. */
export const CARD_REPLAY_WINDOW_SECONDS = 300;

interface CardObject {
  id?: string;
  object?: string;
  amount?: number;
  amount_refunded?: number;
  currency?: string;
  payment_intent?: string;
  metadata?: { orderNo?: string };
  last_payment_error?: { message?: string };
}
interface CardEvent {
  id?: string;
  type?: string;
  livemode?: boolean;
  created?: number;
  data?: { object?: CardObject };
}

/** The header a card provider sends with `rawBody` signed at `timestamp` (seconds). */
export function signCardPayload(secret: string, rawBody: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function checkSignature(secret: string, header: string, rawBody: Buffer, now: Date, claimed?: string): void {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => Buffer.from(value ?? '', 'hex'));
  if (!Number.isSafeInteger(timestamp) || !signatures.length)
    throw new CallbackRefused(`The ${CARD_SIGNATURE_HEADER} header has no t= and v1=`, 401, claimed);
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]))
    .digest();
  if (!signatures.some((sent) => sent.length === expected.length && timingSafeEqual(sent, expected)))
    throw new CallbackRefused(`The ${CARD_SIGNATURE_HEADER} signature does not match the body`, 401, claimed);
  const age = Math.abs(now.getTime() / 1000 - timestamp);
  if (age > CARD_REPLAY_WINDOW_SECONDS)
    throw new CallbackRefused(
      `Signed ${Math.round(age)} s from now, outside the ${CARD_REPLAY_WINDOW_SECONDS} s window: a replay`,
      401,
      claimed,
    );
}

export const cardProvider: PaymentProvider = {
  name: 'card',
  async verify(channel, request) {
    if (!channel.secret) throw new CallbackRefused(`Channel ${channel.code} has no signing secret`);
    const event = parseBody<CardEvent>(request);
    const object = event.data?.object ?? {};
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const claimed = text(object.metadata?.orderNo);
    checkSignature(channel.secret, headerOf(request, CARD_SIGNATURE_HEADER), request.rawBody, request.now, claimed);
    const at = event.created ? new Date(event.created * 1000) : request.now;
    const common = { orderNo: claimed, sandbox: event.livemode !== true, at };
    const currency = text(object.currency)?.toUpperCase();
    switch (event.type) {
      case 'payment_intent.succeeded':
        return [
          {
            ...common,
            kind: 'paid',
            providerRef: text(object.id),
            amountMinor: Number.isSafeInteger(object.amount) ? object.amount : undefined,
            currency,
            detail: `card: ${event.type} ${object.id}`,
          },
        ];
      case 'payment_intent.payment_failed':
        return [
          {
            ...common,
            kind: 'failed',
            providerRef: text(object.id),
            detail: `card: payment failed${object.last_payment_error?.message ? `: ${object.last_payment_error.message}` : ''}`,
          },
        ];
      case 'charge.refunded':
        return [
          {
            ...common,
            kind: 'refunded',
            providerRef: text(object.payment_intent),
            amountMinor: Number.isSafeInteger(object.amount_refunded) ? object.amount_refunded : undefined,
            currency,
            detail: `card: charge ${object.id} refunded`,
          },
        ];
      default:
        return [
          { ...common, kind: 'ignored', detail: `card: ${String(event.type)} is not about a payment` } as ProviderEvent,
        ];
    }
  },
};
