import { type ReactNode } from 'react';
import { usePermission } from './usePermission';

/**
 * Renders its children only when the user may: `value` is `['perm:code']` with a server
 * menu, or the allowed roles without one. Nothing is rendered otherwise.
 */
export function Permission({ value, children }: { value: string[]; children: ReactNode }) {
  const allowed = usePermission();
  return allowed(value) ? <>{children}</> : null;
}
