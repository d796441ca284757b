import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope, NothingAnswer, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { Page, ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { Channel, Country, Package, PackageBody, PackageListQuery } from './deal-package.schemas';
import {
  createPackage,
  deletePackage,
  editPackage,
  getPackage,
  listChannels,
  listCountries,
  listPackages,
} from './deal-package.service';

const PREFIX = '/deal/package';
const response = { 200: Envelope(Package) };
const InProject = { projectCode: Type.String() };

// The deals area's `package` screen: what app users can buy, in which countries, through which channels.
export function dealPackageRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('deal:package', { tags: ['deal'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Payment packages',
      description:
        'Filtered by a part of the name, status, platform, country, currency and channel; sorted by sort, price or time. Each with its countries and channels.',
      querystring: PackageListQuery,
      response: { 200: Envelope(Page(Package)) },
    }),
    async (request) => ok(await listPackages(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/countries`,
    screen.query({
      summary: 'Countries packages are sold in',
      querystring: ScopeOnly,
      response: { 200: Envelope(Type.Array(Type.Object({ ...Country.properties, ...InProject }))) },
    }),
    async (request) => ok(await listCountries(db, scopeOf(request))),
  );
  app.get(
    `${PREFIX}/channels`,
    screen.query({
      summary: 'Payment channels',
      description: 'Without their secrets, which never leave the server.',
      querystring: ScopeOnly,
      response: { 200: Envelope(Type.Array(Type.Object({ ...Channel.properties, ...InProject }))) },
    }),
    async (request) => ok(await listChannels(db, scopeOf(request))),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({ summary: 'A payment package', params: IdParams, querystring: ScopeOnly, response }),
    async (request) => ok(await getPackage(db, scopeOf(request), request.params.id)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Add a payment package',
      description:
        'In one project (not `all`). Money in minor units (a fraction is a 400 naming the field), an ISO 4217 currency, a list price not below the price, store product ids where a store sells it, a sale end after its start.',
      body: PackageBody,
      response,
    }),
    async (request) => ok(await createPackage(db, scopeOf(request), request.body, userOf(request))),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a payment package',
      description: 'Replaces it whole, its countries and channels included; checked as an added one.',
      params: IdParams,
      body: PackageBody,
      response,
    }),
    async (request) => ok(await editPackage(db, scopeOf(request), request.params.id, request.body, userOf(request))),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a payment package',
      description: 'Soft: it leaves the list and the shop; its orders keep naming it.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => ok(await deletePackage(db, scopeOf(request), request.params.id, userOf(request))),
  );
}
