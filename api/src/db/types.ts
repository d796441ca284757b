// Kysely's view of the schema the migrations build. Column names stay snake_case, as in
// the database; services map them to the camelCase of the api's answers.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamptz: read as a Date, written as a Date or an ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz the database defaults but the api may move later. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** The soft-delete flag every business table carries: 0 live, 1 deleted. */
type Deleted = ColumnType<number, number | undefined, number>;
type Json = ColumnType<unknown, string, string>;

export interface SysProjectTable {
  id: Generated<number>;
  code: string;
  tenant_code: string;
  name: string;
  /** the currency its money is reported in (ISO 4217) */
  currency: string;
  /** 0 active, 1 disabled */
  status: Generated<number>;
  /** an IANA time zone name such as Asia/Tokyo (0004) */
  timezone: Generated<string>;
  /** en-US or zh-CN (0004) */
  default_locale: Generated<string>;
  update_time: DefaultedTimestamp;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface SysUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  account_id: string;
  name: string;
  avatar: Generated<string>;
  job: Generated<string>;
  job_name: Generated<string>;
  organization: Generated<string>;
  organization_name: Generated<string>;
  location: Generated<string>;
  location_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  introduction: Generated<string>;
  personal_website: Generated<string>;
  certification: Generated<number>;
  /** may choose the `all` pseudo project */
  all_projects: Generated<boolean>;
  /** 0 enabled, 1 disabled */
  status: Generated<number>;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface SysRoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  remark: Generated<string>;
  status: Generated<number>;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface SysMenuTable {
  id: Generated<number>;
  parent_id: number;
  menu_name: string;
  menu_type: 'M' | 'C' | 'F';
  url: string;
  order_num: number;
  icon: Generated<string>;
  visible: '0' | '1';
  remark: Generated<string>;
  perms: Generated<string>;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface SysRoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface SysUserProjectRoleTable {
  user_id: number;
  project_id: number;
  role_id: number;
}

export interface SysSessionTable {
  id: Generated<number>;
  user_id: number;
  /** hex SHA-256 of the token: the token itself is never stored */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_seen_at: DefaultedTimestamp;
  client_ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface SysLoginAttemptTable {
  id: Generated<number>;
  username: string;
  client_ip: string;
  succeeded: boolean;
  attempt_time: DefaultedTimestamp;
}

export interface SysOperLogTable {
  id: Generated<number>;
  user_id: number | null;
  username: string;
  project_code: string | null;
  title: string;
  method: string;
  url: string;
  params: Json;
  /** 0 succeeded, 1 failed (spec 4 run status) */
  status: number;
  http_status: number;
  error_msg: string;
  duration_ms: number;
  client_ip: string;
  oper_time: Timestamp;
  deleted: Deleted;
  create_time: CreatedAt;
}

export type NotificationKind = 'message' | 'notice' | 'todo';

export interface SysNotificationTable {
  id: Generated<number>;
  /** the recipient (a staff user) */
  user_id: number;
  /** the project it belongs to; null for one shown in every project */
  project_code: string | null;
  kind: NotificationKind;
  title: string;
  content: Generated<string>;
  /** an in-app path such as /setting/export-record, or '' */
  link: Generated<string>;
  /** null while unread */
  read_at: NullableTimestamp;
  deleted: Deleted;
  create_time: CreatedAt;
}

export type ConfigValueType = 'string' | 'number' | 'boolean' | 'json';

/** A typed configuration entry of one project; `value` is always text, checked against its type. */
export interface SysConfigTable {
  id: Generated<number>;
  project_id: number;
  config_key: string;
  value_type: ConfigValueType;
  value: string;
  description: Generated<string>;
  /** the username of the last change */
  update_by: Generated<string>;
  update_time: DefaultedTimestamp;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface SysConfigHistoryTable {
  id: Generated<number>;
  config_id: number;
  project_id: number;
  action: 'create' | 'edit' | 'delete';
  old_value: string | null;
  new_value: string | null;
  value_type: ConfigValueType;
  changed_by: string;
  change_time: CreatedAt;
}

export type ExportFormat = 'csv' | 'xlsx';
export type ExportStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'expired';

/** A background export of a list (modules/export). */
export interface SysExportJobTable {
  id: Generated<number>;
  user_id: number;
  username: string;
  /** the request's project, or `all` */
  project_code: string;
  /** the exportable list, e.g. setting.user */
  list_key: string;
  list_title: string;
  filters: Json;
  sort_by: Generated<string>;
  sort_type: ColumnType<'asc' | 'desc', 'asc' | 'desc' | undefined, 'asc' | 'desc'>;
  format: ExportFormat;
  status: ColumnType<ExportStatus, ExportStatus | undefined, ExportStatus>;
  rows_total: number | null;
  rows_done: Generated<number>;
  /** the download name, e.g. staff-users-2026-11-21.csv */
  file_name: Generated<string>;
  file_size: number | null;
  error_msg: Generated<string>;
  create_time: CreatedAt;
  start_time: NullableTimestamp;
  finish_time: NullableTimestamp;
  expire_time: NullableTimestamp;
  /** a running job's runner writes it while alive; a stale one means the runner died */
  heartbeat_time: NullableTimestamp;
  deleted: Deleted;
}

/** A single-use download ticket: a browser download cannot send the client-token header. */
export interface SysExportTicketTable {
  id: Generated<number>;
  job_id: number;
  user_id: number;
  /** hex SHA-256 of the ticket: the ticket itself is never stored */
  ticket_hash: string;
  expire_time: Timestamp;
  used_time: NullableTimestamp;
  create_time: CreatedAt;
}

export interface DramaTable {
  id: Generated<number>;
  project_code: string;
  code: string;
  name: string;
  episode_count: number;
  /** 0 on the shelf, 1 off the shelf */
  status: number;
  label: Generated<string>;
  poster: Generated<string>;
  description: Generated<string>;
  play_count: number;
  follow_count: number;
  comment_count: number;
  unlock_count: number;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface AppUserTable {
  id: Generated<number>;
  project_code: string;
  user_code: string;
  username: string;
  email: string;
  phone: Generated<string>;
  avatar: Generated<string>;
  country: string;
  vip: number;
  /** 0 woman, 1 man (spec 3) */
  gender: number;
  source: string;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface TopupOrderTable {
  id: Generated<number>;
  project_code: string;
  order_no: string;
  user_code: string;
  /** integer minor units (cents); never a float */
  amount_minor: number;
  currency: string;
  /** spec 4: 0 unpaid, 1 successful, 2 failed, 3 closed, 4 refunded */
  status: number;
  pay_channel: Generated<string>;
  pay_time: NullableTimestamp;
  remark: Generated<string>;
  deleted: Deleted;
  create_time: CreatedAt;
}

export interface Database {
  sys_project: SysProjectTable;
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_menu: SysMenuTable;
  sys_role_menu: SysRoleMenuTable;
  sys_user_project_role: SysUserProjectRoleTable;
  sys_session: SysSessionTable;
  sys_login_attempt: SysLoginAttemptTable;
  sys_oper_log: SysOperLogTable;
  sys_notification: SysNotificationTable;
  sys_export_job: SysExportJobTable;
  sys_export_ticket: SysExportTicketTable;
  sys_config: SysConfigTable;
  sys_config_history: SysConfigHistoryTable;
  drama: DramaTable;
  app_user: AppUserTable;
  topup_order: TopupOrderTable;
}

export type User = Selectable<SysUserTable>;
export type NewUser = Insertable<SysUserTable>;
export type MenuRow = Selectable<SysMenuTable>;
