// Every text of the activities area exists in both languages, and keys of different pages never
// collide (each page's keys start with its own prefix).
import { activityMessages } from '.';
import routes from '../routes';
import drawprize from '../pages/drawprize/locale';
import list from '../pages/list/locale';
import medalconfig from '../pages/medalconfig/locale';
import record from '../pages/record/locale';

const pages = { drawprize, list, medalconfig, record };

it('has the same keys in English and Chinese, none of them empty', () => {
  expect(Object.keys(activityMessages['zh-CN']).sort()).toEqual(Object.keys(activityMessages['en-US']).sort());
  for (const bundle of Object.values(activityMessages)) {
    for (const [key, text] of Object.entries(bundle)) expect([key, text.trim().length > 0]).toEqual([key, true]);
  }
  // the screens' names come with the remote's texts (the host may be older than the area)
  expect(routes.messages['zh-CN']?.['menu.activity.medalconfig']).toBe('徽章管理');
  expect(routes.messages['en-US']?.['menu.activity.drawprize']).toBe('Prize list');
});

it('keeps each page to its own keys', () => {
  for (const [page, bundle] of Object.entries(pages)) {
    for (const key of Object.keys(bundle['en-US'])) expect([key, key.startsWith(`${page}.`)]).toEqual([key, true]);
  }
});
