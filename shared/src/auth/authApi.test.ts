import { Message, Modal } from '@arco-design/web-react';
import { logout } from '../api/api';
import { setLocale } from '../i18n/localeStore';
import { createAppStore } from '../store/createAppStore';
import { envelope, installFetch, jsonAnswer, requests } from '../testing/fetchDouble';
import { menuItem, userInfo } from '../testing/fixtures';
import { authApi } from './authApi';
import { loggedIn, projectSelected, roleSelected, userInfoLoaded } from './authSlice';
import { selectCurrentProject, selectPermissionCodes } from './selectors';

let toast: jest.SpyInstance;
let confirm: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLocale('en-US');
  toast = jest.spyOn(Message, 'error').mockImplementation(() => () => undefined);
  confirm = jest
    .spyOn(Modal, 'confirm')
    .mockImplementation(() => ({ close: () => undefined, update: () => undefined }));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('login', () => {
  it('stores the token it answers, for this tab and the next visit', async () => {
    const fetchMock = installFetch(envelope({ token: 'tok-new' }));
    const store = createAppStore();

    const { token } = await store
      .dispatch(authApi.endpoints.login.initiate({ body: { username: ' mia ', password: 'secret' } }))
      .unwrap();

    expect(token).toBe('tok-new');
    const [request] = requests(fetchMock);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/admin-api/login');
    expect(await request.json()).toMatchObject({ username: 'mia', password: 'secret' });
    expect(store.getState().auth.token).toBe('tok-new');
    expect(localStorage.getItem('token')).toBe('tok-new');
  });

  it('takes in who signed in from the answer, so the session asks getInfo no more', async () => {
    const fetchMock = installFetch(envelope({ token: 'tok-new', userInfo: userInfo() }));
    const store = createAppStore();

    await store.dispatch(authApi.endpoints.login.initiate({ body: { username: 'mia', password: 'secret' } })).unwrap();

    expect(store.getState().auth.userInfo).toEqual(userInfo());
    const info = await store.dispatch(authApi.endpoints.getInfo.initiate()).unwrap();
    expect(info).toEqual(userInfo());
    expect(requests(fetchMock).map((request) => new URL(request.url).pathname)).toEqual(['/admin-api/login']);
  });

  it('asks getInfo as before when the answer carries the token alone', async () => {
    const fetchMock = installFetch(envelope({ token: 'tok-new' }), envelope(userInfo()));
    const store = createAppStore();

    await store.dispatch(authApi.endpoints.login.initiate({ body: { username: 'mia', password: 'secret' } })).unwrap();
    expect(store.getState().auth.userInfo).toBeNull();
    await store.dispatch(authApi.endpoints.getInfo.initiate()).unwrap();

    expect(requests(fetchMock).map((request) => new URL(request.url).pathname)).toEqual([
      '/admin-api/login',
      '/admin-api/getInfo',
    ]);
    expect(store.getState().auth.userInfo).toEqual(userInfo());
  });

  it('shows the reason of a refused login, without the logout dialog', async () => {
    installFetch(jsonAnswer({ code: 401, message: 'Wrong username or password', data: null }, 401));
    const store = createAppStore();

    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ body: { username: 'mia', password: 'nope' } }),
    );

    expect(result).toMatchObject({ error: { status: 401, message: 'Wrong username or password' } });
    expect(toast).toHaveBeenCalledWith({ content: 'Wrong username or password', duration: 5000 });
    expect(confirm).not.toHaveBeenCalled();
    expect(store.getState().auth.token).toBeNull();
  });
});

