// The check the screens' Chinese tests rely on: what it flags and what it lets pass.
import { render } from '@testing-library/react';
import { registerMessages } from '../i18n/registry';
import { setLocale } from '../i18n/localeStore';
import { untranslatedTexts } from './untranslated';

beforeAll(() =>
  registerMessages({
    'en-US': { 'probe.figures': 'Figures for {project}', 'probe.title': 'Staff users', 'probe.new': 'New {noun}' },
    'zh-CN': { 'probe.figures': '{project} 的数据', 'probe.title': '员工账号', 'probe.new': '新建{noun}' },
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

it('lets data pass: names, codes, JSON values and time zones, and Chinese around them', () => {
  setLocale('zh-CN');
  render(
    <main>
      <p>DramaBox 的数据</p>
      <p>drama-us: admin, operator</p>
      <code>{'{"dramaCode":"D1"}'}</code>
      <p>员工账号</p>
      <p>在项目所在时区（America/New_York）的当天结束时过期</p>
    </main>,
  );
  expect(untranslatedTexts()).toEqual([]);
});

it('in English, flags only keys and internal names', () => {
  render(<p>Staff users · projectCode</p>);
  expect(untranslatedTexts()).toEqual(['Staff users · projectCode']);
});
