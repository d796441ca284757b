import { createAppStore } from '../store/createAppStore';
import { menuItem, userInfo } from '../testing/fixtures';
import { loggedIn, loggedOut, projectSelected, roleSelected, serverMenuLoaded, userInfoLoaded } from './authSlice';
import { ALL_PROJECTS } from './projects';
import {
  selectCurrentProject,
  selectCurrentRole,
  selectMenuProjectId,
  selectRoles,
  selectServerMenu,
  selectToken,
} from './selectors';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the default project', () => {
  it("is the first of the user's projects", () => {
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));
    expect(selectCurrentProject(store.getState())?.code).toBe('dramabox');
  });

  it("is the one kept in this tab's session when the user still has it", () => {
    sessionStorage.setItem('projectCode', 'shortmax');
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));
    expect(selectCurrentProject(store.getState())).toEqual({
      id: 2,
      code: 'shortmax',
      tenantCode: 'T-SM',
      name: 'ShortMax',
    });
    expect(selectCurrentRole(store.getState())).toBe('normal');
  });

  it('falls back to the first project when the kept one was taken away', () => {
    sessionStorage.setItem('projectCode', 'retired-project');
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));
    expect(selectCurrentProject(store.getState())?.code).toBe('dramabox');
    expect(sessionStorage.getItem('projectCode')).toBe('dramabox');
  });

  it('may be "all" only for a user allowed all projects', () => {
    sessionStorage.setItem('projectCode', 'all');
    const limited = createAppStore();
    limited.dispatch(userInfoLoaded(userInfo({ allProjects: false })));
    expect(selectCurrentProject(limited.getState())?.code).toBe('dramabox');

    sessionStorage.setItem('projectCode', 'all');
    const allowed = createAppStore();
    allowed.dispatch(userInfoLoaded(userInfo({ allProjects: true })));
    expect(selectCurrentProject(allowed.getState())).toBe(ALL_PROJECTS);
  });
});

describe('switching', () => {
  it('switching project switches tenant code and role, forgets the old menu, and is kept for the session', () => {
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));
    store.dispatch(serverMenuLoaded([menuItem({})]));

    store.dispatch(projectSelected('shortmax'));

    expect(selectCurrentProject(store.getState())?.tenantCode).toBe('T-SM');
    expect(selectRoles(store.getState())).toEqual(['normal']);
    expect(selectCurrentRole(store.getState())).toBe('normal');
    expect(selectServerMenu(store.getState())).toBeNull();
    expect(sessionStorage.getItem('projectCode')).toBe('shortmax');
  });

  it('refuses a project the user does not have, and "all" without the right', () => {
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));
    store.dispatch(projectSelected('someone-elses'));
    store.dispatch(projectSelected('all'));
    expect(selectCurrentProject(store.getState())?.code).toBe('dramabox');
  });

  it('re-reads the tenant code when the user info changes it', () => {
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));
    const moved = userInfo();
    moved.projects[0] = { ...moved.projects[0], tenantCode: 'T-DB-2' };
    store.dispatch(userInfoLoaded(moved));
    expect(selectCurrentProject(store.getState())?.tenantCode).toBe('T-DB-2');
  });

  it('offers every role of the user in the "all" project', () => {
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo({ allProjects: true })));
    store.dispatch(projectSelected('all'));
    expect(selectRoles(store.getState())).toEqual(['admin', 'operator', 'normal']);
  });

  it('asks for the menu of the current project (0 for "all", none before a project)', () => {
    const store = createAppStore();
    expect(selectMenuProjectId(store.getState())).toBeNull();
    store.dispatch(userInfoLoaded(userInfo({ allProjects: true })));
    expect(selectMenuProjectId(store.getState())).toBe(1);
    store.dispatch(projectSelected('shortmax'));
    expect(selectMenuProjectId(store.getState())).toBe(2);
    store.dispatch(projectSelected('all'));
    expect(selectMenuProjectId(store.getState())).toBe(0);
  });

  it('switches role only among the roles of the current project', () => {
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));
    store.dispatch(roleSelected('operator'));
    expect(selectCurrentRole(store.getState())).toBe('operator');
    store.dispatch(roleSelected('normal')); // a role of the other project only
    expect(selectCurrentRole(store.getState())).toBe('operator');
  });
});

describe('the session', () => {
  it('keeps the token across visits', () => {
    createAppStore().dispatch(loggedIn('tok-123'));
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(selectToken(createAppStore().getState())).toBe('tok-123');
  });

  it('logout clears user info, token, default project and menu', () => {
    const store = createAppStore();
    store.dispatch(loggedIn('tok-123'));
    store.dispatch(userInfoLoaded(userInfo()));
    store.dispatch(serverMenuLoaded([menuItem({})]));

    store.dispatch(loggedOut());

    expect(store.getState().auth).toEqual({
      token: null,
      userInfo: null,
      currentProjectCode: null,
      currentRole: null,
      serverMenu: null,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('projectCode')).toBeNull();
    expect(selectToken(createAppStore().getState())).toBeNull();
  });
});
