import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import locale from './locale';
import CouponPage from '.';

const template = {
  id: 1,
  projectCode: 'drama-us',
  name: 'Welcome discount',
  kind: 'amount',
  value: 1999,
  currency: 'USD',
  validity: 'days',
  validDays: 30,
  validFrom: null,
  validTo: null,
  status: 0,
  remark: '',
  issued: 12,
  used: 3,
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-08-01T08:00:00Z',
};
const coins = { ...template, id: 2, name: 'Coin gift', kind: 'coins', value: 100, currency: null, status: 1 };

beforeAll(() => registerMessages({ 'en-US': { ...locale['en-US'], 'menu.deal.coupon': 'Coupons' } }));

it('lists templates with their value in their own terms, filtered by the URL', async () => {
  const fetchMock = serveApi({
    '/deal/coupon/list': () => envelope({ list: [template, coins], total: 2, pageNum: 1, pageSize: 10 }),
  });
  renderScreen(<CouponPage />, { at: '/deal/coupon?kind=amount', permissions: ['deal:coupon:query'] });
  await screen.findByText('Welcome discount');
  expect(rowOf('Welcome discount')).toHaveTextContent('$19.99 off');
  expect(rowOf('Welcome discount')).toHaveTextContent('30 days after issue');
  expect(rowOf('Coin gift')).toHaveTextContent('100 coins');
  expect(new URL(callsTo(fetchMock, 'GET', '/deal/coupon/list')[0].url).searchParams.get('kind')).toBe('amount');
});

it('issues to user codes and shows the rows refused with their reason', async () => {
  const fetchMock = serveApi({
    '/deal/coupon/list': () => envelope({ list: [template], total: 1, pageNum: 1, pageSize: 10 }),
    'POST /deal/coupon/1/issue': () =>
      envelope({
        issued: [{ row: 1, userCode: 'u-1', couponId: 10 }],
        refused: [
          { row: 2, userCode: 'ghost', reason: 'unknownUser' },
          { row: 3, userCode: 'u-1', reason: 'duplicate' },
        ],
      }),
  });
  renderScreen(<CouponPage />, {
    at: '/deal/coupon',
    permissions: ['deal:coupon:query', 'deal:coupon:issue'],
  });
  await screen.findByText('Welcome discount');
  await userEvent.click(within(rowOf('Welcome discount')).getByRole('button', { name: 'Issue' }));
  const drawer = (await screen.findByText('Issue coupons of Welcome discount')).closest<HTMLElement>('.arco-drawer')!;
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'User codes' }), 'u-1\nghost\nu-1');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Issue' }));
  await within(drawer).findByText('1 coupon issued, 2 rows refused');
  expect(within(drawer).getByText('Unknown user')).toBeInTheDocument();
  expect(within(drawer).getByText('Listed twice')).toBeInTheDocument();
  const sent = await callsTo(fetchMock, 'POST', '/deal/coupon/1/issue')[0].json();
  expect(sent).toMatchObject({ userCodes: 'u-1\nghost\nu-1', idempotencyKey: expect.any(String) });
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/coupon/1/issue')).toHaveLength(1));
});

it('adds an amount off typed as money, sending its minor units', async () => {
  const fetchMock = serveApi({
    '/deal/coupon/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
    'POST /deal/coupon': () => envelope({ ...template, id: 3, name: 'Autumn', value: 1999 }),
  });
  renderScreen(<CouponPage />, { at: '/deal/coupon', permissions: ['deal:coupon:query', 'deal:coupon:add'] });
  await userEvent.click(await screen.findByRole('button', { name: /New coupon template/ }));
  const drawer = (
    await screen.findByText('New coupon template', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  await userEvent.type(within(drawer).getByLabelText('Name'), 'Autumn');
  await userEvent.type(within(drawer).getByLabelText('Value'), '19.99');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/coupon')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/deal/coupon')[0].json()).toMatchObject({
    name: 'Autumn',
    kind: 'amount',
    value: 1999,
    currency: 'USD',
    validity: 'days',
    validDays: 30,
  });
});

