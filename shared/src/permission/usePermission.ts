import { useCallback } from 'react';
import { useAppSelector } from '../store/hooks';
import { checkPermission } from './checkPermission';
import { selectPermissionContext } from './selectPermissionContext';

/** `(value) => allowed` for the current user, for code that cannot use <Permission>. */
export function usePermission(): (value: string[]) => boolean {
  const context = useAppSelector(selectPermissionContext);
  return useCallback((value: string[]) => checkPermission(value, context), [context]);
}
