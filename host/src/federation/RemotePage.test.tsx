// The error panel of a remote that cannot be loaded. jest cannot resolve federated
// imports, so the double sits at the runtime boundary (`loadRemote`/`registerRemotes`).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, useParams } from 'react-router-dom';
import { jsonAnswer, installFetch } from '@backoffice/shared/testing';
import { renderHost } from '../testing/renderHost';
import { RemotePage } from './RemotePage';
import { forgetRegistry } from './registry';
import { forgetLoadedRoutes } from './loadRemoteRoutes';

const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
}));

const registry = {
  remotes: {
    dashboard: {
      version: '1.0.0',
      manifest: '/remotes/dashboard/1.0.0/mf-manifest.json',
      prefixes: ['dashboard', 'business'],
    },
    setting: { version: '1.0.0', manifest: '/remotes/setting/1.0.0/mf-manifest.json', prefixes: ['setting'] },
  },
};
const dashboardRoutes = {
  default: {
    name: 'dashboard',
    prefixes: ['dashboard', 'business'],
    pages: [
      {
        path: '/dashboard/workplace',
        name: 'dashboard/workplace',
        component: lazy(async () => ({ default: () => <h1>Workplace page</h1> })),
      },
    ],
    messages: { 'en-US': {}, 'zh-CN': {} },
  },
};
function StaffUserPage() {
  return <h1>{`Staff user ${useParams().username}`}</h1>;
}
const settingRoutes = {
  default: {
    name: 'setting',
    prefixes: ['setting'],
    pages: [
      { path: '/setting/user', name: 'setting/user', component: () => <h1>Staff users page</h1> },
      { path: '/setting/user/:username', name: 'setting/user-detail', component: StaffUserPage },
    ],
    messages: { 'en-US': {}, 'zh-CN': {} },
  },
};

async function renderRemotePage(at: string) {
  return renderHost(<RemotePage />, { at, path: '/*' });
}

beforeEach(() => {
  forgetRegistry();
  forgetLoadedRoutes();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  installFetch(jsonAnswer(registry));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('registers every remote of the registry and loads the one serving the path', async () => {
  runtime.loadRemote.mockResolvedValue(dashboardRoutes);
  await renderRemotePage('/dashboard/workplace');
  expect(await screen.findByRole('heading', { name: 'Workplace page' })).toBeInTheDocument();
  expect(runtime.registerRemotes).toHaveBeenCalledWith([
    { name: 'dashboard', entry: registry.remotes.dashboard.manifest },
    { name: 'setting', entry: registry.remotes.setting.manifest },
  ]);
  expect(runtime.loadRemote).toHaveBeenCalledWith('dashboard/routes');
});

it('shows an error panel when the remote cannot be loaded, and loads it on retry', async () => {
  runtime.loadRemote.mockRejectedValueOnce(new Error('manifest is not JSON')).mockResolvedValue(dashboardRoutes);
  await renderRemotePage('/dashboard/workplace');
  expect(await screen.findByText('This area could not be loaded')).toBeInTheDocument();
  expect(screen.getByText(/"dashboard" area is unavailable/)).toBeInTheDocument();
  // The failed remote is registered again (force) so the retry does not reuse the failure.
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'dashboard', entry: registry.remotes.dashboard.manifest }],
    { force: true },
  );

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Workplace page' })).toBeInTheDocument();
  expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
});

it('shows the error panel when the registry itself cannot be read', async () => {
  installFetch(jsonAnswer({ message: 'gone' }, 502));
  await renderRemotePage('/dashboard/workplace');
  expect(await screen.findByText('This area could not be loaded')).toBeInTheDocument();
  expect(runtime.loadRemote).not.toHaveBeenCalled();
});

// Both are screens the guard let in: the release lacks them, the address is not wrong.
it('says a screen of an area no remote serves is not released yet', async () => {
  await renderRemotePage('/product/list');
  expect(await screen.findByText('This screen is not available yet')).toBeInTheDocument();
  expect(screen.getByText('"Dramas" is not part of the live release yet.')).toBeInTheDocument();
});

it('says the same when the live remote of its area does not serve the screen yet', async () => {
  runtime.loadRemote.mockResolvedValue(dashboardRoutes);
  await renderRemotePage('/business/cost');
  expect(await screen.findByText('This screen is not available yet')).toBeInTheDocument();
  expect(screen.getByText('"Cost" is not part of the live release yet.')).toBeInTheDocument();
});

it('goes from one area to the next without a frame of the old remote\'s "not available" page', async () => {
  runtime.loadRemote.mockImplementation(async (id: string) =>
    id === 'setting/routes' ? settingRoutes : dashboardRoutes,
  );
  renderHost(
    <>
      <RemotePage />
      <Link to="/setting/user">elsewhere</Link>
    </>,
    { at: '/dashboard/workplace', path: '/*' },
  );
  expect(await screen.findByRole('heading', { name: 'Workplace page' })).toBeInTheDocument();

  // Every node put on screen meanwhile, however briefly.
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => seen.push(node.textContent ?? ''));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
  expect(await screen.findByRole('heading', { name: 'Staff users page' })).toBeInTheDocument();
  observer.disconnect();
  expect(seen.filter((text) => text.includes('not available yet'))).toEqual([]);
});

it('hands a page the parameters of its own path (/setting/user/:username)', async () => {
  runtime.loadRemote.mockResolvedValue(settingRoutes);
  await renderRemotePage('/setting/user/noah');
  expect(await screen.findByRole('heading', { name: 'Staff user noah' })).toBeInTheDocument();
});
