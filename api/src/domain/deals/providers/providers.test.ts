// The providers' own checks, without the api around them: amounts to minor units exactly, a
// card provider's rolled secret, a store certificate past its validity, Google Play's
// subscription notification types onto a plan's states.
import { createHmac } from 'node:crypto';
import { appStoreNotification, newSecret, pushSigner, storeAuthority } from '../../../testing/payments';
import { appStoreProvider } from './appStore';
import { cardProvider } from './card';
import { googlePlayProvider } from './googlePlay';
import { CallbackRefused, minorUnitsOf } from './provider';

describe('minor units from a store price', () => {
  it('converts milli-units in each currency’s digits, and refuses what is not a whole minor unit', () => {
    expect(minorUnitsOf(4990, 1000, 2)).toBe(499); // 4.99 USD
    expect(minorUnitsOf(160_000, 1000, 0)).toBe(160); // 160 JPY
    expect(minorUnitsOf(1234, 1000, 3)).toBe(1234); // 1.234 KWD
    expect(() => minorUnitsOf(4995, 1000, 2)).toThrow(CallbackRefused);
    expect(() => minorUnitsOf(4.5, 1000, 2)).toThrow(CallbackRefused);
  });
});

describe('the card provider', () => {
  it('accepts any of the signatures a rolled secret sends, and refuses when none matches', async () => {
    const [old, current] = [newSecret(), newSecret()];
    const body = JSON.stringify({
      type: 'payment_intent.succeeded',
      livemode: true,
      data: { object: { id: 'pi_1', amount: 1999, currency: 'brl', metadata: { orderNo: 'PO1' } } },
    });
    const t = Math.floor(Date.now() / 1000);
    const v1 = (secret: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    const request = (header: string) => ({
      rawBody: Buffer.from(body),
      headers: { 'stripe-signature': header },
      now: new Date(),
    });
    const channel = { project_code: 'drama-us', code: 'card', provider: 'card' as const, secret: current };
    const [event] = await cardProvider.verify(channel, request(`t=${t},v1=${v1(old)},v1=${v1(current)}`));
    expect(event).toMatchObject({ kind: 'paid', orderNo: 'PO1', amountMinor: 1999, currency: 'BRL', sandbox: false });
    await expect(cardProvider.verify(channel, request(`t=${t},v1=${v1(old)}`))).rejects.toThrow(/does not match/);
  });
});

describe('the App Store', () => {
  it('refuses a notification once its certificates have expired', async () => {
    const authority = await storeAuthority();
    const { body } = await appStoreNotification(authority, 'TEST', {});
    const channel = { project_code: 'drama-us', code: 'as', provider: 'app_store' as const, secret: authority.rootPem };
    const at = (now: Date) => appStoreProvider.verify(channel, { rawBody: Buffer.from(body), headers: {}, now });
    expect(await at(new Date())).toMatchObject([{ kind: 'ignored' }]);
    await expect(at(new Date(Date.now() + 2 * 365 * 86_400_000))).rejects.toThrow(/is not valid now/);
  });
});

describe('Google Play', () => {
  it("maps a subscription's notification types onto the plan's states, each renewal a payment of its own", async () => {
    const audience = 'https://example.test/app-api/payments/drama-us/gp/callback';
    const signer = await pushSigner(audience);
    const channel = { project_code: 'drama-us', code: 'gp', provider: 'google_play' as const, secret: signer.secret };
    const eventOf = async (notificationType: number, eventTimeMillis = '1790000000000') => {
      const { body, headers } = await signer.push({
        packageName: 'com.example.drama',
        eventTimeMillis,
        subscriptionNotification: { notificationType, purchaseToken: 'tok', subscriptionId: 'vip.weekly' },
      });
      const [event] = await googlePlayProvider.verify(channel, {
        rawBody: Buffer.from(body),
        headers,
        now: new Date(),
      });
      return event;
    };
    expect(await eventOf(4)).toMatchObject({
      kind: 'paid',
      providerRef: 'tok',
      priceAsOrdered: true,
      subscription: { originalRef: 'tok', state: 'active' },
    });
    // RENEWED and RECOVERED: the same token, told apart by the event's time
    expect(await eventOf(2, '1790000000001')).toMatchObject({ kind: 'renewed', providerRef: 'tok#1790000000001' });
    expect(await eventOf(1, '1790000000002')).toMatchObject({ kind: 'renewed', providerRef: 'tok#1790000000002' });
    expect(await eventOf(6)).toMatchObject({ kind: 'failed', subscription: { state: 'grace' } });
    for (const gone of [5, 10, 12, 13])
      expect(await eventOf(gone)).toMatchObject({ kind: 'expired', subscription: { state: 'expired' } });
    expect(await eventOf(3)).toMatchObject({ kind: 'noted', subscription: { state: undefined } });
    // a renewal must say when it happened: without it a second period would pass for a replay of the first
    await expect(eventOf(2, '')).rejects.toThrow(/eventTimeMillis/);
    await expect(eventOf(2, 'soon')).rejects.toThrow(/eventTimeMillis/);
    // a price change's consent says nothing of a payment or a plan's state
    expect(await eventOf(8)).toMatchObject({ kind: 'ignored' });
  });
});