it("shows every template's issued coupons, read from the server without a template", async () => {
  const coupon = {
    id: 9,
    projectCode: 'drama-us',
    templateId: 1,
    templateName: 'Welcome discount',
    kind: 'amount',
    value: 1999,
    currency: 'USD',
    userId: 4,
    userCode: 'u-4',
    state: 'unused',
    issueTime: '2026-08-02T08:00:00Z',
    usedTime: null,
    expireTime: '2026-09-01T08:00:00Z',
    reason: 'Issued by staff',
    operatorName: '',
  };
  const fetchMock = serveApi({
    '/deal/coupon/list': () => envelope({ list: [template], total: 1, pageNum: 1, pageSize: 10 }),
    '/deal/coupon/issued/list': () => envelope({ list: [coupon], total: 1, pageNum: 1, pageSize: 20 }),
  });
  renderScreen(<CouponPage />, { at: '/deal/coupon', permissions: ['deal:coupon:query'] });
  await userEvent.click(await screen.findByRole('button', { name: 'All issued coupons' }));
  const drawer = (
    await screen.findByText('All issued coupons', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  expect(await within(drawer).findByText('u-4')).toBeInTheDocument();
  expect(within(drawer).getByText('System (award)')).toBeInTheDocument();
  expect(
    new URL(callsTo(fetchMock, 'GET', '/deal/coupon/issued/list')[0].url).searchParams.get('templateId'),
  ).toBeNull();
});

describe('the template form', () => {
  async function openNew() {
    const fetchMock = serveApi({
      '/deal/coupon/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
      'POST /deal/coupon': () => envelope({ ...coins, id: 4 }),
    });
    renderScreen(<CouponPage />, { at: '/deal/coupon', permissions: ['deal:coupon:query', 'deal:coupon:add'] });
    await userEvent.click(await screen.findByRole('button', { name: /New coupon template/ }));
    const drawer = (
      await screen.findByText('New coupon template', { selector: '.arco-drawer-header-title' })
    ).closest<HTMLElement>('.arco-drawer')!;
    // its controls are downloaded as drawn
    await within(drawer).findByText('Days after issue');
    await within(drawer).findByText('Valid days', { selector: 'label' });
    return { fetchMock, drawer };
  }
  const labelled = (drawer: HTMLElement, label: string) => within(drawer).queryByText(label, { selector: 'label' });

  it('asks an amount off for its money and currency, and a validity by days for its days only', async () => {
    const { drawer } = await openNew();
    expect(labelled(drawer, 'Currency')).toBeInTheDocument();
    expect(within(drawer).getByText('The amount off in its currency, as 19.99')).toBeInTheDocument();
    expect(labelled(drawer, 'Valid days')).toBeInTheDocument();
    expect(labelled(drawer, 'Valid from')).not.toBeInTheDocument();
    expect(labelled(drawer, 'Valid to')).not.toBeInTheDocument();
  });

  it('asks coins as a whole number with no currency, and a fixed window for both its ends, sending only those', async () => {
    const { fetchMock, drawer } = await openNew();
    await userEvent.click(await within(drawer).findByText('Coins'));
    expect(labelled(drawer, 'Currency')).not.toBeInTheDocument();
    expect(within(drawer).getByText('A whole number of coins')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByText('Fixed window'));
    expect(labelled(drawer, 'Valid days')).not.toBeInTheDocument();
    expect(labelled(drawer, 'Valid from')).toBeInTheDocument();
    expect(labelled(drawer, 'Valid to')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('Name'), 'Coin gift');
    await userEvent.type(within(drawer).getByLabelText('Value'), '100');
    // a window needs its two ends
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Valid from is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Valid to is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/deal/coupon')).toHaveLength(0);
    // back to days: sent without a currency or a window
    await userEvent.click(within(drawer).getByText('Days after issue'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/coupon')).toHaveLength(1));
    const sent = await callsTo(fetchMock, 'POST', '/deal/coupon')[0].json();
    expect(sent).toMatchObject({ name: 'Coin gift', kind: 'coins', value: 100, validity: 'days', validDays: 30 });
    expect(sent).not.toHaveProperty('currency');
    expect(sent).not.toHaveProperty('validFrom');
  });

  it('takes a percentage off from 1 to 100 only', async () => {
    const { fetchMock, drawer } = await openNew();
    await userEvent.click(await within(drawer).findByText('Percentage off'));
    expect(labelled(drawer, 'Currency')).not.toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('Name'), 'Half off');
    await userEvent.type(within(drawer).getByLabelText('Value'), '150');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('A percentage off is 1 to 100')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/deal/coupon')).toHaveLength(0);
    await userEvent.clear(within(drawer).getByLabelText('Value'));
    await userEvent.type(within(drawer).getByLabelText('Value'), '50');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/coupon')).toHaveLength(1));
    expect(await callsTo(fetchMock, 'POST', '/deal/coupon')[0].json()).toMatchObject({ kind: 'percent', value: 50 });
  });
});
