// The check the screens' Chinese tests rely on: what it flags and what it lets pass.
import { render } from '@testing-library/react';
import { registerMessages } from '../i18n/registry';
import { setLocale } from '../i18n/localeStore';
import { untranslatedTexts } from './untranslated';

beforeAll(() =>
  registerMessages({
    'en-US': { 'probe.figures': 'Figures for {project}', 'probe.title': 'Staff users' },
    'zh-CN': { 'probe.figures': '{project} 的数据', 'probe.title': '员工账号' },
  }),
);
afterEach(() => setLocale('en-US'));

it('flags a key, an internal field name, an English message and an English word inside Chinese', () => {
  setLocale('zh-CN');
  render(
    <main>
      <p>probe.title</p>
      <p>configKey 已存在</p>
      <p>Staff users</p>
      <p>all 的数据</p>
    </main>,
  );
  expect(untranslatedTexts()).toEqual(['probe.title', 'configKey 已存在', 'Staff users', 'all 的数据']);
});

it('lets data pass: names, codes and JSON values, and Chinese around a name', () => {
  setLocale('zh-CN');
  render(
    <main>
      <p>DramaBox 的数据</p>
      <p>drama-us: admin, operator</p>
      <code>{'{"dramaCode":"D1"}'}</code>
      <p>员工账号</p>
    </main>,
  );
  expect(untranslatedTexts()).toEqual([]);
});

it('in English, flags only keys and internal names', () => {
  render(<p>Staff users · projectCode</p>);
  expect(untranslatedTexts()).toEqual(['Staff users · projectCode']);
});
