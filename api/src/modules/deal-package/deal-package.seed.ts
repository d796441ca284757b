// Demo payment packages: each project's countries (its market and a few more, each with its own
// currency), its payment channels (a card provider, the two stores, a test provider, each with a
// secret its callbacks are signed with) and a dozen packages: a coin ladder in two currencies, a
// weekly and a monthly VIP plan, one off sale and one on sale for a few days only. Written through
// createPackages, so the demo packages pass the checks a staff member's would.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Random } from '../../db/seed/random';
import { createPackages, type PackageInput } from '../../domain/deals';
import { projectRows } from '../../platform/projectRows';

const DAY_MS = 86_400_000;

/** ISO 3166-1 code → name, currency */
const COUNTRIES: Record<string, { name: string; currency: string }> = {
  US: { name: 'United States', currency: 'USD' },
  CA: { name: 'Canada', currency: 'CAD' },
  GB: { name: 'United Kingdom', currency: 'GBP' },
  AU: { name: 'Australia', currency: 'AUD' },
  SG: { name: 'Singapore', currency: 'SGD' },
  MY: { name: 'Malaysia', currency: 'MYR' },
  TH: { name: 'Thailand', currency: 'THB' },
  ID: { name: 'Indonesia', currency: 'IDR' },
  PH: { name: 'Philippines', currency: 'PHP' },
  VN: { name: 'Vietnam', currency: 'VND' },
  JP: { name: 'Japan', currency: 'JPY' },
  BR: { name: 'Brazil', currency: 'BRL' },
};

/** Each project's market, then a few countries it also sells in; its ladder's two currencies (the market's first). */
const MARKETS: Record<string, { countries: string[]; currencies: [string, string] }> = {
  'drama-us': { countries: ['US', 'CA', 'GB', 'AU', 'BR', 'JP', 'TH'], currencies: ['USD', 'BRL'] },
  'drama-sea': { countries: ['SG', 'MY', 'TH', 'ID', 'PH', 'VN', 'US', 'JP', 'BR'], currencies: ['THB', 'USD'] },
  'drama-jp': { countries: ['JP', 'US', 'BR', 'TH'], currencies: ['JPY', 'USD'] },
};
const OTHER_MARKET = MARKETS['drama-us'];

/** The flag emoji of an ISO 3166-1 code: its two regional indicator letters. */
export const flagOf = (code: string) =>
  String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

export const DEMO_CHANNELS = [
  { code: 'card', name: 'Card', icon: '💳', provider: 'card', sort: 10 },
  { code: 'app-store', name: 'App Store', icon: '🍏', provider: 'app_store', sort: 20 },
  { code: 'google-play', name: 'Google Play', icon: '▶️', provider: 'google_play', sort: 30 },
  { code: 'test', name: 'Test provider', icon: '🧪', provider: 'test', sort: 90 },
] as const;

/** The coin ladder: coins, bonus coins, the price in each currency (minor units). */
const LADDER = [
  { coins: 100, bonus: 0, price: { USD: 99, BRL: 490, THB: 3500, JPY: 160 } },
  { coins: 500, bonus: 50, price: { USD: 499, BRL: 2490, THB: 17900, JPY: 800 } },
  { coins: 1000, bonus: 150, price: { USD: 999, BRL: 4990, THB: 35000, JPY: 1600 } },
  { coins: 2000, bonus: 400, price: { USD: 1999, BRL: 9990, THB: 69900, JPY: 3000 } },
  { coins: 5000, bonus: 1200, price: { USD: 4999, BRL: 24990, THB: 179900, JPY: 8000 } },
] as const;
type Currency = keyof (typeof LADDER)[number]['price'];

/** A secret as a provider would issue one: 32 random bytes in hex. */
const secretOf = (random: Random) =>
  Array.from({ length: 32 }, () => random.int(0, 255).toString(16).padStart(2, '0')).join('');

