// Every text of the deals area exists in both languages, and keys of different pages never
// collide (each page's keys start with its own prefix).
import { dealMessages } from '.';
import routes from '../routes';
import coupon from '../pages/coupon/locale';
import fastpackagetemplate from '../pages/fastpackagetemplate/locale';
import pkg from '../pages/package/locale';
import packageAward from '../pages/package-award/locale';
import topupRecord from '../pages/topup-record/locale';

const pages = { coupon, fastpackagetemplate, package: pkg, packageAward, topupRecord };

it('has the same keys in English and Chinese, none of them empty', () => {
  expect(Object.keys(dealMessages['zh-CN']).sort()).toEqual(Object.keys(dealMessages['en-US']).sort());
  for (const bundle of Object.values(dealMessages)) {
    for (const [key, text] of Object.entries(bundle)) expect([key, text.trim().length > 0]).toEqual([key, true]);
  }
  // the screens' names come with the remote's texts (the host may be older than the area)
  expect(routes.messages['zh-CN']?.['menu.deal.topup-record']).toBe('充值记录');
  expect(routes.messages['en-US']?.['menu.deal.package']).toBe('Payment packages');
});

it('keeps each page to its own keys', () => {
  for (const [page, bundle] of Object.entries(pages)) {
    for (const key of Object.keys(bundle['en-US'])) expect([key, key.startsWith(`${page}.`)]).toEqual([key, true]);
  }
});
