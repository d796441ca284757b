import { Empty } from '@arco-design/web-react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { I18nProvider } from './I18nProvider';
import { setLocale, useLocale } from './localeStore';
import { registerMessages } from './registry';

function LanguageSwitch() {
  const [locale, changeLocale] = useLocale();
  return <button onClick={() => changeLocale(locale === 'en-US' ? 'zh-CN' : 'en-US')}>{locale}</button>;
}

beforeEach(() => {
  localStorage.clear();
  act(() => setLocale('en-US'));
});

it("shows messages and Arco's own texts in the chosen language, and remembers the choice", async () => {
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <LanguageSwitch />
      <FormattedMessage id="shared.session.signIn" />
      <Empty />
    </I18nProvider>,
  );
  expect(screen.getByText('Sign in')).toBeInTheDocument();
  expect(screen.getByText('No data')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'en-US' }));

  expect(screen.getByText('登录')).toBeInTheDocument();
  // Arco's Chinese pack is fetched on first use
  expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  expect(localStorage.getItem('arco-locale')).toBe('zh-CN');
});

it('shows the texts of a remote that registers them after the page rendered', () => {
  render(
    <I18nProvider>
      <FormattedMessage id="menu.drama.list" defaultMessage="…" />
    </I18nProvider>,
  );
  expect(screen.queryByText('Drama list')).not.toBeInTheDocument();

  act(() =>
    registerMessages({ 'en-US': { 'menu.drama.list': 'Drama list' }, 'zh-CN': { 'menu.drama.list': '短剧列表' } }),
  );
  expect(screen.getByText('Drama list')).toBeInTheDocument();

  act(() => setLocale('zh-CN'));
  expect(screen.getByText('短剧列表')).toBeInTheDocument();
});