/** Writes the countries, channels and packages of `projectCode`; answers how many packages. */
export async function seedPackages(db: Kysely<Database>, random: Random, projectCode: string, now: Date) {
  const market = MARKETS[projectCode] ?? OTHER_MARKET;
  const rows = projectRows(db, {
    projectCode,
    all: false,
    projects: [{ id: 0, code: projectCode, tenantCode: '', name: projectCode, currency: market.currencies[0] }],
  });
  await rows
    .add(
      'deal_country',
      market.countries.map((code) => ({
        project_code: projectCode,
        code,
        name: COUNTRIES[code].name,
        icon: flagOf(code),
        currency: COUNTRIES[code].currency,
      })),
    )
    .execute();
  await rows
    .add(
      'deal_payment_channel',
      DEMO_CHANNELS.map((channel) => ({ ...channel, project_code: projectCode, secret: secretOf(random) })),
    )
    .execute();

  const [home, second] = market.currencies as [Currency, Currency];
  // a currency's countries: those that pay in it; the home currency also where no ladder is in theirs
  const countriesIn = (currency: string) =>
    market.countries.filter(
      (code) =>
        COUNTRIES[code].currency === currency ||
        (currency === home && !market.currencies.includes(COUNTRIES[code].currency)),
    );
  const slug = projectCode.replace(/^drama-/, '');
  const product = (name: string) => ({
    appStoreProductId: `com.drama.${slug}.${name}`,
    googlePlayProductId: `com.drama.${slug}.${name}`,
  });
  const allChannels = DEMO_CHANNELS.map((channel) => channel.code);
  const sale = (currency: Currency, tier: number, sort: number): PackageInput => {
    const step = LADDER[tier];
    const price = step.price[currency];
    return {
      projectCode,
      name: `${(step.coins + step.bonus).toLocaleString('en-US')} coins`,
      priceMinor: price,
      currency,
      // the bigger packs are a saving against a list price a quarter higher
      listPriceMinor: tier >= 2 ? Math.floor((price * 5) / 4) : null,
      // the second step at half price for a user's first purchase
      firstPriceMinor: tier === 1 ? Math.floor(price / 2) : null,
      coins: step.coins,
      bonusCoins: step.bonus,
      platforms: ['ios', 'android', 'web'],
      countries: countriesIn(currency),
      channels: allChannels,
      ...product(`coins_${step.coins}_${currency.toLowerCase()}`),
      sort,
    };
  };
  const vip = (plan: 'weekly' | 'monthly'): PackageInput => {
    const weekly = plan === 'weekly';
    const price = weekly
      ? { USD: 499, BRL: 2490, THB: 17900, JPY: 800 }
      : { USD: 1499, BRL: 7490, THB: 49900, JPY: 2400 };
    return {
      projectCode,
      name: weekly ? 'VIP weekly' : 'VIP monthly',
      priceMinor: price[home],
      currency: home,
      listPriceMinor: weekly ? null : price[home] + Math.floor(price[home] / 3),
      coins: 0,
      vipDays: weekly ? 7 : 30,
      vipPlan: plan,
      // a subscription renews through the stores and the card provider
      platforms: ['ios', 'android', 'web'],
      countries: countriesIn(home),
      channels: allChannels,
      ...product(`vip_${plan}`),
      sort: weekly ? 100 : 110,
    };
  };
  const bodies: PackageInput[] = [
    ...LADDER.map((_, tier) => sale(home, tier, 10 + tier * 10)),
    ...[0, 2, 4].map((tier) => sale(second, tier, 60 + tier * 10)),
    vip('weekly'),
    vip('monthly'),
    {
      ...sale(home, 0, 200),
      name: 'Starter pack',
      bonusCoins: 20,
      status: 1,
      remark: 'Replaced by the 100 coins pack',
      ...product('starter'),
    },
    {
      ...sale(home, 3, 5),
      name: 'Weekend special',
      bonusCoins: 1000,
      // on sale from two days ago for a week
      saleStart: new Date(now.getTime() - 2 * DAY_MS).toISOString(),
      saleEnd: new Date(now.getTime() + 5 * DAY_MS).toISOString(),
      remark: 'Double bonus for the weekend',
      platforms: ['android', 'web'],
      channels: ['card', 'google-play', 'test'],
      ...product('weekend_special'),
    },
  ];
  const created = await createPackages(rows, bodies, null);
  // made over the last months, the ladder first
  for (const [index, row] of created.entries()) {
    const made = new Date(now.getTime() - (120 - index * 8 - random.int(0, 5)) * DAY_MS);
    await rows.update('deal_package').set({ create_time: made, update_time: made }).where('id', '=', row.id).execute();
  }
  return created.length;
}
