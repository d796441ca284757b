import { createSelector } from '@reduxjs/toolkit';
import { type AuthState } from './authSlice';
import { ALL_PROJECTS, ALL_PROJECTS_CODE, rolesInProject } from './projects';
import { type Project } from './types';

/** Any store that holds the auth slice (the app's RootState does). */
export interface AuthRootState {
  auth: AuthState;
}

const EMPTY: readonly string[] = Object.freeze([]);

export const selectToken = (state: AuthRootState) => state.auth.token;
export const selectUserInfo = (state: AuthRootState) => state.auth.userInfo;
export const selectCurrentRole = (state: AuthRootState) => state.auth.currentRole;
export const selectServerMenu = (state: AuthRootState) => state.auth.serverMenu;

/**
 * The project every call is scoped by; the tenant code is read from the user's project
 * list each time, so switching project switches tenant too.
 */
export const selectCurrentProject = createSelector(
  [selectUserInfo, (state: AuthRootState) => state.auth.currentProjectCode],
  (info, code): Project | null => {
    if (!info || !code) return null;
    if (code === ALL_PROJECTS_CODE) return info.allProjects ? ALL_PROJECTS : null;
    return info.projects.find((project) => project.code === code) ?? null;
  },
);

export const selectRoles = createSelector(
  [selectUserInfo, (state: AuthRootState) => state.auth.currentProjectCode],
  (info, code): readonly string[] => (info ? rolesInProject(info, code) : EMPTY),
);

/** Button permission codes: the `perms` of the server menu's F items. */
export const selectPermissionCodes = createSelector([selectServerMenu], (menu): readonly string[] =>
  menu ? menu.filter((item) => item.menuType === 'F' && item.perms).map((item) => item.perms) : EMPTY,
);

/**
 * The `projectId` to ask GET /sysmenu/user/search for: the current project's id (0 for
 * the `all` pseudo project), null while no project is chosen.
 */
/** The project whose menu is shown; 0 for "all projects" (the api answers their union). */
export const selectMenuProjectId = (state: AuthRootState): number | null => selectCurrentProject(state)?.id ?? null;
