import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { setLocale } from '../i18n/localeStore';
import { type RemoteRoutes } from './remoteRoutes';
import { StandaloneApp } from './StandaloneApp';

function Workplace() {
  return <h1><FormattedMessage id="workplace.title" /></h1>;
}

const routes: RemoteRoutes = {
  name: 'dashboard',
  prefixes: ['dashboard'],
  pages: [
    { path: '/dashboard/workplace', name: 'dashboard/workplace', component: lazy(async () => ({ default: Workplace })) },
    { path: '/dashboard/user', name: 'dashboard/user', component: () => <h1>Users</h1> },
  ],
  messages: { 'en-US': { 'workplace.title': 'Workplace' }, 'zh-CN': { 'workplace.title': '工作台' } },
};

beforeEach(() => setLocale('en-US'));

it('opens the remote\'s first page, with its texts, when the URL names none', async () => {
  window.history.pushState({}, '', '/');
  render(<StandaloneApp routes={routes} />);
  expect(await screen.findByRole('heading', { name: 'Workplace' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/dashboard/workplace');
});

it('opens the page the URL names', async () => {
  window.history.pushState({}, '', '/dashboard/user');
  render(<StandaloneApp routes={routes} />);
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});
