import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { setLocale } from '../i18n/localeStore';
import { envelope, installFetch } from '../testing/fetchDouble';
import { menuItem, userInfo } from '../testing/fixtures';
import { type RemoteRoutes } from './remoteRoutes';
import { StandaloneApp } from '../../standalone';

function Workplace() {
  return (
    <h1>
      <FormattedMessage id="workplace.title" />
    </h1>
  );
}

const routes: RemoteRoutes = {
  name: 'dashboard',
  prefixes: ['dashboard'],
  pages: [
    {
      path: '/dashboard/workplace',
      name: 'dashboard/workplace',
      component: lazy(async () => ({ default: Workplace })),
    },
    { path: '/dashboard/user', name: 'dashboard/user', component: () => <h1>Users</h1> },
  ],
  messages: { 'en-US': { 'workplace.title': 'Workplace' }, 'zh-CN': { 'workplace.title': '工作台' } },
};

// The server menu grants both pages.
const serverMenu = routes.pages.map((page, index) =>
  menuItem({ id: index + 1, menuType: 'C', menuName: page.name, url: page.path }),
);
const answer = (request: Request) => {
  if (request.url.endsWith('/admin-api/login')) return envelope({ token: 'abc' });
  if (new URL(request.url).pathname === '/admin-api/sysmenu/user/search') return envelope(serverMenu);
  return envelope(userInfo());
};

beforeEach(() => {
  setLocale('en-US');
  localStorage.clear();
});

it('asks a visitor to sign in against the api, then opens the page they wanted with its texts', async () => {
  const fetchMock = installFetch(answer);
  window.history.pushState({}, '', '/dashboard/workplace');
  render(<StandaloneApp routes={routes} />);
  await userEvent.type(await screen.findByLabelText('Username'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'admin123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Workplace' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard/workplace');
  const login = fetchMock.mock.calls
    .map(([request]) => request as Request)
    .find((request) => request.url.endsWith('/login'));
  expect(await login!.json()).toMatchObject({ username: 'admin', password: 'admin123' });
});

it('opens the page the URL names for a signed-in user', async () => {
  localStorage.setItem('token', 'abc');
  installFetch(answer);
  window.history.pushState({}, '', '/dashboard/user');
  render(<StandaloneApp routes={routes} />);
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});
