import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { selectSettings, useAppSelector } from '@backoffice/shared';

// Only what this chart draws: echarts whole would triple the page's download.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export function TopUpTrendChart({ option }: { option: object }) {
  const element = useRef<HTMLDivElement>(null);
  const { theme } = useAppSelector(selectSettings);

  useEffect(() => {
    if (!element.current) return undefined;
    const chart = echarts.init(element.current, theme === 'dark' ? 'dark' : undefined);
    chart.setOption({ backgroundColor: 'transparent', ...option });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option, theme]);

  return <div ref={element} style={{ height: 320 }} data-testid="top-up-trend-chart" />;
}
