import { useState } from 'react';
import { Modal } from '@arco-design/web-react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { createBaseQuery } from '../api/baseQuery';
import { setLocale } from '../i18n/localeStore';
import { envelope, installFetch, jsonAnswer, requests } from '../testing/fetchDouble';
import { renderScreen } from '../testing/renderScreen';
import { untranslatedTexts } from '../testing/untranslated';
import { pendingRenewal } from './sessionRenewal';

// A screen's form as any remote writes one: a field and a save through the one api.
const noteApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveNote: build.mutation<{ id: number }, { text: string }>({
      query: (body) => ({ url: '/note', method: 'POST', body }),
    }),
    noteCount: build.query<number, string | void>({
      query: (list) => ({ url: '/note/count', params: list ? { list } : {} }),
    }),
  }),
});

const countOf = noteApi.endpoints.noteCount;

function NoteForm() {
  const [text, setText] = useState('');
  const [save, { data }] = noteApi.useSaveNoteMutation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save({ text });
      }}
    >
      <textarea aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">Save</button>
      {data && <p>Saved as {data.id}</p>}
    </form>
  );
}

const ended = (reason?: string) =>
  jsonAnswer({ code: 401, message: 'Your session has ended', data: null, ...(reason ? { reason } : {}) }, 401);

/** The api: /note refuses the old token with `reason`, /login answers tok-new, and the new token opens everything. */
function sessionEndedApi(reason = 'expired') {
  return installFetch(async (request) => {
    const url = new URL(request.url).pathname;
    if (url.endsWith('/login')) {
      const body = (await request.clone().json()) as { password: string };
      return body.password === 'secret1'
        ? envelope({ token: 'tok-new' }, 200, 'welcome to use')
        : jsonAnswer({ code: 401, message: 'Incorrect username or password', data: null }, 401);
    }
    if (request.headers.get('client-token') !== 'tok-new') return ended(reason);
    if (url.endsWith('/note/count')) return envelope(3);
    return envelope({ id: 42 });
  });
}

const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
const dialog = () => screen.findByRole('dialog');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLocale('en-US');
});

