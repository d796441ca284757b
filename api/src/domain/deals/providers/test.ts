// The test provider: what the simulator and the demo pay with. Its callbacks are JSON signed
// with HMAC-SHA256 of the raw body under the channel's secret (`x-signature`, hex). Every
// payment of it is a test payment (sandbox): never revenue.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CallbackRefused, headerOf, parseBody, type PaymentProvider, type ProviderEvent } from './provider';

export const TEST_SIGNATURE_HEADER = 'x-signature';

/** The body the test provider posts. */
export interface TestCallback {
  type: 'paid' | 'failed' | 'refunded';
  orderNo: string;
  /** the test provider's id of the payment */
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** ISO time of the payment */
  time: string;
}

/** The signature the test provider sends with `rawBody`. */
export const signTestCallback = (secret: string, rawBody: string | Buffer): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export const testProvider: PaymentProvider = {
  name: 'test',
  async verify(channel, request) {
    if (!channel.secret) throw new CallbackRefused(`Channel ${channel.code} has no secret to check signatures with`);
    const body = parseBody<Partial<TestCallback>>(request);
    const claimed = typeof body.orderNo === 'string' ? body.orderNo : undefined;
    const sent = Buffer.from(headerOf(request, TEST_SIGNATURE_HEADER), 'hex');
    const expected = Buffer.from(signTestCallback(channel.secret, request.rawBody), 'hex');
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
      throw new CallbackRefused(`The ${TEST_SIGNATURE_HEADER} signature does not match the body`, 401, claimed);
    if (!claimed || typeof body.paymentId !== 'string' || !body.paymentId)
      throw new CallbackRefused('orderNo and paymentId are required', 400, claimed);
    if (!['paid', 'failed', 'refunded'].includes(body.type ?? ''))
      throw new CallbackRefused(`type ${String(body.type)} is not one of paid, failed, refunded`, 400, claimed);
    if (!Number.isSafeInteger(body.amountMinor) || typeof body.currency !== 'string')
      throw new CallbackRefused('amountMinor (an integer) and currency are required', 400, claimed);
    const at = new Date(body.time ?? '');
    const event: ProviderEvent = {
      kind: body.type!,
      orderNo: claimed,
      providerRef: body.paymentId,
      amountMinor: body.amountMinor,
      currency: body.currency,
      sandbox: true,
      at: Number.isNaN(at.getTime()) ? request.now : at,
      detail: `test provider: ${body.type} ${body.paymentId}`,
    };
    return [event];
  },
};
