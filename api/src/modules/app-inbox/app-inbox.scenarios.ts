// An app user opens the inbox and reads the newest unread message, if any.
import type { Scenario } from '../../platform/simulation';

interface Inbox {
  list: { id: number; read: boolean }[];
  unread: number;
}

export const readInbox: Scenario = {
  name: 'read the inbox',
  weight: 2,
  async run(app) {
    const inbox = await app.call<Inbox>({ method: 'GET', path: '/inbox', query: { pageSize: 20 } });
    const unread = inbox?.list.find((message) => !message.read);
    if (!unread) return;
    const read = await app.call({ method: 'POST', path: `/inbox/${unread.id}/read`, route: '/inbox/:id/read' });
    if (read) app.moved('inbox reads');
  },
};
