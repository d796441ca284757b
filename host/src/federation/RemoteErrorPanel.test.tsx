// The error panel of a remote refused for its @backoffice/shared version, in both languages.
// The refusal is the real federation runtime's (testing/sharedRefusal.ts); jest cannot load a
// remote, so it reaches RemotePage through the `loadRemote` double, as a remote's import would.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { setLocale } from '@backoffice/shared';
import { jsonAnswer, installFetch, untranslatedTexts } from '@backoffice/shared/testing';
import { renderHost } from '../testing/renderHost';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { RemotePage } from './RemotePage';
import { forgetRegistry } from './registry';
import { forgetLoadedRoutes } from './loadRemoteRoutes';
import { sharedMismatch } from './sharedMismatch';
import { refusalOf } from './testing/sharedRefusal';

const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
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
  },
};

/** The commands the panel gives, as they are typed. */
const commands = () => [...document.querySelectorAll('code')].map((code) => code.textContent);

beforeEach(() => {
  forgetRegistry();
  forgetLoadedRoutes();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  installFetch(jsonAnswer(registry));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('says which area is newer than the shell, the versions and what to do, in English and Chinese', async () => {
  runtime.loadRemote.mockRejectedValue(await refusalOf({ provided: '0.1.0', built: '0.2.0' }));
  renderHost(<RemotePage />, { at: '/dashboard/workplace', path: '/*' });

  expect(await screen.findByText('This area is newer than the back-office shell')).toBeInTheDocument();
  expect(
    screen.getByText('The "Dashboard" area was built for @backoffice/shared 0.2.0, while this shell provides 0.1.0.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Release the shell (host) first, or roll the area back; then reload the page:'),
  ).toBeInTheDocument();
  expect(commands()).toEqual(['npm run release -- host', 'npm run rollback -- dashboard']);
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  // A retry would meet the same shell: none is offered.
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('该模块比后台主框架更新')).toBeInTheDocument();
  expect(
    screen.getByText('“仪表盘”模块是基于 @backoffice/shared 0.2.0 构建的，而当前主框架提供的是 0.1.0。'),
  ).toBeInTheDocument();
  expect(screen.getByText('请先发布主框架（host），或回滚该模块，然后刷新页面：')).toBeInTheDocument();
  expect(commands()).toEqual(['npm run release -- host', 'npm run rollback -- dashboard']);
  expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});

it('says the same when a page is refused for an entry of shared (its chunk imports @backoffice/shared/list)', async () => {
  const refusal = await refusalOf({ provided: '0.1.0', built: '0.1.2', module: '@backoffice/shared/list' });
  runtime.loadRemote.mockResolvedValue({
    default: {
      name: 'dashboard',
      prefixes: ['dashboard'],
      pages: [
        { path: '/dashboard/workplace', name: 'dashboard/workplace', component: lazy(() => Promise.reject(refusal)) },
      ],
      messages: { 'en-US': {}, 'zh-CN': {} },
    },
  });
  renderHost(<RemotePage />, { at: '/dashboard/workplace', path: '/*' });
  expect(await screen.findByText('This area is newer than the back-office shell')).toBeInTheDocument();
  expect(
    screen.getByText(
      'The "Dashboard" area was built for @backoffice/shared/list 0.1.2, while this shell provides 0.1.0.',
    ),
  ).toBeInTheDocument();
});

it('tells an area older than the shell (from before a breaking change) to be released again, in both languages', async () => {
  const mismatch = sharedMismatch(await refusalOf({ provided: '0.2.0', built: '0.1.4' }));
  const reload = jest.fn();
  renderHost(<RemoteErrorPanel area="setting" onRetry={() => undefined} onReload={reload} mismatch={mismatch} />);

  expect(await screen.findByText('This area is older than the back-office shell')).toBeInTheDocument();
  expect(
    screen.getByText('The "System" area was built for @backoffice/shared 0.1.4, while this shell provides 0.2.0.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Release the area again, built against 0.2.0, or roll the shell back; then reload the page:'),
  ).toBeInTheDocument();
  expect(commands()).toEqual(['npm run release -- setting', 'npm run rollback -- host']);
  await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reload).toHaveBeenCalledTimes(1);

  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('该模块比后台主框架更旧')).toBeInTheDocument();
  expect(
    screen.getByText('“系统设置”模块是基于 @backoffice/shared 0.1.4 构建的，而当前主框架提供的是 0.2.0。'),
  ).toBeInTheDocument();
  expect(screen.getByText('请基于 0.2.0 重新发布该模块，或回滚主框架，然后刷新页面：')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});

it('keeps the plain panel with its retry for any other failure', async () => {
  runtime.loadRemote.mockRejectedValue(new Error('Loading chunk 12 failed.'));
  renderHost(<RemotePage />, { at: '/dashboard/workplace', path: '/*' });
  expect(await screen.findByText('This area could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
