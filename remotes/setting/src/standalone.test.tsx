// `npm run dev -w remotes/setting`: the remote alone behaves as in the host for its own
// screens: the signed-in user's button permissions, the screens' names, the user's projects.
import { render, screen, within } from '@testing-library/react';
import { setLocale } from '@backoffice/shared';
import { StandaloneApp } from '@backoffice/shared/standalone';
import { envelope, menuItem, serveApi, userInfo } from '@backoffice/shared/testing';
import routes from './routes';

const ann = {
  id: 11,
  username: 'ann',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '',
  status: 0,
  allProjects: false,
  accountEditable: true,
  projectRoles: [{ projectCode: 'dramabox', roles: ['admin'] }],
  createTime: '2026-01-05T08:00:00Z',
};

// What the api grants Mia as an admin of DramaBox: two of the area's screens and the staff users' buttons.
const serverMenu = [
  menuItem({ id: 1, menuType: 'M', menuName: 'setting', url: '/setting', remark: 'menu.setting' }),
  menuItem({
    id: 2,
    parentId: 1,
    menuType: 'C',
    menuName: 'setting/user',
    url: '/setting/user',
    remark: 'menu.setting.user',
  }),
  menuItem({
    id: 3,
    parentId: 1,
    menuType: 'C',
    menuName: 'setting/role',
    url: '/setting/role',
    remark: 'menu.setting.role',
  }),
  ...['add', 'edit', 'export', 'reset-password'].map((action, index) =>
    menuItem({
      id: 10 + index,
      parentId: 2,
      menuType: 'F',
      menuName: `setting/user/${action}`,
      url: '/setting/user',
      remark: '',
      perms: `setting:user:${action}`,
    }),
  ),
];

beforeEach(() => {
  localStorage.clear();
  setLocale('en-US');
});

it("gives a signed-in admin's staff users their actions, and names the screens they may open", async () => {
  localStorage.setItem('token', 'token-1');
  serveApi({
    '/getInfo': envelope(userInfo()),
    '/sysmenu/user/search': envelope(serverMenu),
    '/setting/user/list': envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }),
    '/setting/role/list': envelope({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
    '/export/mine': envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 }),
  });
  window.history.pushState({}, '', '/setting/user');
  render(<StandaloneApp routes={routes} />);

  expect(await screen.findByRole('button', { name: 'New user' }, { timeout: 5000 })).toBeInTheDocument(); // the page is a lazy chunk
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  const row = (await screen.findByText('ann@example.com')).closest('tr')!;
  expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();

  const menu = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(menu).toEqual(['Staff users', 'Roles']);
}, 15000);
