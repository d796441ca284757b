import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isProjectAllowed, pickDefaultProject, rolesInProject } from './projects';
import { readStoredProject, readStoredToken } from './storage';
import { type ServerMenuItem, type UserInfo } from './types';

export interface AuthState {
  token: string | null;
  userInfo: UserInfo | null;
  /** a project code of the user, `all`, or null before user info is loaded */
  currentProjectCode: string | null;
  currentRole: string | null;
  /** the flat menu of the current project, null until loaded */
  serverMenu: ServerMenuItem[] | null;
}

// Read lazily: each new store starts from what this browser remembers.
const initialState = (): AuthState => ({
  token: readStoredToken(),
  userInfo: null,
  currentProjectCode: readStoredProject(),
  currentRole: null,
  serverMenu: null,
});

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      const info = action.payload;
      state.userInfo = info;
      state.currentProjectCode = pickDefaultProject(info, state.currentProjectCode);
      const roles = rolesInProject(info, state.currentProjectCode);
      if (!state.currentRole || !roles.includes(state.currentRole)) state.currentRole = roles[0] ?? null;
    },
    projectSelected(state, action: PayloadAction<string>) {
      // Ignore a project the user does not have: the api would refuse every call in it.
      if (!state.userInfo || !isProjectAllowed(state.userInfo, action.payload)) return;
      if (state.currentProjectCode === action.payload) return;
      state.currentProjectCode = action.payload;
      state.currentRole = rolesInProject(state.userInfo, action.payload)[0] ?? null;
      // The menu is per project; the guard fetches the new one on first need.
      state.serverMenu = null;
    },
    roleSelected(state, action: PayloadAction<string>) {
      if (!state.userInfo) return;
      if (rolesInProject(state.userInfo, state.currentProjectCode).includes(action.payload)) {
        state.currentRole = action.payload;
      }
    },
    serverMenuLoaded(state, action: PayloadAction<ServerMenuItem[]>) {
      state.serverMenu = action.payload;
    },
    // Logout clears user info, the stored token, the default project and the menu, so
    // nothing of one session reaches the next.
    loggedOut() {
      return { token: null, userInfo: null, currentProjectCode: null, currentRole: null, serverMenu: null };
    },
  },
});

export const { loggedIn, userInfoLoaded, projectSelected, roleSelected, serverMenuLoaded, loggedOut } =
  authSlice.actions;