// Close what a test left open (one sign-in at a time across the page), and let the dialog
// finish closing (Arco animates it out) before the next test.
afterEach(async () => {
  act(() => pendingRenewal()?.finish());
  act(() => Modal.destroyAll());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('keeps the typed form through a 401: sign in again over the page, and the save goes again with the new token', async () => {
  const user = userEvent.setup();
  const fetchMock = sessionEndedApi('expired');
  const { store } = renderScreen(<NoteForm />);

  await user.type(screen.getByLabelText('Note'), 'Call the licensor back on Monday');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const asked = await dialog();
  expect(within(asked).getByText('Session expired')).toBeInTheDocument();
  expect(
    within(asked).getByText('Your session has expired. Sign in again to carry on: what you typed on this page stays.'),
  ).toBeInTheDocument();
  expect(within(asked).getByLabelText('Username')).toHaveValue('mia');

  // a wrong password is said in the dialog, which stays
  await user.type(within(asked).getByLabelText('Password'), 'nope');
  await user.click(within(asked).getByRole('button', { name: 'Sign in' }));
  expect(await within(asked).findByText('Incorrect password')).toBeInTheDocument();

  await user.clear(within(asked).getByLabelText('Password'));
  await user.type(within(asked).getByLabelText('Password'), 'secret1');
  await user.click(within(asked).getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Saved as 42')).toBeInTheDocument();
  expect(screen.getByLabelText('Note')).toHaveValue('Call the licensor back on Monday');
  expect(store.getState().auth.token).toBe('tok-new');
  expect(localStorage.getItem('token')).toBe('tok-new');

  const sent = requests(fetchMock);
  expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
    '/admin-api/note',
    '/admin-api/login',
    '/admin-api/login',
    '/admin-api/note',
  ]);
  expect(await bodyOf(sent[2])).toMatchObject({ username: 'mia', password: 'secret1' });
  expect(await bodyOf(sent[3])).toMatchObject({ text: 'Call the licensor back on Monday' });
  expect(sent[3].headers.get('client-token')).toBe('tok-new');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('asks once however many calls fail meanwhile, and sends each of them again after the sign-in', async () => {
  const user = userEvent.setup();
  const fetchMock = sessionEndedApi('expired');
  const { store } = renderScreen(<NoteForm />);

  await user.type(screen.getByLabelText('Note'), 'x');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // the list and its counts ask too, refused with the same token or started while the dialog is open
  const counts = ['a', 'b', 'c'].map((list) => store.dispatch(countOf.initiate(list)));
  await dialog();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);

  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Saved as 42')).toBeInTheDocument();
  for (const count of counts) expect((await count).data).toBe(3);
  const logins = requests(fetchMock).filter((request) => request.url.endsWith('/login'));
  expect(logins).toHaveLength(1);
});

it('goes to the login page when the user signs out instead: the token dropped, the page reloaded', async () => {
  const user = userEvent.setup();
  sessionEndedApi('signedOut');
  const { store } = renderScreen(<NoteForm />);
  const reloadPage = jest.fn();
  const baseQuery = createBaseQuery({ reloadPage });
  const call = baseQuery(
    '/note/count',
    {
      getState: store.getState,
      dispatch: store.dispatch,
      signal: new AbortController().signal,
      type: 'query',
    } as BaseQueryApi,
    {},
  );

  await user.click(within(await dialog()).getByRole('button', { name: 'Sign out' }));

  expect((await call).error).toMatchObject({ status: 401, reason: 'signedOut' });
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(store.getState().auth).toMatchObject({ token: null, userInfo: null });
  expect(localStorage.getItem('token')).toBeNull();
});

describe('why the session ended, in both languages', () => {
  const wording = {
    signedOut: {
      'en-US': [
        'Signed out elsewhere',
        'This session was signed out in another tab or window, or by a password change.',
      ],
      'zh-CN': ['已在别处登出', '此会话已在其他标签页或窗口中登出，或因密码修改而结束。'],
    },
    disabled: {
      'en-US': ['Account disabled', 'An administrator disabled this account.'],
      'zh-CN': ['账号已停用', '管理员停用了此账号。'],
    },
    expired: {
      'en-US': ['Session expired', 'Your session has expired.'],
      'zh-CN': ['会话已过期', '您的会话已过期。'],
    },
    // an api that did not say why
    ended: {
      'en-US': ['Session ended', 'Your session has ended.'],
      'zh-CN': ['会话已结束', '您的会话已结束。'],
    },
  } as const;

  for (const [reason, languages] of Object.entries(wording)) {
    for (const [locale, [title, content]] of Object.entries(languages)) {
      it(`says "${title}" for ${reason} in ${locale}`, async () => {
        const user = userEvent.setup();
        sessionEndedApi(reason === 'ended' ? '' : reason);
        renderScreen(<NoteForm />);
        act(() => setLocale(locale as 'en-US' | 'zh-CN'));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        const asked = await dialog();
        expect(within(asked).getByText(title)).toBeInTheDocument();
        expect(within(asked).getByText((text) => text.startsWith(content))).toBeInTheDocument();
        expect(untranslatedTexts(asked)).toEqual([]);
        await user.click(within(asked).getByRole('button', { name: locale === 'zh-CN' ? '登录' : 'Sign in' }));
        expect(
          await within(asked).findByText(locale === 'zh-CN' ? '请输入密码' : 'Enter your password'),
        ).toBeInTheDocument();
      });
    }
  }
});

describe('tabs share the session through the storage event', () => {
  /** What the browser tells this tab when another tab of it writes the token. */
  function anotherTabWrites(token: string | null) {
    const oldValue = localStorage.getItem('token');
    if (token) localStorage.setItem('token', token);
    else localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'token', oldValue, newValue: token, storageArea: localStorage }),
      );
    });
  }

  it("takes another tab's sign-in: this tab calls with the new token, never the stale one", async () => {
    const fetchMock = installFetch(envelope(3));
    const { store } = renderScreen(<NoteForm />);

    anotherTabWrites('tok-other');

    expect(store.getState().auth.token).toBe('tok-other');
    await store.dispatch(noteApi.endpoints.noteCount.initiate());
    const last = requests(fetchMock).at(-1)!;
    expect(last.headers.get('client-token')).toBe('tok-other');
  });

  it("ends the sign-in asked for here when another tab signs in: the form's save goes with that tab's token", async () => {
    const user = userEvent.setup();
    const fetchMock = sessionEndedApi('expired');
    renderScreen(<NoteForm />);
    await user.type(screen.getByLabelText('Note'), 'typed before the session ended');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialog();

    anotherTabWrites('tok-new');

    expect(await screen.findByText('Saved as 42')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('typed before the session ended');
    expect(requests(fetchMock).some((request) => request.url.endsWith('/login'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs this tab out when another tab signs out', () => {
    installFetch(envelope(3));
    const { store } = renderScreen(<NoteForm />);
    anotherTabWrites(null);
    expect(store.getState().auth).toMatchObject({ token: null, userInfo: null });
  });

  it('goes to the login page when another tab signs out while this one asks to sign in again', async () => {
    sessionEndedApi('expired');
    const { store } = renderScreen(<NoteForm />);
    const reloadPage = jest.fn();
    const call = createBaseQuery({ reloadPage })(
      '/note/count',
      {
        getState: store.getState,
        dispatch: store.dispatch,
        signal: new AbortController().signal,
        type: 'query',
      } as BaseQueryApi,
      {},
    );
    await dialog();

    anotherTabWrites(null);

    expect((await call).error).toMatchObject({ status: 401 });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.token).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the token of a sign-in in another tab alone when this tab signs out with its stale one', () => {
    installFetch(envelope(3));
    const { store } = renderScreen(<NoteForm />);
    // another tab signed in, and this tab missed it (say, it was being reloaded)
    localStorage.setItem('token', 'tok-other');
    act(() => {
      store.dispatch(api.util.resetApiState());
      store.dispatch({ type: 'auth/loggedOut' });
    });
    expect(localStorage.getItem('token')).toBe('tok-other');
  });
});
