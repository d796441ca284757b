import { formatCompactNumber } from './compactNumber';
import { formatMoney, formatMoneyCompact } from './money';
import { weightedScore } from './score';

describe('formatCompactNumber (the "k" rule)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1050, '1.1k'],
    [12345, '12.3k'],
    [999_949, '999.9k'],
    [1_234_567, '1234.6k'],
    [-1500, '-1.5k'],
    [-999, '-999'],
  ])('%p → %p', (value, shown) => {
    expect(formatCompactNumber(value)).toBe(shown);
  });
});

describe('formatMoney', () => {
  it('splits minor units exactly, whatever the size', () => {
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatMoney(-5, 'USD', 'en-US')).toBe('-$0.05');
    expect(formatMoney(123456789, 'USD', 'en-US')).toBe('$1,234,567.89');
    // beyond float precision: 2^53 + 1 cents
    expect(formatMoney(9007199254740993n, 'USD', 'en-US')).toBe('$90,071,992,547,409.93');
    expect(formatMoney('9007199254740993', 'USD', 'en-US')).toBe('$90,071,992,547,409.93');
  });

  it("uses the currency's own number of minor digits", () => {
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(1234, 'KWD', 'en-US')).toBe('KWD\u00a01.234');
  });

  it('lays the amount out the way the language does', () => {
    expect(formatMoney(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney(123456, 'CNY', 'zh-CN')).toBe('¥1,234.56');
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(() => formatMoney(19.99, 'USD', 'en-US')).toThrow(RangeError);
    expect(() => formatMoney('12.5', 'USD', 'en-US')).toThrow(RangeError);
  });
});

describe('formatMoneyCompact', () => {
  it('applies the "k" rule to the major amount', () => {
    expect(formatMoneyCompact(99_900, 'USD', 'en-US')).toBe('$999.00');
    expect(formatMoneyCompact(100_000, 'USD', 'en-US')).toBe('$1.0k');
    expect(formatMoneyCompact(1_234_567, 'USD', 'en-US')).toBe('$12.3k');
    expect(formatMoneyCompact(1_235_000, 'USD', 'en-US')).toBe('$12.4k'); // half up
    expect(formatMoneyCompact(99_999, 'USD', 'en-US')).toBe('$1.0k'); // $999.99 is over 999
    expect(formatMoneyCompact(-1_234_567, 'USD', 'en-US')).toBe('-$12.3k');
    expect(formatMoneyCompact(1_250_000, 'JPY', 'en-US')).toBe('¥1,250.0k');
    expect(formatMoneyCompact(1_234_567, 'EUR', 'de-DE')).toBe('12,3k\u00a0€');
  });
});

it('scores 0.8 × a − b + 5 % of b + c', () => {
  expect(weightedScore(100, 20, 3)).toBeCloseTo(80 - 20 + 1 + 3);
  expect(weightedScore(0, 100, 0)).toBeCloseTo(-95);
});
