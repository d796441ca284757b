import { act, waitFor } from '@testing-library/react';
import { Message, Modal } from '@arco-design/web-react';
import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { loggedIn, loggedOut, projectSelected, userInfoLoaded } from '../auth/authSlice';
import { setLocale } from '../i18n/localeStore';
import { pendingRenewal } from '../auth/sessionRenewal';
import { createAppStore } from '../store/createAppStore';
import { envelope, installFetch, jsonAnswer, requests } from '../testing/fetchDouble';
import { userInfo } from '../testing/fixtures';
import { type ApiError } from './apiError';
import { createBaseQuery } from './baseQuery';

type Confirm = Parameters<typeof Modal.confirm>[0];

let toast: jest.SpyInstance;
let confirm: jest.SpyInstance;
let dialogs: Confirm[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLocale('en-US');
  dialogs = [];
  toast = jest.spyOn(Message, 'error').mockImplementation(() => () => undefined);
  confirm = jest.spyOn(Modal, 'confirm').mockImplementation((config) => {
    dialogs.push(config);
    return { close: () => undefined, update: () => undefined };
  });
});

afterEach(() => {
  // Close what a test left open: the dialog is one-at-a-time across the whole page.
  dialogs.forEach((dialog) => dialog.onCancel?.());
  pendingRenewal()?.finish();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** A logged-in store on project "dramabox" and a base query bound to it. */
function setup({
  project = 'dramabox' as string | null,
  allProjects = false,
  type = 'query' as 'query' | 'mutation',
  signal = new AbortController().signal,
} = {}) {
  const store = createAppStore();
  store.dispatch(loggedIn('tok-123'));
  store.dispatch(userInfoLoaded(userInfo({ allProjects })));
  if (project) store.dispatch(projectSelected(project));
  const reloadPage = jest.fn();
  const baseQuery = createBaseQuery({ reloadPage });
  const call = (arg: Parameters<typeof baseQuery>[0]) =>
    baseQuery(
      arg,
      {
        getState: store.getState,
        dispatch: store.dispatch,
        signal,
        abort: () => undefined,
        endpoint: 'test',
        type,
        extra: undefined,
      } as BaseQueryApi,
      {},
    );
  return { store, call, reloadPage };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('what a call sends', () => {
  it('puts the project, tenant and default sort in the query string of a GET, with the token header', async () => {
    const fetchMock = installFetch(envelope({ list: [] }));
    const { call } = setup();

    await call({ url: '/drama/list', params: { pageNum: 1, name: 'Love' } });

    const [request] = requests(fetchMock);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/admin-api/drama/list');
    expect(queryOf(request)).toEqual({
      pageNum: '1',
      name: 'Love',
      projectCode: 'dramabox',
      tenantCode: 'T-DB',
      sortType: 'desc',
      sortBy: 'deleted, create_time',
    });
    expect(request.headers.get('client-token')).toBe('tok-123');
  });

  it('merges the same fields into the JSON body of a POST and leaves its query string alone', async () => {
    const fetchMock = installFetch(envelope(null));
    const { call } = setup();

    await call({ url: '/drama/save', method: 'POST', body: { name: 'Love', tags: [' a '] } });

    const [request] = requests(fetchMock);
    expect(new URL(request.url).search).toBe('');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({
      name: 'Love',
      tags: [' a '],
      projectCode: 'dramabox',
      tenantCode: 'T-DB',
      sortType: 'desc',
      sortBy: 'deleted, create_time',
    });
  });

  it('drops empty, null and undefined params and trims strings, in the query and the body', async () => {
    const fetchMock = installFetch(envelope(null));
    const { call } = setup();

    const filled = { name: '  Love  ', empty: '', blank: '   ', none: null, missing: undefined, zero: 0, off: false };
    await call({ url: '/drama/list', params: filled });
    await call({ url: '/drama/save', method: 'PUT', body: { ...filled, nested: { keep: '' } } });

    const [get, put] = requests(fetchMock);
    expect(queryOf(get)).toMatchObject({ name: 'Love', zero: '0', off: 'false' });
    for (const dropped of ['empty', 'blank', 'none', 'missing']) {
      expect(queryOf(get)).not.toHaveProperty(dropped);
    }
    const body = await put.json();
    expect(body).toMatchObject({ name: 'Love', zero: 0, off: false, nested: { keep: '' } });
    for (const dropped of ['empty', 'blank', 'none', 'missing']) expect(body).not.toHaveProperty(dropped);
  });

  it('sends no project codes for the "all" project', async () => {
    const fetchMock = installFetch(envelope(null));
    const { call } = setup({ project: 'all', allProjects: true });

    await call('/dashboard/workplace');

    expect(queryOf(requests(fetchMock)[0])).toEqual({ sortType: 'desc', sortBy: 'deleted, create_time' });
  });

  it('sends no project codes before a project is known', async () => {
    const fetchMock = installFetch(envelope({ token: 't' }));
    const store = createAppStore();
    const baseQuery = createBaseQuery();
    await baseQuery(
      { url: '/login', method: 'POST', body: { username: 'mia', password: 'secret' } },
      { getState: store.getState, dispatch: store.dispatch, signal: new AbortController().signal } as BaseQueryApi,
      {},
    );

    const [request] = requests(fetchMock);
    expect(request.headers.has('client-token')).toBe(false);
    expect(await request.json()).toEqual({
      username: 'mia',
      password: 'secret',
      sortType: 'desc',
      sortBy: 'deleted, create_time',
    });
  });

  it('lets a screen choose its own sort', async () => {
    const fetchMock = installFetch(envelope(null));
    const { call } = setup();

    await call({ url: '/user/list', params: { sortType: 'asc', sortBy: 'balance' } });
    await call({ url: '/user/search', method: 'POST', body: { sortBy: 'create_time' } });

    const [get, post] = requests(fetchMock);
    expect(queryOf(get)).toMatchObject({ sortType: 'asc', sortBy: 'balance' });
    expect(await post.json()).toMatchObject({ sortType: 'desc', sortBy: 'create_time' });
  });

  it('follows a project switch with the new tenant code', async () => {
    const fetchMock = installFetch(envelope(null));
    const { store, call } = setup();

    store.dispatch(projectSelected('shortmax'));
    await call('/drama/list');

    expect(queryOf(requests(fetchMock)[0])).toMatchObject({ projectCode: 'shortmax', tenantCode: 'T-SM' });
  });

  it('gives up on a call with no answer after 60 seconds', async () => {
    jest.useFakeTimers();
    const signals: AbortSignal[] = [];
    installFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(request.signal);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const { call } = setup();

    const result = call('/report/slow');
    await jest.advanceTimersByTimeAsync(59_999);
    expect(signals[0].aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    // the one retry of a query, which times out the same way
    await jest.advanceTimersByTimeAsync(1_000 + 60_000);
    expect((await result).error).toMatchObject({ status: 'TIMEOUT_ERROR', message: 'Request Error' });
    expect(signals).toHaveLength(2);
  });
});

describe('what a call answers', () => {
  it('stays silent about a call the page itself abandoned', async () => {
    installFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const abandon = () => reject(new DOMException('aborted', 'AbortError'));
          if (request.signal.aborted) abandon();
          request.signal.addEventListener('abort', abandon);
        }),
    );
    const leaving = new AbortController();
    const { call } = setup({ signal: leaving.signal });

    const result = call('/drama/list');
    leaving.abort();

    expect((await result).error).toBeDefined();
    expect(toast).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('hands the endpoint the envelope data on code 200', async () => {
    installFetch(envelope({ list: [{ id: 7 }], total: 1 }));
    const { call } = setup();

    expect(await call('/drama/list')).toMatchObject({ data: { list: [{ id: 7 }], total: 1 } });
    expect(toast).not.toHaveBeenCalled();
  });

  it('fails a non-200 envelope with a 5-second toast of its message, without retrying', async () => {
    const fetchMock = installFetch(jsonAnswer({ code: 500, message: 'Drama is on shelf', data: null }));
    const { call } = setup();

    const result = await call('/drama/remove');

    expect(result.error).toEqual({ status: 200, code: 500, message: 'Drama is on shelf', errors: [] });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ content: 'Drama is on shelf', duration: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says "Error" when a failing envelope has no message', async () => {
    installFetch(jsonAnswer({ code: 600, message: '', data: null }));
    const { call } = setup();

    await call('/drama/remove');

    expect(toast).toHaveBeenCalledWith({ content: 'Error', duration: 5000 });
  });

  it('keeps the field errors of a rejected form for the screen to show', async () => {
    installFetch(
      jsonAnswer(
        { code: 400, message: 'Invalid fields', data: null, errors: [{ field: 'price', message: 'must be > 0' }] },
        400,
      ),
    );
    const { call } = setup();

    const { error } = await call({ url: '/package/save', method: 'POST', body: { price: -1 } });

    expect(error as ApiError).toEqual({
      status: 400,
      code: 400,
      message: 'Invalid fields',
      errors: [{ field: 'price', message: 'must be > 0' }],
    });
  });

  it('asks to sign in again on an envelope 401 too, never for login, getInfo or logout (their 401 is toasted)', async () => {
    installFetch(jsonAnswer({ code: 401, message: 'Token expired', data: null }));
    const { call } = setup();

    const refused = call('/drama/list');
    await waitFor(() => expect(pendingRenewal()).toMatchObject({ reason: 'ended', refusedToken: 'tok-123' }));
    act(() => pendingRenewal()?.finish());
    // signed in again nowhere: the call fails, and says nothing of its own
    expect((await refused).error).toMatchObject({ status: 200, code: 401 });
    expect(toast).not.toHaveBeenCalled();

    await call({ url: '/login', method: 'POST', body: { username: 'mia', password: 'x' } });
    await call('/getInfo');
    await call({ url: '/logout', method: 'POST' });
    expect(toast).toHaveBeenCalledTimes(3);
    expect(pendingRenewal()).toBeNull();
  });

  it('answers HTTP 401 with one sign-in however many calls fail, with the reason the api gave, then sends them all again', async () => {
    const fetchMock = installFetch((request) =>
      request.headers.get('client-token') === 'tok-new'
        ? envelope({ list: [], total: 0 })
        : jsonAnswer({ code: 401, message: 'Signed out', data: null, reason: 'signedOut' }, 401),
    );
    const { store, call } = setup();

    const calls = Promise.all([call('/drama/list'), call('/user/list'), call('/deal/package')]);
    await waitFor(() => expect(pendingRenewal()).toMatchObject({ reason: 'signedOut', username: 'mia' }));
    // a call started meanwhile waits for the new token rather than go with the refused one
    const later = call('/drama/list?page=2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests(fetchMock)).toHaveLength(3);

    act(() => {
      store.dispatch(loggedIn('tok-new'));
      pendingRenewal()?.finish();
    });

    for (const result of [...(await calls), await later]) expect(result.data).toEqual({ list: [], total: 0 });
    const sent = requests(fetchMock);
    expect(sent).toHaveLength(7);
    expect(sent.slice(3).map((request) => request.headers.get('client-token'))).toEqual(Array(4).fill('tok-new'));
    expect(toast).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sends a refused change again after the sign-in: a 401 is answered before anything is done', async () => {
    const fetchMock = installFetch(
      jsonAnswer({ code: 401, message: 'Expired', data: null, reason: 'expired' }, 401),
      envelope({ id: 7 }),
    );
    const { store, call } = setup({ type: 'mutation' });

    const save = call({ url: '/drama', method: 'POST', body: { name: 'Revenge' } });
    await waitFor(() => expect(pendingRenewal()).toMatchObject({ reason: 'expired' }));
    act(() => {
      store.dispatch(loggedIn('tok-new'));
      pendingRenewal()?.finish();
    });

    expect((await save).data).toEqual({ id: 7 });
    const [first, second] = requests(fetchMock);
    expect(await second.json()).toEqual(await first.json());
  });

  it('logs out and reloads when the user signs out instead, and the refused calls fail quietly', async () => {
    installFetch(jsonAnswer({ code: 401, message: 'Unauthorized', data: null }, 401));
    const { store, call, reloadPage } = setup();
    expect(localStorage.getItem('token')).toBe('tok-123');

    const refused = call('/drama/list');
    await waitFor(() => expect(pendingRenewal()).not.toBeNull());
    act(() => pendingRenewal()?.giveUp());

    expect((await refused).error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ token: null, userInfo: null, currentProjectCode: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('projectCode')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not ask when another tab signed in meanwhile: the call goes again with that token', async () => {
    const { store, call } = setup();
    const fetchMock = installFetch(
      // the refusal arrives after this tab took another tab's token (persistSession follows the storage event)
      () => {
        store.dispatch(loggedIn('tok-other'));
        return jsonAnswer({ code: 401, message: 'Expired', data: null, reason: 'expired' }, 401);
      },
      envelope({ list: [], total: 0 }),
    );
    const pending = call('/drama/list');

    expect((await pending).data).toEqual({ list: [], total: 0 });
    expect(pendingRenewal()).toBeNull();
    expect(requests(fetchMock)[1].headers.get('client-token')).toBe('tok-other');
  });

  it('does not ask when this tab was signed out meanwhile (here or in another tab): the call fails quietly', async () => {
    const { store, call } = setup();
    installFetch(() => {
      store.dispatch(loggedOut());
      return jsonAnswer({ code: 401, message: 'Signed out', data: null, reason: 'signedOut' }, 401);
    });

    expect((await call('/drama/list')).error).toMatchObject({ status: 401, reason: 'signedOut' });
    expect(pendingRenewal()).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts the server message of other HTTP errors, "Request Error" when there is none, and does not retry them', async () => {
    const fetchMock = installFetch(
      jsonAnswer({ code: 403, message: 'No access to project shortmax', data: null }, 403),
      new Response('<html>Not Found</html>', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    const { call } = setup();

    expect((await call('/drama/list')).error).toMatchObject({ status: 403, message: 'No access to project shortmax' });
    expect((await call('/nowhere')).error).toMatchObject({ status: 404, message: 'Request Error' });

    expect(toast.mock.calls).toEqual([
      [{ content: 'No access to project shortmax', duration: 5000 }],
      [{ content: 'Request Error', duration: 5000 }],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('retry', () => {
  beforeEach(() => jest.useFakeTimers());

  it('tries a server failure once more after one second and succeeds quietly', async () => {
    const fetchMock = installFetch(jsonAnswer({ code: 503, message: 'Busy', data: null }, 503), envelope({ ok: 1 }));
    const { call } = setup();

    const result = call('/dashboard/workplace');
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    expect(await result).toMatchObject({ data: { ok: 1 } });
    expect(toast).not.toHaveBeenCalled();
  });

  it('gives up after one retry and toasts once', async () => {
    const fetchMock = installFetch(jsonAnswer({ code: 500, message: 'Database unavailable', data: null }, 500));
    const { call } = setup();

    const result = call('/dashboard/workplace');
    await jest.advanceTimersByTimeAsync(5_000);

    expect((await result).error).toMatchObject({ status: 500, message: 'Database unavailable' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure once, then says "Request Error"', async () => {
    const fetchMock = installFetch(new TypeError('Failed to fetch'));
    const { call } = setup();

    const result = call('/dashboard/workplace');
    await jest.advanceTimersByTimeAsync(1_000);

    expect((await result).error).toMatchObject({ status: 'FETCH_ERROR', message: 'Request Error' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith({ content: 'Request Error', duration: 5000 });
  });

  it('does not retry a refusal (4xx) or an envelope error', async () => {
    const fetchMock = installFetch(
      jsonAnswer({ code: 409, message: 'Code already used', data: null }, 409),
      jsonAnswer({ code: 500, message: 'Not allowed now', data: null }),
    );
    const { call } = setup();

    const conflict = call('/label/save');
    const refused = call('/label/remove');
    await jest.advanceTimersByTimeAsync(5_000);
    await Promise.all([conflict, refused]);

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never sends a change twice, even after a server failure', async () => {
    const fetchMock = installFetch(jsonAnswer({ code: 502, message: 'Bad gateway', data: null }, 502));
    const { call } = setup({ type: 'mutation' });

    const result = call({ url: '/wallet/topup', method: 'POST', body: { userCode: 'U1', amount: 500 } });
    await jest.advanceTimersByTimeAsync(5_000);

    expect((await result).error).toMatchObject({ status: 502, message: 'Bad gateway' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
