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
