// An app user opens the prize draws and, when their points allow, draws a few times in a row
// (a user without points only looks)
// (now and then a retry with the same clientId, as an app on a bad network would send).
import type { Scenario } from '../../platform/simulation';

interface Draws {
  list: { id: number; cost: number; balance: number; drawsLeftToday: number | null }[];
}
interface Drawn {
  won: boolean;
  repeated: boolean;
}

export const drawPrizes: Scenario = {
  name: 'draw prizes',
  weight: 2,
  async run(app) {
    const draws = await app.call<Draws>({ method: 'GET', path: '/draws' });
    // only what the user can pay for, and has draws left of today
    const chosen = app.pick((draws?.list ?? []).filter((one) => one.drawsLeftToday !== 0 && one.balance >= one.cost));
    if (!chosen) return;
    const affordable = chosen.cost ? Math.floor(chosen.balance / chosen.cost) : 3;
    const times = Math.min(1 + Math.floor(app.random() * 3), affordable, chosen.drawsLeftToday ?? 3);
    for (let n = 0; n < times; n++) {
      const clientId = `sim-${Date.now().toString(36)}-${Math.floor(app.random() * 1e9).toString(36)}`;
      const body = { clientId };
      const drawn = await app.call<Drawn>({
        method: 'POST',
        path: `/draws/${chosen.id}/draw`,
        route: '/draws/:id/draw',
        body,
      });
      // refused (no points left, the day's draws used up): the user stops
      if (!drawn) return;
      app.moved(drawn.won ? 'prizes won' : 'draws without a win');
      if (app.random() < 0.05) {
        const again = await app.call<Drawn>({
          method: 'POST',
          path: `/draws/${chosen.id}/draw`,
          route: '/draws/:id/draw',
          body,
        });
        if (again?.repeated) app.moved('draw retries answered once');
      }
      await app.think();
    }
  },
};
