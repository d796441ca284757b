// Every text of the customer-service area exists in both languages, and keys of different
// pages never collide (each page's keys start with its own prefix).
import { customerServiceMessages } from '.';
import routes from '../routes';
import applyList from '../pages/apply-list/locale';
import oplog from '../pages/oplog/locale';
import feed from '../pages/feed/locale';

const pages = { applyList, oplog, feed };

it('has the same keys in English and Chinese, none of them empty', () => {
  expect(Object.keys(customerServiceMessages['zh-CN']).sort()).toEqual(
    Object.keys(customerServiceMessages['en-US']).sort(),
  );
  for (const bundle of Object.values(customerServiceMessages)) {
    for (const [key, text] of Object.entries(bundle)) expect([key, text.trim().length > 0]).toEqual([key, true]);
  }
  // the screens' names come with the remote's texts (the host may be older than the area)
  expect(routes.messages['zh-CN']?.['menu.customer-service.apply']).toBe('申请记录');
  expect(routes.messages['en-US']?.['menu.customer-service.oplog']).toBe('Operation log');
});

it('keeps each page to its own keys', () => {
  for (const [page, bundle] of Object.entries(pages)) {
    for (const key of Object.keys(bundle['en-US'])) expect([key, key.startsWith(`${page}.`)]).toEqual([key, true]);
  }
});
