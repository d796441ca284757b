import { Button, InputNumber, Select, Space, Table } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { COMMON_CURRENCIES } from '@backoffice/shared/list';

/** A step as the api takes it: its prices a list of { currency, priceMinor }. */
export interface Step {
  coins: number;
  bonusCoins?: number;
  prices: { currency: string; priceMinor: number }[];
}
/** A step as the table edits it: a price by currency. */
interface Row {
  coins: number;
  bonusCoins?: number;
  prices: Record<string, number>;
}
const rowOf = (step: Step): Row => ({
  ...step,
  prices: Object.fromEntries(step.prices.map((price) => [price.currency, price.priceMinor])),
});
const stepOf = (row: Row): Step => ({
  ...row,
  prices: Object.entries(row.prices).map(([currency, priceMinor]) => ({ currency, priceMinor })),
});

/** The currencies a ladder prices, in the order its first step names them. */
const currenciesOf = (steps: Row[]) => [...new Set(steps.flatMap((step) => Object.keys(step.prices)))];

/**
 * A price ladder as a table: a row a step (its coins and bonus coins), a column a currency
 * (each price in that currency's minor units: 199 for 1.99 USD, 300 for 300 JPY).
 */
export function LadderInput({ value = [], onChange }: { value?: Step[]; onChange?(steps: Step[]): void }) {
  const t = useT();
  const steps = value.map(rowOf);
  const currencies = currenciesOf(steps);
  const set = (next: Row[]) => onChange?.(next.map(stepOf));
  const setStep = (index: number, step: Row) => set(steps.map((old, at) => (at === index ? step : old)));
  const setCurrencies = (chosen: string[]) =>
    set(
      steps.map((step) => ({
        ...step,
        prices: Object.fromEntries(chosen.map((currency) => [currency, step.prices[currency] ?? 0])),
      })),
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        mode="multiple"
        allowCreate
        aria-label={t('fastpackagetemplate.currencies')}
        placeholder={t('fastpackagetemplate.currencies')}
        value={currencies}
        options={COMMON_CURRENCIES}
        onChange={(chosen: string[]) => setCurrencies(chosen.map((currency) => currency.toUpperCase()))}
      />
      <Table
        rowKey={(step) => String(steps.indexOf(step))}
        size="small"
        pagination={false}
        data={steps}
        columns={[
          {
            title: t('fastpackagetemplate.coins'),
            render: (_: unknown, step: Row, index: number) => (
              <InputNumber
                aria-label={`${t('fastpackagetemplate.coins')} ${index + 1}`}
                min={0}
                precision={0}
                value={step.coins}
                onChange={(coins) => setStep(index, { ...step, coins: coins ?? 0 })}
              />
            ),
          },
          {
            title: t('fastpackagetemplate.bonusCoins'),
            render: (_: unknown, step: Row, index: number) => (
              <InputNumber
                aria-label={`${t('fastpackagetemplate.bonusCoins')} ${index + 1}`}
                min={0}
                precision={0}
                value={step.bonusCoins ?? 0}
                onChange={(bonusCoins) => setStep(index, { ...step, bonusCoins: bonusCoins ?? 0 })}
              />
            ),
          },
          ...currencies.map((currency) => ({
            title: t('fastpackagetemplate.price', { currency }),
            render: (_: unknown, step: Row, index: number) => (
              <InputNumber
                aria-label={`${currency} ${index + 1}`}
                min={0}
                precision={0}
                value={step.prices[currency]}
                onChange={(price) => setStep(index, { ...step, prices: { ...step.prices, [currency]: price ?? 0 } })}
              />
            ),
          })),
          {
            title: '',
            render: (_: unknown, _step: Row, index: number) => (
              <Button size="mini" status="danger" onClick={() => set(steps.filter((_old, at) => at !== index))}>
                {t('fastpackagetemplate.removeStep')}
              </Button>
            ),
          },
        ]}
      />
      <Button
        size="small"
        onClick={() =>
          set([...steps, { coins: 0, bonusCoins: 0, prices: Object.fromEntries(currencies.map((c) => [c, 0])) }])
        }
      >
        {t('fastpackagetemplate.addStep')}
      </Button>
    </Space>
  );
}
