// What the menu and role tests share: a caller of /admin-api/setting/… as a demo user in a
// project, and the menu items as the api answers them (what a role grants).
import type { Static } from '@sinclair/typebox';
import type { DemoUser, TestApp } from './testApp';
import { MenuItem } from '../domain/menu';

export type Item = Static<typeof MenuItem>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function settingMenuKit(app: () => TestApp, tokens: () => Record<DemoUser, string>) {
  // GET and DELETE carry the project in the query string, the others in the body
  const call = (method: Method, path: string, payload?: object, user: DemoUser = 'admin', project = 'drama-us') =>
    app().app.inject({
      method,
      url: `/admin-api/setting/${path}${method === 'GET' || method === 'DELETE' ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
      headers: { 'client-token': tokens()[user] },
      ...(payload ? { payload: { projectCode: project, ...payload } } : {}),
    });
  async function tree(): Promise<Item[]> {
    const response = await call('GET', 'menu/tree');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }
  return {
    call,
    tree,
    byPerms: async (perms: string) => (await tree()).find((item) => item.perms === perms)!,
    byUrl: async (url: string) => (await tree()).find((item) => item.menuType === 'C' && item.url === url)!,
    group: async (name: string) => (await tree()).find((item) => item.menuType === 'M' && item.menuName === name)!,
  };
}
