import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import '../../enums';
import locale from './locale';
import DrawprizePage from '.';

// echarts needs a canvas, which jsdom lacks: the chart itself is checked in the browser suite.
jest.mock('./SimulationChart', () => ({
  SimulationChart: ({ simulation }: { simulation: { prizes: { name: string }[] } }) => (
    <div data-testid="simulation-chart">{simulation.prizes.length} bars</div>
  ),
}));

const draw = {
  id: 7,
  projectCode: 'drama-us',
  title: 'Lucky wheel',
  status: 0,
  startTime: '2026-11-01T00:00:00Z',
  endTime: '2026-12-31T00:00:00Z',
  configured: true,
  costKind: 'point',
  cost: 20,
  perUserDailyLimit: 10,
  pityAfter: 8,
  fallbackPrizeId: 70,
  prizeCount: 2,
  probabilitySum: 10_000,
  drawsToday: 12,
  createTime: '2026-11-01T00:00:00Z',
};
const prize = (id: number, name: string, rewardKind: string, probabilityBp: number) => ({
  id,
  name,
  imageUrl: '',
  rewardKind,
  rewardAmount: rewardKind === 'none' ? 0 : 10,
  couponTemplateId: null,
  probabilityBp,
  stock: null,
  dailyCap: null,
  givenToday: 0,
  sort: id,
});
const detail = { ...draw, prizes: [prize(70, 'No luck', 'none', 6000), prize(71, '10 points', 'point', 4000)] };

beforeAll(() => registerMessages({ 'en-US': { ...locale['en-US'], 'menu.activity.drawprize': 'Prize list' } }));

const ALL = ['activity:drawprize:query', 'activity:drawprize:edit', 'activity:drawprize:delete'];

it("lists the draws, opens one's prizes with the odds sum, and refuses a table that is not 100% as the api says", async () => {
  const fetchMock = serveApi({
    '/activity/drawprize/list': () => envelope({ list: [draw], total: 1, pageNum: 1, pageSize: 10 }),
    '/activity/drawprize/:id/odds': () =>
      envelope({ drawId: 7, title: 'Lucky wheel', costKind: 'point', cost: 20, pityAfter: 8, prizes: [] }),
    '/activity/drawprize/:id': () => envelope(detail),
    'PUT /activity/drawprize/:id/prizes': () =>
      new Response(
        JSON.stringify({
          code: 400,
          message: 'the odds sum to 90.00%',
          data: null,
          errors: [
            { field: 'prizes', message: 'the odds sum to 90.00% (9000 of 10,000): they must sum to exactly 100.00%' },
          ],
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
  });
  renderScreen(<DrawprizePage />, { at: '/activity/drawprize', permissions: ALL });
  await screen.findByText('Lucky wheel');
  expect(rowOf('Lucky wheel')).toHaveTextContent('100.00%');
  expect(screen.getByText('Pick a draw above to see its prizes')).toBeInTheDocument();

  await userEvent.click(within(rowOf('Lucky wheel')).getByRole('button', { name: 'Prizes' }));
  const table = await screen.findByTestId('prize-table');
  expect(within(table).getByDisplayValue('No luck')).toBeInTheDocument();

  // 6000 → 5000: the sum turns red with the current sum, and the api's refusal is shown
  const odds = within(table).getByLabelText('Odds (of 10,000) No luck');
  fireEvent.change(odds, { target: { value: '5000' } });
  fireEvent.blur(odds);
  await waitFor(() => expect(within(table).getByTestId('odds-sum')).toHaveTextContent('90.00%: must be 100.00%'));
  await userEvent.click(within(table).getByRole('button', { name: 'Save the prize table' }));
  await within(table).findByText(/prizes: the odds sum to 90.00%/);
  const sent = await callsTo(fetchMock, 'PUT', '/activity/drawprize/7/prizes')[0].json();
  expect(sent.prizes.map((one: { probabilityBp: number }) => one.probabilityBp)).toEqual([5000, 4000]);
});

it('runs a simulation of 100,000 draws and shows expected against drawn counts', async () => {
  const fetchMock = serveApi({
    '/activity/drawprize/list': () => envelope({ list: [draw], total: 1, pageNum: 1, pageSize: 10 }),
    '/activity/drawprize/:id/odds': () =>
      envelope({ drawId: 7, title: 'Lucky wheel', costKind: 'point', cost: 20, pityAfter: 8, prizes: [] }),
    '/activity/drawprize/:id': () => envelope(detail),
    'POST /activity/drawprize/:id/simulate': () =>
      envelope({
        draws: 100_000,
        seed: 42,
        milliseconds: 35,
        guaranteed: 120,
        prizes: [
          {
            prizeId: 70,
            name: 'No luck',
            probabilityBp: 6000,
            expected: 60000,
            drawn: 60110,
            given: 59990,
            fallbackTurns: 0,
          },
          {
            prizeId: 71,
            name: '10 points',
            probabilityBp: 4000,
            expected: 40000,
            drawn: 39890,
            given: 40010,
            fallbackTurns: 0,
          },
        ],
      }),
  });
  renderScreen(<DrawprizePage />, { at: '/activity/drawprize?draw=7', permissions: ALL });
  await userEvent.click(await screen.findByRole('tab', { name: 'Simulation' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Run 100,000 draws' }));
  expect(await screen.findByTestId('simulation-chart')).toHaveTextContent('2 bars');
  expect(screen.getByText(/100,000 draws in 35 ms \(seed 42\)/)).toBeInTheDocument();
  expect(screen.getByText('60110')).toBeInTheDocument();
  expect(await callsTo(fetchMock, 'POST', '/activity/drawprize/7/simulate')[0].json()).toMatchObject({
    draws: 100_000,
  });
});

it('shows no save buttons to a user who may only look', async () => {
  serveApi({
    '/activity/drawprize/list': () => envelope({ list: [draw], total: 1, pageNum: 1, pageSize: 10 }),
    '/activity/drawprize/:id/odds': () =>
      envelope({ drawId: 7, title: 'Lucky wheel', costKind: 'point', cost: 20, pityAfter: 8, prizes: [] }),
    '/activity/drawprize/:id': () => envelope(detail),
  });
  renderScreen(<DrawprizePage />, { at: '/activity/drawprize?draw=7', permissions: ['activity:drawprize:query'] });
  await screen.findByTestId('prize-table');
  expect(screen.queryByRole('button', { name: 'Save the prize table' })).toBeNull();
});

it('says when there are no draws yet', async () => {
  serveApi({ '/activity/drawprize/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 10 }) });
  renderScreen(<DrawprizePage />, { at: '/activity/drawprize', permissions: ALL });
  expect(await screen.findByText(/No prize draws yet/)).toBeInTheDocument();
});
