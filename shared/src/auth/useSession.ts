import { useCallback } from 'react';
import { shallowEqual } from 'react-redux';
import { selectSettings } from '../settings/settingsSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { type MenuRequest, useGetServerMenuQuery } from './authApi';
import { projectSelected } from './authSlice';
import { type AuthRootState, selectCurrentProject, selectCurrentRole, selectMenuProjectId } from './selectors';

/**
 * The arguments of the current project and role's menu (keyed by both: switching either loads,
 * or reuses, that menu). Whoever starts the menu early asks with these, so the loader finds it.
 */
export const selectMenuRequest = (state: AuthRootState): MenuRequest => ({
  projectId: selectMenuProjectId(state) ?? 0,
  role: selectCurrentRole(state) ?? undefined,
});

/**
 * The server menu of the current project and role, asked for when the menu comes from the
 * server: the side menu, the guard and every button permission read it. The host
 * and a remote running alone load it alike.
 */
export function useServerMenu() {
  const { menuFromServer } = useAppSelector(selectSettings);
  const projectId = useAppSelector(selectMenuProjectId);
  const request = useAppSelector(selectMenuRequest, shallowEqual);
  const menu = useGetServerMenuQuery(request, { skip: !menuFromServer || projectId == null });
  return { menuFromServer, menu };
}

/** `switchProject(code)`: work in another project (the store then drops what was cached: createAppStore). */
export function useSwitchProject(): (code: string) => void {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentProject)?.code;
  return useCallback(
    (code: string) => {
      if (code === current) return;
      dispatch(projectSelected(code));
    },
    [dispatch, current],
  );
}
