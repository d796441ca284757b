// Every host text exists in both languages, and the signed-in frame shows words, never
// message keys, in either language.
import { act, screen } from '@testing-library/react';
import { getRegisteredMessages, setLocale } from '@backoffice/shared';
import { envelope, installFetch, menuItem, untranslatedTexts, userInfo } from '@backoffice/shared/testing';
import SignedInApp from '../app/SignedInApp';
import { ROUTE_GROUPS } from '../router/routeTable';
import { renderHost } from '../testing/renderHost';
import { registerHostMessages } from '.';
import enUS from './en-US';
import zhCN from './zh-CN';

it('has the same keys in English and Chinese, none of them empty', () => {
  expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  for (const [key, text] of [...Object.entries(enUS), ...Object.entries(zhCN)])
    expect([key, text.trim().length > 0]).toEqual([key, true]);
});

it('names every screen of the route table in both languages', () => {
  registerHostMessages();
  const messages = getRegisteredMessages();
  const labelKeys = ROUTE_GROUPS.flatMap((group) => [group.labelKey, ...group.children.map((child) => child.labelKey)]);
  expect(labelKeys.filter((key) => !messages['en-US'][key] || !messages['zh-CN'][key])).toEqual([]);
});

// The server's menu for the frame: a module and two pages, labelled by remark keys.
const serverMenu = [
  menuItem({
    id: 1,
    parentId: 0,
    menuType: 'M',
    menuName: 'dashboard',
    url: '/dashboard',
    remark: 'menu.dashboard',
    icon: 'IconDashboard',
  }),
  menuItem({
    id: 2,
    parentId: 1,
    menuType: 'C',
    menuName: 'dashboard/workplace',
    url: '/dashboard/workplace',
    remark: 'menu.dashboard.workplace',
    orderNum: 1,
  }),
  menuItem({
    id: 3,
    parentId: 0,
    menuType: 'M',
    menuName: 'setting',
    url: '/setting',
    remark: 'menu.setting',
    orderNum: 8,
  }),
  menuItem({
    id: 4,
    parentId: 3,
    menuType: 'C',
    menuName: 'setting/user',
    url: '/setting/user',
    remark: 'menu.setting.user',
    orderNum: 1,
  }),
];

// An admin of every project, looking at all of them: the view where a raw project code once showed.
const admin = userInfo({ allProjects: true });

function answer(request: Request) {
  const path = new URL(request.url).pathname;
  if (path === '/admin-api/getInfo') return envelope(admin);
  if (path === '/admin-api/sysmenu/user/search') return envelope(serverMenu);
  if (path === '/admin-api/notification/unread-count') return envelope({ message: 1, notice: 0, todo: 2, total: 3 });
  if (path === '/version.txt') return new Response('v1\n');
  return envelope(null);
}

it.each([
  ['en-US', 'Workplace'],
  ['zh-CN', '工作台'],
] as const)('shows the signed-in frame in %s without a raw message key or code', async (locale, workplace) => {
  localStorage.setItem('token', 'token-1');
  sessionStorage.setItem('projectCode', 'all');
  installFetch(answer);
  renderHost(<SignedInApp />, { at: '/user-center/index' });
  act(() => setLocale(locale));
  expect(await screen.findAllByText(workplace)).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: /^(Project|项目)$/ })).toHaveTextContent(
    locale === 'zh-CN' ? '全部项目' : 'All projects',
  );
  expect(untranslatedTexts()).toEqual([]);
});
