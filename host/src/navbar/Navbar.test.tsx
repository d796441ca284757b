// The navbar as a signed-in person uses it: the session comes from GET /getInfo (a fetch
// double), the menus are the real Arco dropdowns.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, installFetch, requests, userInfo } from '@backoffice/shared/testing';
import { selectCurrentProject, selectCurrentRole, selectSettings, useGetInfoQuery } from '@backoffice/shared';
import { Navbar } from '../layout/Navbar';
import { renderHost } from '../testing/renderHost';

/** A screen that shows cached data of the current project (here: the session itself). */
function CachedProbe() {
  const { data } = useGetInfoQuery();
  return <span data-testid="probe">{data?.name}</span>;
}

let fetchMock: ReturnType<typeof installFetch>;
const getInfoCalls = () =>
  requests(fetchMock).filter((request) => new URL(request.url).pathname === '/admin-api/getInfo');
const stored = () => JSON.parse(localStorage.getItem('settings') ?? 'null');

async function renderNavbar(info = userInfo()) {
  fetchMock = installFetch((request) =>
    new URL(request.url).pathname === '/admin-api/getInfo' ? envelope(info) : envelope(null),
  );
  const view = renderHost(
    <>
      <Navbar />
      <CachedProbe />
    </>,
    { at: '/dashboard/workplace' },
  );
  await screen.findByRole('button', { name: 'Project' });
  await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Mia Chen'));
  return view;
}

// Arco's popups keep `pointer-events: none` while their (never-ending in jsdom) enter animation runs.
const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Opens a hover dropdown and returns once `text` shows in it. */
async function openMenu(user: ReturnType<typeof setup>, trigger: HTMLElement, text: string) {
  await user.hover(trigger);
  return screen.findByText(text);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.removeAttribute('arco-theme');
});

it('flips between the dark and the light theme, and remembers it', async () => {
  const user = setup();
  const { store } = await renderNavbar();
  expect(document.body).toHaveAttribute('arco-theme', 'dark');

  await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(document.body).not.toHaveAttribute('arco-theme');
  expect(selectSettings(store.getState()).theme).toBe('light');
  expect(stored()).toMatchObject({ theme: 'light' });

  await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(document.body).toHaveAttribute('arco-theme', 'dark');
  expect(stored()).toMatchObject({ theme: 'dark' });
});

it('enters and leaves full screen, its icon following the real state', async () => {
  const user = setup();
  let element: Element | null = null;
  const change = (next: Element | null) => {
    element = next;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  };
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  const request = jest.fn(() => change(document.documentElement));
  document.documentElement.requestFullscreen = request;
  document.exitFullscreen = jest.fn(() => change(null));
  await renderNavbar();

  await user.click(screen.getByRole('button', { name: 'Full screen' }));
  expect(request).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');

  // Leaving with Esc: the browser tells, the icon follows.
  act(() => void change(null));
  expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');

  await user.click(screen.getByRole('button', { name: 'Full screen' }));
  await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
  expect(document.exitFullscreen).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
});

it('switches role among the roles of the current project, the current one marked', async () => {
  const user = setup();
  const { store } = await renderNavbar();
  expect(selectCurrentRole(store.getState())).toBe('admin');

  const switchRoles = await openMenu(user, screen.getByLabelText('Mia Chen'), 'Switch roles');
  await user.hover(switchRoles);
  const operator = await screen.findByRole('menuitem', { name: 'operator' });
  expect(screen.getByRole('menuitem', { name: 'admin' })).toHaveAttribute('aria-current', 'true');
  expect(operator).not.toHaveAttribute('aria-current');

  await user.click(operator);
  expect(selectCurrentRole(store.getState())).toBe('operator');
  await waitFor(() =>
    expect(screen.getByRole('menuitem', { name: 'operator' })).toHaveAttribute('aria-current', 'true'),
  );
});

it('hides "Switch roles" when the project gives only one role', async () => {
  const user = setup();
  const info = userInfo();
  info.projectRoles[0].roles = ['admin'];
  await renderNavbar(info);

  await openMenu(user, screen.getByLabelText('Mia Chen'), 'User settings');
  expect(screen.queryByText('Switch roles')).not.toBeInTheDocument();
});

it('opens the user center and the user settings', async () => {
  const user = setup();
  await renderNavbar();

  await user.click(await openMenu(user, screen.getByLabelText('Mia Chen'), 'User settings'));
  expect(screen.getByTestId('location')).toHaveTextContent('/user-center/index?tab=settings');

  await user.click(await openMenu(user, screen.getByLabelText('Mia Chen'), 'User center'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-center\/index$/));
});

it('switching project drops what was cached for the old one: mounted queries ask again', async () => {
  const user = setup();
  const { store } = await renderNavbar();
  expect(getInfoCalls()).toHaveLength(1);

  await user.click(await openMenu(user, screen.getByRole('button', { name: 'Project' }), 'ShortMax'));

  expect(selectCurrentProject(store.getState())?.code).toBe('shortmax');
  expect(selectCurrentRole(store.getState())).toBe('normal');
  await waitFor(() => expect(getInfoCalls()).toHaveLength(2));
  await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Mia Chen'));
  // The refetched session keeps the project the person chose.
  expect(selectCurrentProject(store.getState())?.code).toBe('shortmax');
  expect(screen.getByRole('button', { name: 'Project' })).toHaveTextContent('ShortMax');
});

it('choosing the project already current keeps the cache', async () => {
  const user = setup();
  await renderNavbar();

  await openMenu(user, screen.getByRole('button', { name: 'Project' }), 'ShortMax');
  await user.click(screen.getByRole('menuitem', { name: 'DramaBox' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(getInfoCalls()).toHaveLength(1);
});
