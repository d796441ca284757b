import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  callsTo,
  chooseOption,
  envelope,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import routes from '../../routes';
import { majorText, toMinorUnits } from '../../money';
import locale from './locale';
import PackagePage from '.';
import type { Package } from './packageApi';

const country = (code: string, name: string, icon: string, currency: string, id: number) => ({
  id,
  code,
  name,
  icon,
  currency,
  projectCode: 'drama-us',
});
const COUNTRIES = [country('JP', 'Japan', '🇯🇵', 'JPY', 1), country('US', 'United States', '🇺🇸', 'USD', 2)];
const CHANNELS = [
  { id: 1, code: 'card', name: 'Card', icon: '💳', provider: 'card' as const, status: 0, projectCode: 'drama-us' },
  {
    id: 2,
    code: 'test',
    name: 'Test provider',
    icon: '🧪',
    provider: 'test' as const,
    status: 0,
    projectCode: 'drama-us',
  },
];
const pack = (more: Partial<Package>): Package => ({
  id: 1,
  projectCode: 'drama-us',
  name: 'Pack',
  priceMinor: 0,
  currency: 'USD',
  listPriceMinor: null,
  savingPercent: null,
  firstPriceMinor: null,
  coins: 100,
  bonusCoins: 0,
  vipDays: null,
  vipPlan: 'none',
  platforms: ['web'],
  countries: [],
  channels: [CHANNELS[0]],
  appStoreProductId: '',
  googlePlayProductId: '',
  sort: 0,
  status: 0,
  saleStart: null,
  saleEnd: null,
  remark: '',
  createBy: 'Admin',
  updateBy: 'Admin',
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-08-01T08:00:00Z',
  ...more,
});
const ROWS = [
  pack({ id: 1, name: 'Yen pack', priceMinor: 1600, currency: 'JPY', countries: [COUNTRIES[0]] }),
  pack({
    id: 2,
    name: 'Dollar pack',
    priceMinor: 1999,
    listPriceMinor: 2499,
    savingPercent: 20,
    bonusCoins: 150,
    countries: [COUNTRIES[1]],
  }),
];

beforeAll(() => registerMessages(routes.messages));

const serve = () =>
  serveApi({
    '/deal/package/list': () => envelope({ list: ROWS, total: 2, pageNum: 1, pageSize: 10 }),
    '/deal/package/countries': () => envelope(COUNTRIES),
    '/deal/package/channels': () => envelope(CHANNELS),
    'POST /deal/package': async (request) => envelope(pack({ id: 3, ...(await request.clone().json()) })),
    'PUT /deal/package/2': async (request) => envelope(pack({ id: 2, ...(await request.clone().json()) })),
  });
const PERMISSIONS = ['deal:package:query', 'deal:package:add', 'deal:package:edit', 'deal:package:delete'];
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;

it('shows each price in its currency’s own digits, the list price struck through and the saving beside it', async () => {
  const fetchMock = serve();
  renderScreen(<PackagePage />, {
    at: '/deal/package?country=US',
    permissions: ['deal:package:query', 'deal:package:add'],
  });
  await screen.findByText('Yen pack');
  // JPY has no minor digits, USD two
  expect(rowOf('Yen pack')).toHaveTextContent('¥1,600');
  expect(rowOf('Yen pack')).not.toHaveTextContent('¥1,600.00');
  expect(rowOf('Dollar pack')).toHaveTextContent('$19.99');
  const struck = within(rowOf('Dollar pack')).getByText('$24.99');
  expect(struck.tagName).toBe('S');
  expect(rowOf('Dollar pack')).toHaveTextContent('Save 20%');
  expect(rowOf('Dollar pack')).toHaveTextContent('+150 bonus');
  expect(rowOf('Dollar pack')).toHaveTextContent('🇺🇸 US');
  expect(rowOf('Dollar pack')).toHaveTextContent('💳 Card');
  // the filter of the URL goes to the server
  expect(new URL(callsTo(fetchMock, 'GET', '/deal/package/list')[0].url).searchParams.get('country')).toBe('US');
});

