import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import locale from './locale';
import PackageAwardPage from '.';

const award = {
  id: 1,
  projectCode: 'drama-us',
  packageId: 7,
  packageName: 'Starter pack',
  kind: 'coupon',
  coins: null,
  couponTemplateId: 3,
  couponTemplateName: 'Welcome discount',
  badgeCode: null,
  firstPurchaseOnly: true,
  startTime: null,
  endTime: null,
  status: 0,
  remark: '',
  granted: 4,
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-08-01T08:00:00Z',
};

beforeAll(() => registerMessages({ 'en-US': { ...locale['en-US'], 'menu.deal.package-award': 'Package awards' } }));

it('lists the awards with their package and template, and adds bonus coins through the form', async () => {
  const fetchMock = serveApi({
    '/deal/package-award/list': () => envelope({ list: [award], total: 1, pageNum: 1, pageSize: 10 }),
    '/deal/package-award/options': () =>
      envelope({
        packages: [{ id: 7, name: 'Starter pack' }],
        couponTemplates: [{ id: 3, name: 'Welcome discount', status: 0 }],
      }),
    'POST /deal/package-award': () => envelope({ ...award, id: 2, kind: 'coins', coins: 100 }),
  });
  renderScreen(<PackageAwardPage />, {
    at: '/deal/package-award?packageId=7',
    permissions: ['deal:package-award:query', 'deal:package-award:add'],
  });
  await screen.findByText('Welcome discount');
  // the list is filtered by package on the server, chosen by name
  expect(new URL(callsTo(fetchMock, 'GET', '/deal/package-award/list')[0].url).searchParams.get('packageId')).toBe('7');
  expect(rowOf('Welcome discount')).toHaveTextContent('Starter pack');
  expect(rowOf('Welcome discount')).toHaveTextContent('Yes');

  await userEvent.click(screen.getByRole('button', { name: /New package award/ }));
  const drawer = (
    await screen.findByText('New package award', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  const pack = within(drawer).getByText('Package', { selector: 'label' }).closest('.arco-form-item')!;
  fireEvent.click(pack.querySelector('.arco-select-view')!);
  const option = await waitFor(() => {
    const found = screen.getAllByRole('option', { hidden: true }).find((item) => item.textContent === 'Starter pack');
    if (!found) throw new Error('no Starter pack option yet');
    return found;
  });
  fireEvent.click(option);
  await userEvent.type(within(drawer).getByLabelText('Coins'), '100');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/deal/package-award')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/deal/package-award')[0].json()).toMatchObject({
    packageId: 7,
    kind: 'coins',
    coins: 100,
    firstPurchaseOnly: false,
  });
});
