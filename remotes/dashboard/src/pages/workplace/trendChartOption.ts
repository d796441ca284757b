import type { WorkplaceFigures } from './workplaceApi';

/** The echarts option of the 14-day top-up chart: amounts in major units, orders on a second axis. */
export function trendChartOption(
  trend: WorkplaceFigures['topUpTrend'],
  labels: { amount: string; orders: string },
  formatAmount: (amountMinor: number) => string,
  formatAxisAmount: (amountMinor: number) => string = formatAmount,
) {
  return {
    tooltip: {
      trigger: 'axis',
      formatter: (params: { seriesIndex: number; dataIndex: number; axisValue: string; marker: string }[]) =>
        [params[0]?.axisValue, ...params.map((point) => {
          const day = trend[point.dataIndex];
          const value = point.seriesIndex === 0 ? formatAmount(day.amountMinor) : String(day.orders);
          return `${point.marker}${point.seriesIndex === 0 ? labels.amount : labels.orders}: ${value}`;
        })].join('<br/>'),
    },
    legend: { data: [labels.amount, labels.orders], top: 0 },
    grid: { left: 16, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: trend.map((day) => day.date.slice(5)), boundaryGap: false },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (value: number) => formatAxisAmount(Math.round(value)) } },
      { type: 'value', splitLine: { show: false } },
    ],
    series: [
      { name: labels.amount, type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: trend.map((day) => day.amountMinor) },
      { name: labels.orders, type: 'line', smooth: true, yAxisIndex: 1, data: trend.map((day) => day.orders) },
    ],
  };
}
