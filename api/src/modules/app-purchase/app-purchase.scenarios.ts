// An app user buys coins: lists the packages, orders one through the test channel and pays it
// on the test provider's page, whose callback the simulator then delivers as the provider
// would (signed, to the callback path). Some walk away before paying (the order closes on
// timeout), some cards are declined (the order fails), and now and then the provider's
// callback is lost on the way (the order waits, and a re-query from the top-up records finds it).
import type { Scenario } from '../../platform/simulation';

interface PackagesAnswer {
  list: { id: number; channels: { code: string; provider: string }[] }[];
}
interface Checkout {
  callbackPath: string;
  body: string;
  signature: string;
}

export const buyPackage: Scenario = {
  name: 'buy a package',
  weight: 1,
  async run(app) {
    const packages = await app.call<PackagesAnswer>({ method: 'GET', path: '/packages' });
    const sold = packages?.list.filter((one) => one.channels.some((channel) => channel.provider === 'test')) ?? [];
    const chosen = app.pick(sold);
    if (!chosen) return;
    const channel = chosen.channels.find((one) => one.provider === 'test')!;
    const order = await app.call<{ orderNo: string }>({
      method: 'POST',
      path: '/orders',
      body: { packageId: chosen.id, channelCode: channel.code },
    });
    if (!order) return;
    app.moved('orders');
    const roll = app.random();
    if (roll < 0.15) return app.moved('orders abandoned');
    const declined = roll < 0.2;
    const checkout = await app.call<Checkout>({
      method: 'POST',
      path: `/orders/${order.orderNo}/test-checkout`,
      route: '/orders/:orderNo/test-checkout',
      body: { outcome: declined ? 'declined' : 'paid' },
    });
    if (!checkout) return;
    if (app.random() < 0.03) return app.moved('callbacks dropped');
    const delivered = await app.call({
      method: 'POST',
      path: checkout.callbackPath,
      route: '/payments/:projectCode/:channelCode/callback',
      // the body exactly as signed: JSON.stringify of its parse writes the same bytes
      body: JSON.parse(checkout.body) as unknown,
      headers: { 'x-signature': checkout.signature },
    });
    if (delivered) app.moved(declined ? 'payments declined' : 'orders paid');
  },
};
