import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { selectSettings, useAppSelector, useT } from '@backoffice/shared';
import type { Simulation } from './drawprizeApi';

// Only what this chart draws: echarts whole would triple the page's download.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Expected vs drawn vs given counts per prize, as bars. */
export function SimulationChart({ simulation }: { simulation: Simulation }) {
  const element = useRef<HTMLDivElement>(null);
  const { theme } = useAppSelector(selectSettings);
  const t = useT();

  useEffect(() => {
    if (!element.current) return undefined;
    const chart = echarts.init(element.current, theme === 'dark' ? 'dark' : undefined);
    const series = (name: string, key: 'expected' | 'drawn' | 'given') => ({
      name,
      type: 'bar' as const,
      data: simulation.prizes.map((prize) => prize[key]),
    });
    chart.setOption({
      backgroundColor: 'transparent',
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 60, right: 20, bottom: 60, top: 40 },
      xAxis: {
        type: 'category',
        data: simulation.prizes.map((prize) => prize.name),
        axisLabel: { interval: 0, rotate: 20 },
      },
      yAxis: { type: 'value' },
      series: [
        series(t('drawprize.sim.expected'), 'expected'),
        series(t('drawprize.sim.drawn'), 'drawn'),
        series(t('drawprize.sim.given'), 'given'),
      ],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [simulation, theme, t]);

  return <div ref={element} style={{ height: 320 }} data-testid="simulation-chart" />;
}
