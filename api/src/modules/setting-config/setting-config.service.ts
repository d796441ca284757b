// The setting area's configuration entries: typed key/value pairs per project, each
// change recorded in sys_config_history. A request sees and changes only the entries of
// its scope's projects; any other is a 404, as if it did not exist.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ConfigValueType, Database, SysConfigHistory } from '../../db/types';
import { fieldConflict, notFound, oneProjectOnly } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { countRows, listPage, pagingOf, presentRow } from '../../platform/listQuery';
import { assertValue } from './configValue';
import {
  type Config,
  type ConfigCreateBody,
  type ConfigEditBody,
  type ConfigHistoryQuery,
  type ConfigListQuery,
  CONFIG_SORT,
} from './setting-config.schemas';

const projectIds = (scope: ProjectScope) => scope.projects.map((project) => project.id);

function entries(db: Kysely<Database>, scope: ProjectScope) {
  return db
    .selectFrom('sys_config as c')
    .innerJoin('sys_project as p', 'p.id', 'c.project_id')
    .where('c.project_id', 'in', projectIds(scope));
}

const COLUMNS = [
  'c.id',
  'p.code as projectCode',
  'c.config_key as configKey',
  'c.value_type as valueType',
  'c.value',
  'c.description',
  'c.update_by as updateBy',
  'c.update_time',
  'c.create_time',
  'c.deleted',
  'c.project_id',
] as const;

type EntryRow = {
  id: number;
  projectCode: string;
  configKey: string;
  valueType: string;
  value: string;
  description: string;
  updateBy: string;
  update_time: Date;
  create_time: Date;
};

const present = (row: EntryRow): Static<typeof Config> => presentRow(row);

export async function listConfigs(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof ConfigListQuery>) {
  const spec = {
    contains: { configKey: 'c.config_key' },
    equals: { valueType: 'c.value_type' },
    sort: CONFIG_SORT,
    tieBreaker: 'c.id',
    present,
  };
  return listPage(
    entries(db, scope).where('c.deleted', '=', 0),
    (matching) => matching.select([...COLUMNS]),
    query,
    spec,
  );
}

/** A live entry of the scope (deleted ones too with `withDeleted`), or a 404. */
async function oneConfig(db: Kysely<Database>, scope: ProjectScope, id: number, withDeleted = false) {
  let query = entries(db, scope)
    .select([...COLUMNS])
    .where('c.id', '=', id);
  if (!withDeleted) query = query.where('c.deleted', '=', 0);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(`No configuration entry ${id} in your projects`);
  return row;
}

const keyTaken = (key: string, projectCode: string) =>
  fieldConflict('configKey', `${key} already exists in project ${projectCode}`);

async function record(trx: Transaction<Database>, change: Omit<SysConfigHistory, 'id' | 'change_time'>) {
  await trx.insertInto('sys_config_history').values(change).execute();
}

export async function createConfig(
  db: Kysely<Database>,
  scope: ProjectScope,
  requester: SignedInUser,
  body: Static<typeof ConfigCreateBody>,
) {
  // An entry belongs to one project; `all` would not say which.
  if (scope.all) throw oneProjectOnly('configuration entry');
  const project = scope.projects[0];
  assertValue(body.valueType, body.value);
  const taken = await db
    .selectFrom('sys_config')
    .select('id')
    .where('project_id', '=', project.id)
    .where('config_key', '=', body.configKey)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (taken) throw keyTaken(body.configKey, project.code);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const entry = await trx
        .insertInto('sys_config')
        .values({
          project_id: project.id,
          config_key: body.configKey,
          value_type: body.valueType,
          value: body.value,
          description: body.description ?? '',
          update_by: requester.username,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await record(trx, {
        config_id: entry.id,
        project_id: project.id,
        action: 'create',
        old_value: null,
        new_value: body.value,
        value_type: body.valueType,
        changed_by: requester.username,
      });
      return entry.id;
    });
    return present(await oneConfig(db, scope, id));
  } catch (error) {
    // Two creates of one key at once: the partial unique index refuses the second.
    if ((error as { code?: string }).code === '23505') throw keyTaken(body.configKey, project.code);
    throw error;
  }
}

export async function editConfig(
  db: Kysely<Database>,
  scope: ProjectScope,
  requester: SignedInUser,
  id: number,
  body: Static<typeof ConfigEditBody>,
) {
  const before = await oneConfig(db, scope, id);
  const valueType = body.valueType ?? (before.valueType as ConfigValueType);
  // The value is required, so a type change always comes with a value checked for the new type.
  assertValue(valueType, body.value);
  await db.transaction().execute(async (trx) => {
    // Locked, so the history's old value is the one this change replaced.
    const current = await trx
      .selectFrom('sys_config')
      .select(['value', 'deleted'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.deleted) throw notFound(`No configuration entry ${id} in your projects`);
    await trx
      .updateTable('sys_config')
      .set({
        value_type: valueType,
        value: body.value,
        description: body.description ?? '',
        update_by: requester.username,
        update_time: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await record(trx, {
      config_id: id,
      project_id: before.project_id,
      action: 'edit',
      old_value: current.value,
      new_value: body.value,
      value_type: valueType,
      changed_by: requester.username,
    });
  });
  return present(await oneConfig(db, scope, id));
}

export async function deleteConfig(
  db: Kysely<Database>,
  scope: ProjectScope,
  requester: SignedInUser,
  id: number,
): Promise<void> {
  const entry = await oneConfig(db, scope, id);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('sys_config')
      .set({ deleted: 1, update_by: requester.username, update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (Number(deleted.numUpdatedRows) === 0) throw notFound(`No configuration entry ${id} in your projects`);
    await record(trx, {
      config_id: id,
      project_id: entry.project_id,
      action: 'delete',
      old_value: entry.value,
      new_value: null,
      value_type: entry.valueType as ConfigValueType,
      changed_by: requester.username,
    });
  });
}

/** Who changed what and when, newest first; a deleted entry's history stays readable. */
export async function configHistory(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  query: Static<typeof ConfigHistoryQuery>,
) {
  const entry = await oneConfig(db, scope, id, true);
  const paging = pagingOf(query);
  const base = db.selectFrom('sys_config_history as h').where('h.config_id', '=', id);
  const [total, rows] = await Promise.all([
    countRows(base),
    base
      .selectAll('h')
      .orderBy('h.change_time', 'desc')
      .orderBy('h.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    configId: row.config_id,
    projectCode: entry.projectCode,
    action: row.action,
    oldValue: row.old_value,
    newValue: row.new_value,
    valueType: row.value_type,
    changedBy: row.changed_by,
    changeTime: row.change_time.toISOString(),
  }));
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}
