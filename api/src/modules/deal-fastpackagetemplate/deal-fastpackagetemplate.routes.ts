import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { plainRoutes } from '../../platform/plainTable';
import {
  Applied,
  FastPackageTemplate,
  FastPackageTemplateBody,
  FastPackageTemplateListQuery,
  Preview,
  TemplateOptions,
} from './deal-fastpackagetemplate.schemas';
import { applyTemplate, previewTemplate, quickTemplates, templateOptions } from './deal-fastpackagetemplate.service';

// The deal area's `fastpackagetemplate` screen: price ladders that create a set of packages in
// one step (domain/deals createPackages), previewed first.
export function dealFastpackagetemplateRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = plainRoutes(app, db, quickTemplates, {
    screen: 'deal/fastpackagetemplate',
    schemas: { item: FastPackageTemplate, query: FastPackageTemplateListQuery, body: FastPackageTemplateBody },
    says: {
      list: 'Filtered by a part of the name; newest first unless sorted by name.',
      add: "In one project (not `all`): the project's countries and channels, and at each step a price in minor units for every currency those countries pay in (a 400 naming steps[i].prices).",
      edit: 'Replaces the template; the packages it created stay as they are.',
      delete: 'Soft: the template leaves the list; the packages it created stay.',
    },
  });
  app.get(
    '/deal/fastpackagetemplate/options',
    screen.query({
      summary: "A quick package template form's choices",
      description: "The projects' countries (with the currency each pays in) and payment channels.",
      querystring: ScopeOnly,
      response: { 200: Envelope(TemplateOptions) },
    }),
    async (request) => ok(await templateOptions(db, scopeOf(request))),
  );
  app.get(
    '/deal/fastpackagetemplate/:id/preview',
    screen.query({
      summary: 'Preview a quick package template',
      description:
        'The packages applying it would create (one a step and currency, in the countries of that currency, off sale), each checked as the package screen checks one: a 400 names packages[i].<field>.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: Envelope(Preview) },
    }),
    async (request) => ok(await previewTemplate(db, scopeOf(request), request.params.id)),
  );
  app.post(
    '/deal/fastpackagetemplate/:id/apply',
    screen.action('apply')({
      summary: 'Apply a quick package template',
      description:
        'Creates the packages the preview shows, in one transaction: all of them, or none with the 400 of the first refused (packages[i].<field>). They are created off sale.',
      params: IdParams,
      body: ScopeOnly,
      response: { 200: Envelope(Applied) },
    }),
    async (request) => ok(await applyTemplate(db, scopeOf(request), request.params.id, userOf(request))),
  );
}
