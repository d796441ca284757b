// Every text of the setting area exists in both languages, and keys of different pages
// never collide (each page's keys start with its own prefix).
import { settingMessages } from '.';
import account from '../pages/account/locale';
import config from '../pages/config/locale';
import exportRecord from '../pages/export-record/locale';
import menu from '../pages/menu/locale';
import role from '../pages/role/locale';
import user from '../pages/user/locale';

const pages = { user, account, role, menu, config, exportRecord };

it('has the same keys in English and Chinese, none of them empty', () => {
  expect(Object.keys(settingMessages['zh-CN']).sort()).toEqual(Object.keys(settingMessages['en-US']).sort());
  for (const bundle of Object.values(settingMessages)) {
    for (const [key, text] of Object.entries(bundle)) expect([key, text.trim().length > 0]).toEqual([key, true]);
  }
});

it('keeps each page to its own keys', () => {
  const owners = new Map<string, string>();
  for (const [page, bundle] of Object.entries(pages)) {
    for (const key of Object.keys(bundle['en-US'])) {
      expect([key, owners.get(key) ?? page]).toEqual([key, page]);
      owners.set(key, page);
    }
  }
});

it('speaks to users, never about our spec or how we read it', () => {
  const notes = Object.values(settingMessages)
    .flatMap((bundle) => Object.entries(bundle))
    .filter(([, text]) => /\bspec\b|our reading|需求文档/i.test(text));
  expect(notes).toEqual([]);
});
