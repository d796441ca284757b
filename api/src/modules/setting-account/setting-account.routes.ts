import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import {
  AccountAnswer,
  AccountCreateBody,
  AccountEditBody,
  AccountIdParams,
  AccountListAnswer,
  AccountListQuery,
  NothingAnswer,
  ScopeBody,
  ScopeQuery,
} from './setting-account.schemas';
import { createAccount, deleteAccount, editAccount, listAccounts, setAccountStatus } from './setting-account.service';

const PREFIX = '/setting/account';
const TAGS = ['setting'];
const GLOBAL = 'Projects are global: only an account allowed all projects may change them (403 otherwise).';

// The setting area's `account` screen: the projects (tenants) the back-office serves. Admin only (seed grants).
export function settingAccountRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    `${PREFIX}/list`,
    {
      config: { permission: 'setting:account:query' },
      schema: {
        summary: 'Projects',
        description: 'Every project for an account allowed all projects, whatever the request\'s project; otherwise the user\'s own projects.',
        tags: TAGS,
        querystring: AccountListQuery,
        response: { 200: AccountListAnswer },
      },
    },
    async (request) => ok(await listAccounts(db, userOf(request), request.query)),
  );

  app.post(
    PREFIX,
    {
      config: { permission: 'setting:account:add' },
      schema: {
        summary: 'Create a project',
        description: `code 2..32 of a-z 0-9 - (409 when taken, fixed afterwards); the creator becomes its admin, so it appears in their projects. ${GLOBAL}`,
        tags: TAGS,
        body: AccountCreateBody,
        response: { 200: AccountAnswer },
      },
    },
    async (request) => ok(await createAccount(db, userOf(request), request.body)),
  );

  app.put(
    `${PREFIX}/:id`,
    {
      config: { permission: 'setting:account:edit' },
      schema: {
        summary: 'Edit a project',
        description: `Replaces tenant code, name and settings; the code cannot change. ${GLOBAL}`,
        tags: TAGS,
        params: AccountIdParams,
        body: AccountEditBody,
        response: { 200: AccountAnswer },
      },
    },
    async (request) => ok(await editAccount(db, userOf(request), request.params.id, request.body)),
  );

  app.post(
    `${PREFIX}/:id/disable`,
    {
      config: { permission: 'setting:account:edit' },
      schema: {
        summary: 'Disable a project',
        description: `A disabled project leaves everyone's project list and cannot be a request's project. Not the project the request is made in (409). ${GLOBAL}`,
        tags: TAGS,
        params: AccountIdParams,
        body: ScopeBody,
        response: { 200: AccountAnswer },
      },
    },
    async (request) => ok(await setAccountStatus(db, scopeOf(request), userOf(request), request.params.id, 1)),
  );

  app.post(
    `${PREFIX}/:id/enable`,
    {
      config: { permission: 'setting:account:edit' },
      schema: { summary: 'Enable a project', description: GLOBAL, tags: TAGS, params: AccountIdParams, body: ScopeBody, response: { 200: AccountAnswer } },
    },
    async (request) => ok(await setAccountStatus(db, scopeOf(request), userOf(request), request.params.id, 0)),
  );

  app.delete(
    `${PREFIX}/:id`,
    {
      config: { permission: 'setting:account:delete' },
      schema: {
        summary: 'Delete a project',
        description: `Soft delete, of a disabled project only (409 otherwise: disable it first). ${GLOBAL}`,
        tags: TAGS,
        params: AccountIdParams,
        querystring: ScopeQuery,
        response: { 200: NothingAnswer },
      },
    },
    async (request) => {
      await deleteAccount(db, userOf(request), request.params.id);
      return ok(null);
    },
  );
}
