import { createPackages, packageForSale, type PackageInput } from '../../domain/deals';
import { projectRows } from '../../platform/projectRows';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (code: string) =>
  projectRows(t.db, {
    projectCode: code,
    all: false,
    projects: [{ id: 0, code, tenantCode: '', name: code, currency: 'USD' }],
  });
const DAY_MS = 86_400_000;
const base = (more: Partial<PackageInput> = {}): PackageInput => ({
  projectCode: 'drama-us',
  name: 'Domain pack',
  priceMinor: 299,
  currency: 'USD',
  coins: 300,
  platforms: ['web', 'android'],
  countries: ['US'],
  channels: ['card', 'test'],
  ...more,
});

describe('the seed', () => {
  it("gives each project its countries, channels and a dozen packages, each project's to itself", async () => {
    for (const code of ['drama-us', 'drama-sea', 'drama-jp']) {
      const rows = rowsOf(code);
      const packages = await rows.read('deal_package').selectAll().execute();
      expect(packages.length).toBe(12);
      expect(new Set(packages.map((row) => row.currency)).size).toBe(2);
      expect(
        packages
          .filter((row) => row.vip_plan)
          .map((row) => row.vip_plan)
          .sort(),
      ).toEqual(['monthly', 'weekly']);
      expect(packages.filter((row) => row.status === 1)).toHaveLength(1);
      expect(packages.filter((row) => row.sale_end)).toHaveLength(1);
      const channels = await rows.read('deal_payment_channel').select(['code', 'secret']).execute();
      expect(channels.map((channel) => channel.code).sort()).toEqual(['app-store', 'card', 'google-play', 'test']);
      expect(channels.every((channel) => /^[0-9a-f]{64}$/.test(channel.secret))).toBe(true);
      const countries = await rows.read('deal_country').select(['code', 'currency']).execute();
      expect(countries).toEqual(
        expect.arrayContaining([
          { code: 'JP', currency: 'JPY' },
          { code: 'US', currency: 'USD' },
        ]),
      );
    }
    const jpy = await rowsOf('drama-jp').read('deal_package').selectAll().where('currency', '=', 'JPY').execute();
    expect(jpy.map((row) => Number(row.price_minor))).toContain(160);
  });
});

describe('createPackages and packageForSale', () => {
  it('creates packages with their countries and channels, and sells one only where and while it is for sale', async () => {
    const rows = rowsOf('drama-us');
    const now = new Date();
    const [open, later, off] = await createPackages(
      rows,
      [
        base(),
        base({ name: 'Later pack', saleStart: new Date(now.getTime() + DAY_MS).toISOString() }),
        base({ name: 'Off pack', status: 1 }),
      ],
      { id: 1, username: 'admin', name: 'Admin', allProjects: true },
    );
    expect(open).toMatchObject({ name: 'Domain pack', price_minor: 299, create_by: 'Admin' });
    const sale = await packageForSale(rows, open.id, { platform: 'web', country: 'US', now });
    expect(sale.channels).toEqual(['card', 'test']);
    const refused = async (id: number, platform: string, country: string) =>
      packageForSale(rows, id, { platform, country, now }).then(
        () => null,
        (error: { statusCode: number; message: string }) => [error.statusCode, error.message],
      );
    expect(await refused(open.id, 'ios', 'US')).toEqual([409, expect.stringMatching(/not sold on ios/)]);
    expect(await refused(open.id, 'web', 'JP')).toEqual([409, expect.stringMatching(/not sold in JP/)]);
    expect(await refused(later.id, 'web', 'US')).toEqual([409, expect.stringMatching(/not on sale before/)]);
    expect(await refused(off.id, 'web', 'US')).toEqual([409, expect.stringMatching(/off sale/)]);
    // another project's package is not there at all
    expect(await refused(open.id, 'web', 'US').then(() => refusedIn('drama-jp', open.id))).toEqual(404);
  });

  it('stops selling when the window ends, and offers only the channels that are open', async () => {
    const rows = rowsOf('drama-us');
    const now = new Date();
    const [ended, open] = await createPackages(
      rows,
      [
        base({
          name: 'Ended pack',
          saleStart: new Date(now.getTime() - 3 * DAY_MS).toISOString(),
          saleEnd: new Date(now.getTime() - DAY_MS).toISOString(),
        }),
        base({ name: 'Open pack', channels: ['card', 'test'] }),
      ],
      null,
    );
    await expect(packageForSale(rows, ended.id, { platform: 'web', country: 'US', now })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/was on sale until/),
    });
    await rows.update('deal_payment_channel').set({ status: 1 }).where('code', '=', 'test').execute();
    try {
      expect((await packageForSale(rows, open.id, { platform: 'web', country: 'US', now })).channels).toEqual(['card']);
    } finally {
      await rows.update('deal_payment_channel').set({ status: 0 }).where('code', '=', 'test').execute();
    }
  });

  it('refuses a whole batch when one package is wrong, naming its place and field', async () => {
    const rows = rowsOf('drama-us');
    await expect(
      createPackages(rows, [base({ name: 'Batch ok' }), base({ name: 'Batch bad', priceMinor: 2.5 })], null),
    ).rejects.toMatchObject({ statusCode: 400, errors: [{ field: 'packages[1].priceMinor' }] });
    await expect(createPackages(rows, [base({ currency: 'XYZ' })], null)).rejects.toMatchObject({
      errors: [{ field: 'currency' }],
    });
    await expect(
      createPackages(rows, [base({ platforms: ['ios'], channels: ['app-store'] })], null),
    ).rejects.toMatchObject({ errors: [{ field: 'appStoreProductId' }] });
    await expect(createPackages(rows, [base({ countries: ['ZZ'] })], null)).rejects.toMatchObject({
      errors: [{ field: 'countries' }],
    });
  });
});

async function refusedIn(code: string, id: number) {
  return packageForSale(rowsOf(code), id, { platform: 'web', country: 'US', now: new Date() }).then(
    () => 200,
    (error: { statusCode: number }) => error.statusCode,
  );
}