it('sends the typed price as minor units of the chosen country’s currency, never a float', async () => {
  const fetchMock = serve();
  renderScreen(<PackagePage />, { at: '/deal/package', permissions: ['deal:package:query', 'deal:package:add'] });
  await screen.findByText('Yen pack');
  await userEvent.click(screen.getByRole('button', { name: /New package/ }));
  const drawer = (
    await screen.findByText('New package', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  await userEvent.type(within(drawer).getByLabelText('Name'), 'Typed pack');
  await chooseOption(within(drawer).getByLabelText('Countries').closest('.arco-select')!, '🇺🇸 United States (US)');
  await chooseOption(within(drawer).getByLabelText('Payment channels').closest('.arco-select')!, '💳 Card');
  await userEvent.type(within(drawer).getByLabelText('Price'), '19.99');
  await userEvent.type(within(drawer).getByLabelText('List price'), '24.999');
  await userEvent.type(within(drawer).getByLabelText('Coins'), '2000');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  // three decimals are more than USD has: said, and nothing sent
  expect(await within(drawer).findByText(locale['en-US']['package.money.invalid'])).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/deal/package')).toHaveLength(0);

  await userEvent.clear(within(drawer).getByLabelText('List price'));
  await userEvent.type(within(drawer).getByLabelText('List price'), '24.99');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/package')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/deal/package')[0].json()).toMatchObject({
    name: 'Typed pack',
    currency: 'USD',
    priceMinor: 1999,
    listPriceMinor: 2499,
    coins: 2000,
    countries: ['US'],
    channels: ['card'],
    platforms: ['ios', 'android', 'web'],
  });
});

it('reads and writes amounts by the currency’s digits as text, never through a float', () => {
  expect(toMinorUnits('19.99', 'USD')).toBe(1999);
  expect(toMinorUnits('0.1', 'USD')).toBe(10);
  expect(toMinorUnits('1,600', 'JPY')).toBe(1600);
  expect(toMinorUnits('1.5', 'JPY')).toBeNull();
  expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
  expect(toMinorUnits('19.999', 'USD')).toBeNull();
  expect(toMinorUnits('-1', 'USD')).toBeNull();
  // 4.35 * 100 is 434.99999999999994 in floating point
  expect(toMinorUnits('4.35', 'USD')).toBe(435);
  expect(majorText(1999, 'USD')).toBe('19.99');
  expect(majorText(5, 'USD')).toBe('0.05');
  expect(majorText(160, 'JPY')).toBe('160');
});

it('follows the first chosen country with the currency and reads the price in its digits', async () => {
  const fetchMock = serve();
  renderScreen(<PackagePage />, { at: '/deal/package', permissions: PERMISSIONS });
  await screen.findByText('Yen pack');
  await userEvent.click(screen.getByRole('button', { name: /New package/ }));
  const drawer = await drawerTitled('New package');
  await userEvent.type(within(drawer).getByLabelText('Name'), 'Yen ladder');
  await chooseOption(within(drawer).getByLabelText('Countries').closest('.arco-select')!, '🇯🇵 Japan (JP)');
  await chooseOption(within(drawer).getByLabelText('Payment channels').closest('.arco-select')!, '🧪 Test provider');
  await userEvent.type(within(drawer).getByLabelText('Coins'), '100');
  // yen has no minor digits: 16.5 is no amount in it
  await userEvent.type(within(drawer).getByLabelText('Price'), '16.5');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText(locale['en-US']['package.money.invalid'])).toBeInTheDocument();
  await userEvent.clear(within(drawer).getByLabelText('Price'));
  await userEvent.type(within(drawer).getByLabelText('Price'), '160');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/package')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/deal/package')[0].json()).toMatchObject({
    currency: 'JPY',
    priceMinor: 160,
    countries: ['JP'],
    channels: ['test'],
  });
});

it('edits a package from its major amounts and sends its countries and channels by code', async () => {
  const fetchMock = serve();
  renderScreen(<PackagePage />, { at: '/deal/package', permissions: PERMISSIONS });
  await screen.findByText('Dollar pack');
  await userEvent.click(within(rowOf('Dollar pack')).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit package Dollar pack');
  expect(within(drawer).getByLabelText('Price')).toHaveValue('19.99');
  expect(within(drawer).getByLabelText('List price')).toHaveValue('24.99');
  await userEvent.clear(within(drawer).getByLabelText('Price'));
  await userEvent.type(within(drawer).getByLabelText('Price'), '17.5');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/deal/package/2')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/deal/package/2')[0].json()).toMatchObject({
    priceMinor: 1750,
    listPriceMinor: 2499,
    countries: ['US'],
    channels: ['card'],
  });
});

it('reads wholly in Chinese, the list and the form', async () => {
  serve();
  renderScreen(<PackagePage />, { at: '/deal/package', permissions: PERMISSIONS });
  await screen.findByText('Dollar pack');
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findByText('省 20%')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /新建套餐/ }));
    await drawerTitled('新建套餐');
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});
