// An app user opens the activities: checks in for the day (again now and then: "already checked
// in"), sometimes makes up a missed day, reads their tasks and claims what is pending, so the
// check-ins, the records and the rewards credited move while one watches.
import type { Scenario } from '../../platform/simulation';

interface Calendar {
  activity: { id: number } | null;
  checkedInToday?: boolean;
  canMakeUp?: string[];
}
interface Tasks {
  list: { activityId: number; status: number; period: string }[];
}
const PENDING_CLAIM = 2;

export const checkInAndClaim: Scenario = {
  name: 'check in and claim',
  weight: 2,
  async run(app) {
    const calendar = await app.call<Calendar>({ method: 'GET', path: '/activities/check-in' });
    const activity = calendar?.activity;
    if (activity) {
      const route = '/activities/:id';
      if (!calendar.checkedInToday || app.random() < 0.1) {
        const done = await app.call<{ alreadyCheckedIn: boolean }>({
          method: 'POST',
          path: `/activities/${activity.id}/check-in`,
          route: `${route}/check-in`,
          body: {},
        });
        if (done && !done.alreadyCheckedIn) app.moved('check-ins');
      }
      const missed = app.pick(calendar.canMakeUp ?? []);
      if (missed && app.random() < 0.3) {
        const madeUp = await app.call({
          method: 'POST',
          path: `/activities/${activity.id}/make-up`,
          route: `${route}/make-up`,
          body: { day: missed },
        });
        if (madeUp) app.moved('make-ups');
      }
    }
    await app.think();
    const tasks = await app.call<Tasks>({ method: 'GET', path: '/activities/tasks' });
    for (const task of tasks?.list.filter((one) => one.status === PENDING_CLAIM) ?? []) {
      const claimed = await app.call<{ alreadyClaimed: boolean }>({
        method: 'POST',
        path: `/activities/${task.activityId}/claim`,
        route: '/activities/:id/claim',
        body: { period: task.period },
      });
      if (claimed && !claimed.alreadyClaimed) app.moved('claims');
    }
  },
};
