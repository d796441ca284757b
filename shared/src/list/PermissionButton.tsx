import { Button, type ButtonProps } from '@arco-design/web-react';
import { usePermission } from '@backoffice/shared';

/**
 * A button shown only to a user holding its button permission (an F item's perms, e.g.
 * 'setting:user:add'). The api enforces the same permission; this only mirrors it.
 */
export function PermissionButton({ permission, ...button }: ButtonProps & { permission: string }) {
  const allowed = usePermission();
  return allowed([permission]) ? <Button {...button} /> : null;
}
