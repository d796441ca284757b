// The count beside a chat queue's menu entry: what waits there for the reader, read from the
// queue's badge and read again (once, however many events come at once) when its live topic
// speaks; an entry with nothing waiting shows no count.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { liveChannel, loggedIn, SETTINGS_STORAGE_KEY, userInfoLoaded } from '@backoffice/shared';
import { envelope, installFetch, installLiveDouble, type LiveDouble, userInfo } from '@backoffice/shared/testing';
import { renderHost } from '../testing/renderHost';
import { SideMenu } from './SideMenu';

let server: LiveDouble;
let waiting: number;
let fetchMock: ReturnType<typeof installFetch>;

beforeEach(() => {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menuFromServer: false }));
  server = installLiveDouble();
  waiting = 3;
  fetchMock = installFetch((request) =>
    envelope(request.url.includes('/customer-service/online_assistant/badge') ? { count: waiting } : { count: 0 }),
  );
});
afterEach(() => liveChannel.close());

const badgeCalls = () =>
  fetchMock.mock.calls.filter(([request]) => request.url.includes('/customer-service/online_assistant/badge')).length;

it("shows what waits in a queue and reads it again, once, when the queue's topic speaks", async () => {
  const { store } = renderHost(<SideMenu collapsed={false} />, { at: '/dashboard/workplace' });
  act(() => {
    store.dispatch(userInfoLoaded(userInfo()));
    store.dispatch(loggedIn('token-1'));
  });
  fireEvent.click(await screen.findByText('Customer service'));
  const entry = await screen.findByRole('link', { name: /Online assistant/ });
  await waitFor(() => expect(entry).toHaveTextContent('Online assistant3'));
  // nothing waits in the VIP queue: no count there
  expect(screen.getByRole('link', { name: /VIP official service/ })).toHaveTextContent(/^VIP official service$/);
  await waitFor(() => expect(liveChannel.status).toBe('open'));
  await waitFor(() => expect(server.sent.some((message) => message.type === 'subscribe')).toBe(true));
  await waitFor(() => expect(badgeCalls()).toBeGreaterThanOrEqual(1));
  const before = badgeCalls();

  waiting = 5;
  for (const id of [1, 2, 3]) server.push({ id, topic: 'chat-online_assistant', payload: { change: 'message' } });
  await waitFor(() => expect(entry).toHaveTextContent('Online assistant5'), { timeout: 3000 });
  expect(badgeCalls()).toBe(before + 1);
});
