import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import {
  AppProviders,
  createAppStore,
  projectSelected,
  registerMessages,
  setLocale,
  userInfoLoaded,
} from '@backoffice/shared';
import { envelope, installFetch, jsonAnswer, requests, untranslatedTexts, userInfo } from '@backoffice/shared/testing';
import { dashboardMessages } from '../../locale';
import WorkplacePage from '.';
import { trendChartOption } from './trendChartOption';

// echarts needs a canvas, which jsdom lacks: the chart itself is checked in the browser suite.
jest.mock('./TopUpTrendChart', () => ({
  TopUpTrendChart: () => <div data-testid="top-up-trend-chart" />,
}));

const figures = {
  dramaCount: 50,
  userCount: 12345,
  newUsersToday: 6,
  paidOrdersToday: 43,
  topUpToday: { amountMinor: 29057, currency: 'USD' },
  topUpTrend: [
    { date: '2026-11-20', amountMinor: 41000, orders: 41 },
    { date: '2026-11-21', amountMinor: 29057, orders: 43 },
  ],
  currency: 'USD',
};

function renderWorkplace({ allProjects = false } = {}) {
  registerMessages(dashboardMessages);
  setLocale('en-US');
  const store = createAppStore();
  store.dispatch(userInfoLoaded(userInfo({ allProjects })));
  if (allProjects) store.dispatch(projectSelected('all'));
  render(
    <AppProviders store={store}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <WorkplacePage />
      </MemoryRouter>
    </AppProviders>,
  );
}

it("shows the current project's figures, money formatted from minor units", async () => {
  const fetchMock = installFetch(envelope(figures));
  renderWorkplace();
  expect(await screen.findByText('$290.57')).toBeInTheDocument();
  expect(screen.getByText('Dramas')).toBeInTheDocument();
  expect(screen.getByText('12,345')).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Mia Chen')).toBeInTheDocument();
  expect(await screen.findByTestId('top-up-trend-chart')).toBeInTheDocument(); // its own chunk, after the figures
  const [call] = requests(fetchMock);
  expect(new URL(call.url).pathname).toBe('/admin-api/dashboard/workplace');
  expect(new URL(call.url).searchParams.get('projectCode')).toBe('dramabox');
});

it('says there were no top-ups instead of drawing an empty chart', async () => {
  installFetch(
    envelope({ ...figures, topUpTrend: figures.topUpTrend.map((day) => ({ ...day, amountMinor: 0, orders: 0 })) }),
  );
  renderWorkplace();
  expect(await screen.findByText('No top-ups in the last 14 days')).toBeInTheDocument();
  expect(screen.queryByTestId('top-up-trend-chart')).not.toBeInTheDocument();
});

it('retries once after a server error and then shows the figures', async () => {
  const fetchMock = installFetch(
    jsonAnswer({ code: 500, message: 'Internal error, please try again', data: null }, 500),
    envelope(figures),
  );
  renderWorkplace();
  expect(await screen.findByText('$290.57', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('shows the error state when the api refuses, and loads again on Retry', async () => {
  const fetchMock = installFetch(
    jsonAnswer({ code: 403, message: 'You may not see this project', data: null }, 403),
    envelope(figures),
  );
  renderWorkplace();
  expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('$290.57')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('reads as Chinese in Chinese, under all projects too: no raw code or English word', async () => {
  installFetch(envelope(figures));
  renderWorkplace({ allProjects: true });
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('全部项目 的数据')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});

describe('trendChartOption', () => {
  const labels = { amount: 'Amount', orders: 'Orders', soFar: 'today so far' };

  it('plots amounts and orders per day on two axes with formatted labels', () => {
    const option = trendChartOption(figures.topUpTrend, labels, (value) => `$${value / 100}`);
    expect(option.xAxis.data).toEqual(['11-20', '11-21']);
    expect(option.series[0].data).toEqual([41000, null]);
    expect(option.series[1]).toMatchObject({ yAxisIndex: 1, data: [41, null] });
    expect(option.yAxis[0].axisLabel?.formatter(29057.4)).toBe('$290.57');
  });

  it('draws today, a day under way, dashed from yesterday, and says so in the tooltip', () => {
    const option = trendChartOption(figures.topUpTrend, labels, (value) => `$${value / 100}`);
    expect(option.series[2]).toMatchObject({ name: 'Amount', lineStyle: { type: 'dashed' }, data: [41000, 29057] });
    expect(option.series[3]).toMatchObject({
      name: 'Orders',
      yAxisIndex: 1,
      lineStyle: { type: 'dashed' },
      data: [41, 43],
    });
    // the same colour for a measure's solid and dashed lines
    expect(option.series[2].color).toBe(option.series[0].color);
    const point = (seriesIndex: number, dataIndex: number, axisValue: string) => ({
      seriesIndex,
      dataIndex,
      axisValue,
      marker: '•',
    });
    expect(option.tooltip.formatter([point(2, 1, '11-21'), point(3, 1, '11-21')])).toBe(
      '11-21 · today so far<br/>•Amount: $290.57<br/>•Orders: 43',
    );
    expect(
      option.tooltip.formatter([
        point(0, 0, '11-20'),
        point(1, 0, '11-20'),
        point(2, 0, '11-20'),
        point(3, 0, '11-20'),
      ]),
    ).toBe('11-20<br/>•Amount: $410<br/>•Orders: 41');
  });
});

it('has every workplace text in both languages', () => {
  expect(Object.keys(dashboardMessages['zh-CN']).sort()).toEqual(Object.keys(dashboardMessages['en-US']).sort());
});
