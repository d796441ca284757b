import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { NothingAnswer, ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { IdParams } from '../../platform/fields';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  ConfigAnswer,
  ConfigCreateBody,
  ConfigEditBody,
  ConfigHistoryAnswer,
  ConfigHistoryQuery,
  ConfigListAnswer,
  ConfigListQuery,
} from './setting-config.schemas';
import { configHistory, createConfig, deleteConfig, editConfig, listConfigs } from './setting-config.service';

const PREFIX = '/setting/config';
const VALUES =
  'value is text checked against valueType: number `^-?\\d{1,15}(\\.\\d{1,6})?$` (stored as sent), boolean true|false, json (16 KB), string (4000); 400 on `value` otherwise.';

// The setting area's `config` screen: typed configuration entries per project. Admin only (seed grants).
export function settingConfigRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('setting:config', { tags: ['setting'] });
  const [params, response] = [IdParams, { 200: ConfigAnswer }];
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Configuration entries',
      description:
        "The request's project's entries, or under `all` those of every project where the user may query them; each row names its project.",
      querystring: ConfigListQuery,
      response: { 200: ConfigListAnswer },
    }),
    async (request) => ok(await listConfigs(db, scopeOf(request), request.query)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Create a configuration entry',
      description: `In the request's project (one project, not all: 400 on projectCode). configKey 2..64 of a-z 0-9 _ . -, once per project (409). ${VALUES}`,
      body: ConfigCreateBody,
      response,
    }),
    async (request) => ok(await createConfig(db, scopeOf(request), userOf(request), request.body)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a configuration entry',
      description: `Replaces value and description; valueType may change, the value then being checked for the new type. ${VALUES}`,
      params,
      body: ConfigEditBody,
      response,
    }),
    async (request) => ok(await editConfig(db, scopeOf(request), userOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a configuration entry',
      description: 'Soft delete; its history stays readable and the key may be created again.',
      params,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => {
      await deleteConfig(db, scopeOf(request), userOf(request), request.params.id);
      return ok(null);
    },
  );
  app.get(
    `${PREFIX}/:id/history`,
    screen.query({
      summary: 'Configuration entry history',
      description: 'Who created, changed or deleted the entry, with the old and new values, newest first.',
      params,
      querystring: ConfigHistoryQuery,
      response: { 200: ConfigHistoryAnswer },
    }),
    async (request) => ok(await configHistory(db, scopeOf(request), request.params.id, request.query)),
  );
}
