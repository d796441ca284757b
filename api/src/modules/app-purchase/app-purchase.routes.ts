import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { appScopeOf, appUserOf } from '../../platform/appApi';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { screenRoutes } from '../../platform/screenRoutes';
import { receiveCallback } from './app-purchase.callbacks';
import { requeryOrder } from './app-purchase.requery';
import {
  CallbackAnswer,
  CallbackParams,
  CheckoutAnswer,
  CheckoutBody,
  GooglePlayPurchaseBody,
  OrderAnswer,
  OrderBody,
  OrderNoParams,
  PackagesAnswer,
  RequeryAnswer,
  RequeryBody,
  RequeryParams,
} from './app-purchase.schemas';
import { createOrder, getOrder, linkGooglePlayPurchase, listPackages, testCheckout } from './app-purchase.service';

/** A callback's bytes as they came, for its signature (any parsed form of it would not be what was signed). */
const RAW_BODIES = new WeakMap<FastifyRequest, Buffer>();
/** Providers' bodies are small: a notification, not a file. */
const CALLBACK_BYTES_MAX = 64 * 1024;

export async function appPurchaseRoutes(app: ApiInstance, db: Kysely<Database>): Promise<void> {
  app.get(
    '/packages',
    {
      schema: {
        operationId: 'listPackages',
        summary: 'Packages for sale',
        description:
          "What the signed-in user may buy now on the platform they signed in on, in their country, with each package's channels; the price is the first-purchase price on their first.",
        response: { 200: PackagesAnswer },
      },
    },
    async (request) => ok(await listPackages(db, appScopeOf(request), appUserOf(request))),
  );

  app.post(
    '/orders',
    {
      schema: {
        operationId: 'createOrder',
        summary: 'Order a package',
        description:
          'An unpaid order of a package on sale to the user (409 when it is not, saying why) through one of its channels (400 naming channelCode otherwise). It closes unpaid after 30 minutes.',
        body: OrderBody,
        response: { 200: OrderAnswer },
      },
    },
    async (request) => ok(await createOrder(db, appScopeOf(request), appUserOf(request), request.body)),
  );

  app.get(
    '/orders/:orderNo',
    {
      schema: {
        operationId: 'getOrder',
        summary: 'An order of mine',
        description: 'Its status as the callbacks left it (404 for an order of someone else).',
        params: OrderNoParams,
        response: { 200: OrderAnswer },
      },
    },
    async (request) => ok(await getOrder(db, appScopeOf(request), appUserOf(request), request.params.orderNo)),
  );

  app.post(
    '/orders/:orderNo/google-play-purchase',
    {
      schema: {
        operationId: 'confirmGooglePlayPurchase',
        summary: 'Confirm a Google Play purchase of my order',
        description:
          "The purchase token Google Play Billing gave the app for this order (bought with the order number as its obfuscatedExternalAccountId): Google's notifications name only the token, so this ties them to the order and its plan. Credits nothing; the store's notification does. 409 when the token or the order is already confirmed with another.",
        params: OrderNoParams,
        body: GooglePlayPurchaseBody,
        response: { 200: OrderAnswer },
      },
    },
    async (request) =>
      ok(
        await linkGooglePlayPurchase(
          db,
          appScopeOf(request),
          appUserOf(request),
          request.params.orderNo,
          request.body.purchaseToken,
        ),
      ),
  );

  app.post(
    '/orders/:orderNo/test-checkout',
    {
      schema: {
        operationId: 'testCheckout',
        summary: "The test provider's payment page",
        description:
          "For an order through a test channel: the test provider charges it (or the card is declined) and answers the callback it delivers, signed with the channel's secret, for the caller to post to callbackPath.",
        params: OrderNoParams,
        body: CheckoutBody,
        response: { 200: CheckoutAnswer },
      },
    },
    async (request) =>
      ok(
        await testCheckout(
          db,
          appScopeOf(request),
          appUserOf(request),
          request.params.orderNo,
          request.body.outcome ?? 'paid',
        ),
      ),
  );

  // the providers' side: no app key, no app user; the signature over the raw body is the proof
  await app.register(async (callbacks: ApiInstance) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: CALLBACK_BYTES_MAX },
      (request, bytes, done) => {
        RAW_BODIES.set(request, bytes as Buffer);
        done(null, undefined);
      },
    );
    callbacks.post(
      '/payments/:projectCode/:channelCode/callback',
      {
        config: { access: 'public', appKey: false, atomic: false },
        schema: {
          // a provider's call, not the app's: left out of the app's document (the README's Payments says it)
          hide: true,
          operationId: 'paymentCallback',
          summary: "A payment provider's callback",
          description:
            "Posted by the channel's provider, verified over the raw body: the test provider's HMAC (x-signature), a card provider's Stripe-Signature (5-minute window), the App Store's signed notification (x5c chain to the channel's root), Google Play's Pub/Sub push (its OIDC bearer token). 401 for a signature that does not hold, 409 for another amount or currency: nothing is credited, the order's history says so. A replayed callback credits nothing again.",
          params: CallbackParams,
          response: { 200: CallbackAnswer },
        },
      },
      async (request) =>
        ok(
          await receiveCallback(db, request.params.projectCode, request.params.channelCode, {
            rawBody: RAW_BODIES.get(request) ?? Buffer.alloc(0),
            headers: request.headers,
            now: new Date(),
          }),
        ),
    );
  });
}

/** The top-up records screen's re-query (its button permission), under /admin-api. */
export function appPurchaseAdminRoutes(api: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('deal:topup-record', { tags: ['deal'] });
  api.post(
    '/deal/topup-record/:id/requery',
    screen.action('requery')({
      summary: "Re-query an order's payment",
      description:
        "Asks the order's provider whether it took a payment for it and delivers one it knows of, once (an order closed on timeout is then paid late). The test provider answers from its own payments; other providers' query APIs are not connected (409).",
      params: RequeryParams,
      body: RequeryBody,
      response: { 200: RequeryAnswer },
    }),
    async (request) => ok(await requeryOrder(db, scopeOf(request), userOf(request), request.params.id)),
  );
}