describe('getInfo', () => {
  it('loads the user and picks the first project with its first role', async () => {
    const fetchMock = installFetch(envelope(userInfo()));
    const store = createAppStore();
    store.dispatch(loggedIn('tok-123'));

    await store.dispatch(authApi.endpoints.getInfo.initiate());

    expect(new URL(requests(fetchMock)[0].url).pathname).toBe('/admin-api/getInfo');
    expect(store.getState().auth.userInfo?.name).toBe('Mia Chen');
    expect(selectCurrentProject(store.getState())).toEqual({
      id: 1,
      code: 'dramabox',
      tenantCode: 'T-DB',
      name: 'DramaBox',
    });
    expect(store.getState().auth.currentRole).toBe('admin');
    expect(sessionStorage.getItem('projectCode')).toBe('dramabox');
  });

  it('keeps an answer fresh for 4 hours before asking the server again', async () => {
    jest.useFakeTimers();
    const fetchMock = installFetch(envelope(userInfo()));
    const store = createAppStore();

    await store.dispatch(authApi.endpoints.getInfo.initiate());
    await jest.advanceTimersByTimeAsync(4 * 3600_000 - 1_000);
    await store.dispatch(authApi.endpoints.getInfo.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(1_000);
    await store.dispatch(authApi.endpoints.getInfo.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps an unused answer for 1 hour, then forgets it', async () => {
    jest.useFakeTimers();
    installFetch(envelope(userInfo()));
    const store = createAppStore();
    const cached = () => authApi.endpoints.getInfo.select()(store.getState()).data;

    const subscription = store.dispatch(authApi.endpoints.getInfo.initiate());
    await subscription;
    subscription.unsubscribe();

    await jest.advanceTimersByTimeAsync(3600_000 - 1_000);
    expect(cached()?.name).toBe('Mia Chen');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(cached()).toBeUndefined();
  });
});

describe('getServerMenu', () => {
  it('loads the menu of the current project and derives the button permissions', async () => {
    const menu = [
      menuItem({ id: 1, menuType: 'C', menuName: 'product' }),
      menuItem({ id: 2, parentId: 1, menuType: 'F', menuName: 'drama:add', perms: 'drama:add' }),
    ];
    const fetchMock = installFetch(envelope(menu));
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));

    await store.dispatch(authApi.endpoints.getServerMenu.initiate({ projectId: 1, role: 'admin' }));

    expect(Object.fromEntries(new URL(requests(fetchMock)[0].url).searchParams)).toMatchObject({
      projectId: '1',
      role: 'admin',
    });
    expect(store.getState().auth.serverMenu).toEqual(menu);
    expect(selectPermissionCodes(store.getState())).toEqual(['drama:add']);
  });

  it.each([
    ['project', projectSelected('shortmax')],
    ['role', roleSelected('operator')],
  ])('ignores a menu that arrives after the user switched %s', async (_switched, switchAction) => {
    let answer: (response: Response) => void = () => undefined;
    installFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = createAppStore();
    store.dispatch(userInfoLoaded(userInfo()));

    const loading = store.dispatch(authApi.endpoints.getServerMenu.initiate({ projectId: 1, role: 'admin' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispatch(switchAction);
    answer(envelope([menuItem({})]));
    await loading;

    expect(store.getState().auth.serverMenu).toBeNull();
  });
});

describe('logging out', () => {
  it('tells the server, then forgets the user and every cached answer', async () => {
    const fetchMock = installFetch(envelope(userInfo()));
    const store = createAppStore();
    store.dispatch(loggedIn('tok-123'));
    await store.dispatch(authApi.endpoints.getInfo.initiate());

    await store.dispatch(authApi.endpoints.logout.initiate());

    const logoutCall = requests(fetchMock)[1];
    expect(new URL(logoutCall.url).pathname).toBe('/admin-api/logout');
    expect(logoutCall.headers.get('client-token')).toBe('tok-123');
    expect(store.getState().auth).toEqual({
      token: null,
      userInfo: null,
      currentProjectCode: null,
      currentRole: null,
      serverMenu: null,
    });
    expect(authApi.endpoints.getInfo.select()(store.getState()).data).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('projectCode')).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    installFetch(jsonAnswer({ code: 401, message: 'Session expired', data: null }, 401));
    const store = createAppStore();
    store.dispatch(loggedIn('tok-old'));

    await store.dispatch(authApi.endpoints.logout.initiate());

    expect(store.getState().auth.token).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('logout() clears the session and the api cache without calling the server', async () => {
    const fetchMock = installFetch(envelope(userInfo()));
    const store = createAppStore();
    store.dispatch(loggedIn('tok-123'));
    await store.dispatch(authApi.endpoints.getInfo.initiate());

    store.dispatch(logout());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });
});
