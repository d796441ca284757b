// Demo quick templates: one price ladder a project over the countries the packages' seed gave
// it, priced in each of their currencies (a price ladder in USD cents, converted roughly and
// rounded to each currency's own digits), and applied never.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { currencyDigits } from '../../domain/deals';

/** About what one US dollar buys, to price a demo ladder in other currencies. */
const PER_USD: Record<string, number> = {
  USD: 1,
  CAD: 1.4,
  GBP: 0.8,
  AUD: 1.5,
  SGD: 1.35,
  MYR: 4.5,
  THB: 35,
  IDR: 16000,
  PHP: 58,
  VND: 25000,
  JPY: 150,
  BRL: 5.5,
};
const LADDER = [
  { coins: 100, usdCents: 99 },
  { coins: 500, usdCents: 499, bonusCoins: 50 },
  { coins: 1000, usdCents: 999, bonusCoins: 150 },
];

export async function seedDealFastpackagetemplate(
  db: Kysely<Database>,
  projects: readonly { code: string }[],
): Promise<number> {
  let made = 0;
  for (const { code } of projects) {
    const countries = await db
      .selectFrom('deal_country')
      .select(['code', 'currency'])
      .where('project_code', '=', code)
      .orderBy('id')
      .limit(4)
      .execute();
    const channels = await db
      .selectFrom('deal_payment_channel')
      .select('code')
      .where('project_code', '=', code)
      .where('provider', 'in', ['card', 'test'])
      .execute();
    if (!countries.length || !channels.length) continue;
    const currencies = [...new Set(countries.map((country) => country.currency))];
    const steps = LADDER.map(({ coins, usdCents, bonusCoins = 0 }) => ({
      coins,
      bonusCoins,
      prices: currencies.map((currency) => {
        // whole units of the currency, then its minor units (integers all the way)
        const whole = Math.max(1, Math.round((usdCents / 100) * (PER_USD[currency] ?? 1)));
        return { currency, priceMinor: whole * 10 ** currencyDigits(currency) - (currencyDigits(currency) ? 1 : 0) };
      }),
    }));
    await db
      .insertInto('deal_fastpackagetemplate')
      .values({
        project_code: code,
        name: 'Standard coin ladder',
        platforms: ['web'],
        countries: countries.map((country) => country.code),
        channels: channels.map((channel) => channel.code),
        steps: JSON.stringify(steps),
        remark: 'Three steps in every currency of the first countries',
      })
      .execute();
    made += 1;
  }
  return made;
}
