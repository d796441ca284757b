import { translate } from '../i18n/translate';

export interface PermissionContext {
  /** true when the menu comes from the server (setting on) and has been loaded */
  serverMenuActive: boolean;
  /** `perms` of the server menu's buttons (F items) */
  permissionCodes: readonly string[];
  currentRole: string | null;
}

/**
 * The permission check of <Permission> and usePermission. With a server menu, the first entry
 * of `value` is a button permission code the menu must grant; without one, `value` lists the
 * roles allowed. A non-array `value` is a programming error and fails loudly, so it is found at once.
 */
export function checkPermission(value: unknown, context: PermissionContext): boolean {
  if (!Array.isArray(value)) throw new Error(translate('shared.permission.needRoles'));
  if (context.serverMenuActive) return context.permissionCodes.includes(value[0]);
  return context.currentRole !== null && value.includes(context.currentRole);
}
