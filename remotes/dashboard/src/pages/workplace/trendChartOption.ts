import type { WorkplaceFigures } from './workplaceApi';

// One colour a measure, in both themes: its complete days and today share it.
const COLOURS = { amount: '#3c7eff', orders: '#14c9c9' };

/**
 * The echarts option of the 14-day top-up chart: amounts in major units, orders on a second
 * axis. The last day is today, still under way: drawn dashed from yesterday and named "so
 * far" in the tooltip, so a day that has just begun reads as partial, not as a fall.
 */
export function trendChartOption(
  trend: WorkplaceFigures['topUpTrend'],
  labels: { amount: string; orders: string; soFar: string },
  formatAmount: (amountMinor: number) => string,
  formatAxisAmount: (amountMinor: number) => string = formatAmount,
) {
  const today = trend.length - 1;
  const complete = (values: number[]) => values.map((value, index) => (index < today ? value : null));
  const underWay = (values: number[]) => values.map((value, index) => (index >= today - 1 ? value : null));
  const amounts = trend.map((day) => day.amountMinor);
  const orders = trend.map((day) => day.orders);
  const amountLine = { name: labels.amount, type: 'line', smooth: true, color: COLOURS.amount };
  const ordersLine = { name: labels.orders, type: 'line', smooth: true, yAxisIndex: 1, color: COLOURS.orders };
  return {
    tooltip: {
      trigger: 'axis',
      formatter: (params: { seriesIndex: number; dataIndex: number; axisValue: string; marker: string }[]) => {
        const index = params[0]?.dataIndex ?? 0;
        // a day is in one line of each measure (yesterday in both: listed once)
        const measures = [...new Map(params.map((point) => [point.seriesIndex % 2, point])).values()];
        return [
          index === today ? `${params[0]?.axisValue} · ${labels.soFar}` : params[0]?.axisValue,
          ...measures.map((point) => {
            const day = trend[point.dataIndex];
            const amount = point.seriesIndex % 2 === 0;
            return `${point.marker}${amount ? labels.amount : labels.orders}: ${amount ? formatAmount(day.amountMinor) : String(day.orders)}`;
          }),
        ].join('<br/>');
      },
    },
    legend: { data: [labels.amount, labels.orders], top: 0 },
    grid: { left: 16, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: trend.map((day) => day.date.slice(5)), boundaryGap: false },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (value: number) => formatAxisAmount(Math.round(value)) } },
      { type: 'value', splitLine: { show: false } },
    ],
    // complete days solid (amounts, orders), then today dashed (amounts, orders)
    series: [
      { ...amountLine, areaStyle: { opacity: 0.15 }, data: complete(amounts) },
      { ...ordersLine, data: complete(orders) },
      { ...amountLine, lineStyle: { type: 'dashed' }, areaStyle: { opacity: 0.06 }, data: underWay(amounts) },
      { ...ordersLine, lineStyle: { type: 'dashed' }, data: underWay(orders) },
    ],
  };
}
