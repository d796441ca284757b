import { Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { ODDS_TOTAL, percentOf } from './drawprizeApi';

/** The odds' sum: green at exactly 100.00%, red with the current sum otherwise. */
export function OddsSum({ bp }: { bp: number }) {
  const t = useT();
  const whole = bp === ODDS_TOTAL;
  return (
    <Tag color={whole ? 'green' : 'red'} data-testid="odds-sum">
      {whole ? percentOf(bp) : t('drawprize.sum.off', { sum: percentOf(bp) })}
    </Tag>
  );
}
