import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import locale from './locale';
import FastPackageTemplatePage from '.';

const template = {
  id: 1,
  projectCode: 'drama-us',
  name: 'Standard coin ladder',
  platforms: ['web'],
  countries: ['US', 'JP'],
  channels: ['card'],
  steps: [
    {
      coins: 100,
      bonusCoins: 0,
      prices: [
        { currency: 'USD', priceMinor: 99 },
        { currency: 'JPY', priceMinor: 150 },
      ],
    },
    {
      coins: 500,
      bonusCoins: 50,
      prices: [
        { currency: 'USD', priceMinor: 499 },
        { currency: 'JPY', priceMinor: 750 },
      ],
    },
  ],
  productPrefix: '',
  remark: '',
  appliedCount: 0,
  appliedTime: null,
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-08-01T08:00:00Z',
};
const planned = (coins: number, priceMinor: number, currency: string, countries: string[]) => ({
  name: `Standard coin ladder · ${coins} coins (${currency})`,
  priceMinor,
  currency,
  coins,
  bonusCoins: 0,
  platforms: ['web'],
  countries,
  channels: ['card'],
  appStoreProductId: '',
  googlePlayProductId: '',
});

beforeAll(() =>
  registerMessages({ 'en-US': { ...locale['en-US'], 'menu.deal.fastpackagetemplate': 'Quick package templates' } }),
);

const api = (apply: () => Response) =>
  serveApi({
    '/deal/fastpackagetemplate/list': () => envelope({ list: [template], total: 1, pageNum: 1, pageSize: 10 }),
    '/deal/fastpackagetemplate/options': () => envelope({ countries: [], channels: [] }),
    '/deal/fastpackagetemplate/1/preview': () =>
      envelope({ packages: [planned(100, 99, 'USD', ['US']), planned(100, 150, 'JPY', ['JP'])] }),
    'POST /deal/fastpackagetemplate/1/apply': apply,
  });

it('previews the packages a template creates, priced in their own currencies, and applies them', async () => {
  const fetchMock = api(() =>
    envelope({
      created: [
        { id: 31, name: 'a', priceMinor: 99, currency: 'USD' },
        { id: 32, name: 'b', priceMinor: 150, currency: 'JPY' },
      ],
    }),
  );
  renderScreen(<FastPackageTemplatePage />, {
    at: '/deal/fastpackagetemplate',
    permissions: ['deal:fastpackagetemplate:query', 'deal:fastpackagetemplate:apply'],
  });
  await screen.findByText('Standard coin ladder');
  expect(rowOf('Standard coin ladder')).toHaveTextContent('2 steps');
  await userEvent.click(within(rowOf('Standard coin ladder')).getByRole('button', { name: 'Preview' }));
  const drawer = (await screen.findByText('Packages Standard coin ladder creates')).closest<HTMLElement>(
    '.arco-drawer',
  )!;
  expect(await within(drawer).findByText('$0.99')).toBeInTheDocument();
  // JPY has no minor digits: 150 is ¥150
  expect(within(drawer).getByText('¥150')).toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Create 2 packages' }));
  await within(drawer).findByText(/2 packages created, off sale/);
  expect(callsTo(fetchMock, 'POST', '/deal/fastpackagetemplate/1/apply')).toHaveLength(1);
});

it('says which package the api refused, and offers no apply without the permission', async () => {
  serveApi({
    '/deal/fastpackagetemplate/list': () => envelope({ list: [template], total: 1, pageNum: 1, pageSize: 10 }),
    '/deal/fastpackagetemplate/options': () => envelope({ countries: [], channels: [] }),
    '/deal/fastpackagetemplate/1/preview': () =>
      new Response(
        JSON.stringify({
          code: 400,
          message: 'appStoreProductId is needed',
          data: null,
          errors: [
            {
              field: 'packages[0].appStoreProductId',
              message: 'is needed to sell on iOS through the App Store',
              rule: 'required',
            },
          ],
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
  });
  renderScreen(<FastPackageTemplatePage />, {
    at: '/deal/fastpackagetemplate',
    permissions: ['deal:fastpackagetemplate:query'],
  });
  await screen.findByText('Standard coin ladder');
  await userEvent.click(within(rowOf('Standard coin ladder')).getByRole('button', { name: 'Preview' }));
  const drawer = (await screen.findByText('Packages Standard coin ladder creates')).closest<HTMLElement>(
    '.arco-drawer',
  )!;
  await within(drawer).findByText('A package would be refused');
  expect(within(drawer).getByText(/packages\[0\]\.appStoreProductId/)).toBeInTheDocument();
  await waitFor(() => expect(within(drawer).queryByRole('button', { name: /Create/ })).not.toBeInTheDocument());
});
