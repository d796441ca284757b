// Every setting screen as an admin of all projects reads it in Chinese: no message key, raw
// code or English word of ours on screen, and each screen titled as the menu and its tab name it.
import { act, screen } from '@testing-library/react';
import { getRegisteredMessages, projectSelected, registerMessages, setLocale } from '@backoffice/shared';
import { envelope, menuItem, renderScreen, serveApi, untranslatedTexts } from '@backoffice/shared/testing';
import routes from '../routes';

const page = <Row,>(...list: Row[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
const created = '2026-11-02T03:00:00Z';

const api = {
  '/setting/user/list': page({
    id: 1,
    username: 'lin',
    name: 'Lin Wu',
    email: 'lin@example.com',
    phone: '',
    status: 0,
    allProjects: true,
    projectRoles: [{ projectCode: 'dramabox', roles: ['admin'] }],
    createTime: created,
  }),
  '/setting/role/list': envelope({
    list: [{ id: 1, code: 'admin', name: 'Admin', remark: '', status: 0, userCount: 1, menuIds: [] }],
    total: 1,
    pageNum: 1,
    pageSize: 10,
  }),
  '/setting/account/list': page({
    id: 1,
    code: 'dramabox',
    tenantCode: 't-db',
    name: 'DramaBox',
    currency: 'USD',
    timezone: 'Asia/Tokyo',
    defaultLocale: 'zh-CN',
    status: 1,
    createTime: created,
    updateTime: created,
  }),
  '/setting/menu/tree': envelope([
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
      parentId: 2,
      menuType: 'F',
      menuName: 'setting/user/add',
      url: '/setting/user',
      remark: '',
      perms: 'setting:user:add',
    }),
  ]),
  '/setting/config/list': page({
    id: 1,
    projectCode: 'dramabox',
    configKey: 'support.email',
    valueType: 'string',
    value: 'help@example.com',
    description: '',
    updateBy: 'lin',
    updateTime: created,
    createTime: created,
  }),
  '/export/list': page({
    id: 1,
    userId: 1,
    username: 'lin',
    projectCode: 'dramabox',
    listKey: 'setting.user',
    listTitle: 'Staff users',
    filters: { status: 0 },
    sortBy: '',
    sortType: 'desc',
    format: 'csv',
    status: 'succeeded',
    rowsTotal: 3,
    rowsDone: 3,
    percent: 100,
    fileName: 'staff-users.csv',
    fileSize: 2048,
    errorMsg: '',
    createTime: created,
    startTime: created,
    finishTime: created,
    expireTime: '2099-01-01T00:00:00Z',
  }),
};

/** A text of each screen's rows: the screen has shown its data. */
const rowText: Record<string, string> = {
  '/setting/user': 'lin@example.com',
  '/setting/account': 't-db',
  '/setting/role': 'Admin',
  '/setting/menu': 'setting/user',
  '/setting/config': 'support.email',
  '/setting/export-record': 'lin',
};

const permissions = ['add', 'edit', 'delete', 'export', 'reset-password'].flatMap((action) =>
  ['user', 'account', 'role', 'menu', 'config'].map((screenName) => `setting:${screenName}:${action}`),
);

// as the host registers a remote's texts, the screens' names with them
beforeAll(() => registerMessages(routes.messages));
beforeEach(() => localStorage.clear());

it.each(routes.pages.map((route) => [route.path, route] as const))(
  '%s reads as Chinese, titled by its menu name',
  async (path, route) => {
    serveApi(api);
    const Page = route.component;
    const { store } = renderScreen(<Page />, { at: path, permissions, user: { allProjects: true } });
    act(() => {
      store.dispatch(projectSelected('all'));
      setLocale('zh-CN');
    });
    const name = getRegisteredMessages()['zh-CN'][`menu.${route.name.replace('/', '.')}`];
    expect(await screen.findByText(name, { selector: '.arco-card-header-title' })).toBeInTheDocument();
    expect(await screen.findAllByText(rowText[path])).not.toHaveLength(0);
    expect(untranslatedTexts()).toEqual([]);
  },
);
