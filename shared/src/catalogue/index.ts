// The catalogue of screens (the product's screen table): every group and screen, its name in
// both languages, who may open it, whether the menu hides it, its place in the menu, its
// actions and so its permission codes, and its label key. Written once, in screens.json, as data the api
// reads too (the seeded menu and the migrations that add new buttons); everything here
// is derived from it. Data and types only: no browser or server code may come in.
import catalogue from './screens.json';

/** A seeded role, or `*`: every role, custom ones included. */
export type Role = 'admin' | 'normal' | 'operator' | '*';
export type Action = keyof typeof catalogue.actions;
/** A name in each language of the product (the i18n Locale, which this data-only module cannot import). */
export type Names = Record<'en-US' | 'zh-CN', string>;

export interface ScreenEntry {
  /** under the group; `:name` segments are route parameters */
  path: string;
  /** what the menu, the tabs, the breadcrumb and the screen's title call it: stated here only */
  names: Names;
  actions: Action[];
  hidden?: boolean;
  /** the label key's last part, when it is not the path */
  label?: string;
  /** when not the group's */
  roles?: Role[];
  /** in the spec but not built yet: no remote serves it and no api module answers it */
  planned?: boolean;
  /**
   * A count beside its menu entry (what waits there for the reader): the live topic whose events
   * change it; the screen's api answers the count at `GET /admin-api<url>/badge`.
   */
  badge?: string;
}

export interface GroupEntry {
  key: string;
  names: Names;
  order: number;
  icon: string;
  roles: Role[];
  screens: ScreenEntry[];
}

/** One screen with everything derived from its entry. */
export interface Screen {
  group: string;
  /** `/setting/user` */
  url: string;
  /** `setting/user`: the route's name, and the `menuName` the server gives its menu item */
  name: string;
  labelKey: string;
  names: Names;
  roles: Role[];
  hidden: boolean;
  /** its place among the group's screens, from 1 */
  order: number;
  actions: Action[];
  /** `setting:user:add`, one per action */
  permissions: string[];
  /** in the spec but not built yet (the checks of a built screen's wiring skip it) */
  planned: boolean;
  /** the live topic of the count beside its menu entry; null: no count */
  badge: string | null;
}

export interface Group {
  key: string;
  url: string;
  labelKey: string;
  names: Names;
  icon: string;
  order: number;
  roles: Role[];
  screens: Screen[];
}

/** The seeded roles' names and remarks in both languages: the seed writes them in English, the screens show them in the reader's language. */
export const SEEDED_ROLE_NAMES: Readonly<Record<Exclude<Role, '*'>, Names>> = catalogue.roles;
export const SEEDED_ROLE_REMARKS: Readonly<Record<Exclude<Role, '*'>, Names>> = catalogue.roleRemarks;

/** A seeded role's text still as seeded, in the reader's language; any other (renamed, or an administrator's own role) as stored. */
function seededText(
  seededTexts: Record<string, Names | undefined>,
  code: string,
  stored: string | undefined,
  locale: string,
) {
  const seeded = seededTexts[code];
  if (seeded && (stored === undefined || stored === seeded['en-US']))
    return locale.startsWith('zh') ? seeded['zh-CN'] : seeded['en-US'];
  return undefined;
}

/**
 * What a role is called for a reader of `locale`: a seeded role still under its seeded name in the
 * reader's language; a role renamed, or made by an administrator, by its own name; a role known
 * by its code alone (a user's grants) by its seeded name, else its code.
 */
export function roleName(code: string, name: string | undefined, locale: string): string {
  return seededText(SEEDED_ROLE_NAMES, code, name, locale) ?? (name || code);
}

/** A role's remark for a reader of `locale`, as roleName says its name. */
export function roleRemark(code: string, remark: string, locale: string): string {
  return seededText(SEEDED_ROLE_REMARKS, code, remark, locale) ?? remark;
}

/** The buttons' names in the server menu, by action. */
export const ACTION_NAMES: Readonly<Record<Action, string>> = catalogue.actions;

/** `apply/list` → `apply-list`, `product/:userCode` → `product`: the middle part of a permission code. */
export function screenKey(path: string): string {
  return path
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('-');
}

export function permissionCode(group: string, screenPath: string, action: Action): string {
  return `${group}:${screenKey(screenPath)}:${action}`;
}

export const GROUPS: readonly Group[] = (catalogue.groups as GroupEntry[]).map((group) => ({
  key: group.key,
  url: `/${group.key}`,
  labelKey: `menu.${group.key}`,
  names: group.names,
  icon: group.icon,
  order: group.order,
  roles: group.roles,
  screens: group.screens.map((screen, index) => ({
    group: group.key,
    url: `/${group.key}/${screen.path}`,
    name: `${group.key}/${screen.path}`,
    labelKey: `menu.${group.key}.${screen.label ?? screen.path}`,
    names: screen.names,
    roles: screen.roles ?? group.roles,
    hidden: screen.hidden ?? false,
    planned: screen.planned ?? false,
    badge: screen.badge ?? null,
    order: index + 1,
    actions: screen.actions,
    permissions: screen.actions.map((action) => permissionCode(group.key, screen.path, action)),
  })),
}));

export const SCREENS: readonly Screen[] = GROUPS.flatMap((group) => group.screens);

/** Every permission code a screen's actions give. */
export const PERMISSIONS: ReadonlySet<string> = new Set(SCREENS.flatMap((screen) => screen.permissions));

/** Whether `role` may open a screen (or a group) open to `roles`. */
export const opensFor = (roles: readonly Role[], role: string | null | undefined) =>
  roles.includes('*') || (role != null && roles.includes(role as Role));

/**
 * The names of these groups and screens as messages, keyed by their label keys (`menu.setting`,
 * `menu.setting.user`, the server menu's `remark`): the host registers every screen's, a remote
 * those it serves (so a screen newer than the host is named once its remote loads).
 */
export function screenNames(
  entries: readonly (Group | Screen)[] = [...GROUPS, ...SCREENS],
): Record<keyof Names, Record<string, string>> {
  const names = { 'en-US': {}, 'zh-CN': {} } as Record<keyof Names, Record<string, string>>;
  for (const entry of entries)
    for (const locale of ['en-US', 'zh-CN'] as const) names[locale][entry.labelKey] = entry.names[locale];
  return names;
}
