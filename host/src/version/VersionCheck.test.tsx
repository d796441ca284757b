// The version check as a signed-in person meets it: they move between pages while
// releases happen; /version.txt is a fetch double, the dialog is the real Arco Modal.
import { Modal } from '@arco-design/web-react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { installFetch } from '@backoffice/shared/testing';
import { setLocale } from '@backoffice/shared';
import { renderHost } from '../testing/renderHost';
import { forgetPageVersion, VersionCheck } from './VersionCheck';

let live: string;
let fetchMock: ReturnType<typeof installFetch>;

function versionAnswer() {
  return new Response(`${live}\n`, { status: 200, headers: { 'content-type': 'text/plain' } });
}

function renderShell() {
  const reload = jest.fn();
  const view = renderHost(
    <>
      <VersionCheck reload={reload} />
      <nav>
        <Link to="/dashboard/workplace">Workplace</Link>
        <Link to="/user-center/index">User center</Link>
        <Link to="/business/cost">Cost</Link>
      </nav>
    </>,
    { at: '/user-center/index' },
  );
  return { reload, ...view };
}

/** Lets the check of the current navigation finish. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

// The double is typed for Request arguments; the check calls fetch(url, init).
function fetchCalls() {
  return fetchMock.mock.calls as unknown as Array<[string, RequestInit | undefined]>;
}

function versionCalls() {
  return fetchCalls()
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/version.txt'));
}

beforeEach(() => {
  localStorage.clear();
  forgetPageVersion();
  live = 'a1b2c3d4e5f60718';
  fetchMock = installFetch(versionAnswer);
});

// Let a dialog finish closing (Arco animates it out) before the next test.
afterEach(async () => {
  act(() => Modal.destroyAll());
  await waitFor(() => expect(document.querySelector('.arco-modal')).toBeNull());
});

it('stores the version on the first visit and asks nothing while it stays the same', async () => {
  const user = userEvent.setup();
  renderShell();
  await settle();
  expect(localStorage.getItem('version')).toBe('a1b2c3d4e5f60718');

  await user.click(screen.getByRole('link', { name: 'Workplace' }));
  await settle();
  await user.click(screen.getByRole('link', { name: 'User center' }));
  await settle();

  expect(screen.queryByText('New version')).not.toBeInTheDocument();
  // One check a navigation, each past every cache.
  const calls = versionCalls();
  expect(calls).toHaveLength(3);
  expect(new Set(calls).size).toBe(3);
  expect(calls.every((url) => /^\/version\.txt\?t=\w+$/.test(url))).toBe(true);
  expect(fetchCalls()[0][1]).toMatchObject({ cache: 'no-store' });
});

it('offers the new version after a release, and Confirm stores it and reloads', async () => {
  const user = userEvent.setup();
  const { reload } = renderShell();
  await settle();

  live = 'ffee000011112222';
  await user.click(screen.getByRole('link', { name: 'Workplace' }));

  expect(await screen.findByText('New version')).toBeInTheDocument();
  expect(screen.getByText('Please update the new version?')).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(reload).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('version')).toBe('ffee000011112222');
});

it('lets the person keep working on Cancel, and asks again on a later navigation', async () => {
  const user = userEvent.setup();
  const { reload } = renderShell();
  await settle();
  live = 'ffee000011112222';

  await user.click(screen.getByRole('link', { name: 'Workplace' }));
  await screen.findByText('New version');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('New version')).not.toBeInTheDocument());
  expect(reload).not.toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/workplace');
  // The stored version is still the one this page runs.
  expect(localStorage.getItem('version')).toBe('a1b2c3d4e5f60718');

  await user.click(screen.getByRole('link', { name: 'Cost' }));
  await waitFor(() => expect(screen.getByText('New version')).toBeVisible());
});

it('never shows two dialogs, however many navigations find the new version', async () => {
  const user = userEvent.setup();
  renderShell();
  await settle();
  live = 'ffee000011112222';

  // Three navigations before any check answers.
  const answers: Array<() => void> = [];
  installFetch(() => new Promise<Response>((resolve) => answers.push(() => resolve(versionAnswer()))));
  await user.click(screen.getByRole('link', { name: 'Workplace' }));
  await user.click(screen.getByRole('link', { name: 'Cost' }));
  await user.click(screen.getByRole('link', { name: 'User center' }));
  act(() => answers.forEach((answer) => answer()));

  await screen.findByText('New version');
  await settle();
  expect(screen.getAllByText('New version')).toHaveLength(1);
  expect(document.querySelectorAll('.arco-modal')).toHaveLength(1);
});

it('ignores a version that cannot be read and keeps comparing with the one the page runs', async () => {
  const user = userEvent.setup();
  renderShell();
  await settle();

  installFetch(
    new Error('Failed to fetch'),
    new Response('Bad gateway', { status: 502 }),
    new Response('<!doctype html><html><body>Sign in to the Wi-Fi</body></html>', { status: 200 }),
    versionAnswer(),
  );
  for (const name of ['Workplace', 'Cost', 'User center']) {
    await user.click(screen.getByRole('link', { name }));
    await settle();
  }
  expect(screen.queryByText('New version')).not.toBeInTheDocument();
  expect(localStorage.getItem('version')).toBe('a1b2c3d4e5f60718');

  live = 'ffee000011112222';
  installFetch(versionAnswer);
  await user.click(screen.getByRole('link', { name: 'Workplace' }));
  expect(await screen.findByText('New version')).toBeInTheDocument();
});

it('does not ask a freshly loaded page to reload because of a version stored by an earlier visit', async () => {
  localStorage.setItem('version', 'old0old0old0old0');
  const user = userEvent.setup();
  renderShell();
  await settle();
  await user.click(screen.getByRole('link', { name: 'Workplace' }));
  await settle();

  expect(screen.queryByText('New version')).not.toBeInTheDocument();
  expect(localStorage.getItem('version')).toBe('a1b2c3d4e5f60718');
});

it('speaks Chinese to a person using the Chinese interface', async () => {
  const user = userEvent.setup();
  renderShell();
  act(() => setLocale('zh-CN'));
  await settle();
  live = 'ffee000011112222';

  await user.click(screen.getByRole('link', { name: 'Workplace' }));
  expect(await screen.findByText('发现新版本')).toBeInTheDocument();
  expect(screen.getByText('后台已发布新版本，是否立即刷新页面以使用新版本？')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '立即更新' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '稍后' })).toBeInTheDocument();
});
