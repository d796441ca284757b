// Kysely's view of the schema the migrations build: generated.ts, made from the migrated
// database (tableTypes.ts; `npm run db:types -w api`), never edited by hand. Column names
// stay snake_case, as in the database; services map them to the camelCase of the answers.
import type { Selectable } from 'kysely';
import type { DB, SysConfig, SysExportJob, SysNotification } from './generated';

export type * from './generated';
/** The tables of the modules' own migrations: each module's tables.generated.ts adds its own. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface ModuleTables {}

export interface Database extends DB, ModuleTables {}

/** The values a column's check constraint allows, under the names the modules use. */
export type NotificationKind = Selectable<SysNotification>['kind'];
export type ConfigValueType = Selectable<SysConfig>['value_type'];
export type ExportFormat = Selectable<SysExportJob>['format'];
