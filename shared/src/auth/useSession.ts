import { useCallback } from 'react';
import { api } from '../api/api';
import { selectSettings } from '../settings/settingsSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useGetUserMenuQuery } from './authApi';
import { projectSelected } from './authSlice';
import { selectCurrentProject, selectCurrentRole, selectMenuProjectId } from './selectors';

/**
 * The server menu of the current project and role, asked for when the menu comes from the
 * server (spec 4, 6): the side menu, the guard and every button permission read it. The host
 * and a remote running alone load it alike.
 */
export function useServerMenu() {
  const { menuFromServer } = useAppSelector(selectSettings);
  const projectId = useAppSelector(selectMenuProjectId);
  const role = useAppSelector(selectCurrentRole) ?? undefined;
  // Keyed by project and role: switching either loads (or reuses) that menu.
  const menu = useGetUserMenuQuery({ projectId: projectId ?? 0, role }, { skip: !menuFromServer || projectId == null });
  return { menuFromServer, menu };
}

/** `switchProject(code)`: work in another project; what was cached belonged to the old one. */
export function useSwitchProject(): (code: string) => void {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentProject)?.code;
  return useCallback(
    (code: string) => {
      if (code === current) return;
      dispatch(projectSelected(code));
      // Every cached answer belongs to the old project: drop them all. Mounted queries (the
      // menu loader among them) ask again, now for the new project.
      dispatch(api.util.resetApiState());
    },
    [dispatch, current],
  );
}
