// The bell hears the live channel: a new notice is counted at once, with no call to the api;
// notices read elsewhere are counted afresh; while the channel is open, the bell does not poll.
import { act, screen, waitFor } from '@testing-library/react';
import { liveChannel, loggedIn } from '@backoffice/shared';
import { envelope, installFetch, installLiveDouble, type LiveDouble } from '@backoffice/shared/testing';
import { renderHost } from '../testing/renderHost';
import { MessageBoxButton } from './MessageBoxButton';

let server: LiveDouble;
let unread: { message: number; notice: number; todo: number; total: number };
let fetchMock: ReturnType<typeof installFetch>;

beforeEach(() => {
  server = installLiveDouble();
  unread = { message: 1, notice: 1, todo: 0, total: 2 };
  fetchMock = installFetch(() => envelope({ ...unread }));
});
afterEach(() => liveChannel.close());

const countCalls = () =>
  fetchMock.mock.calls.filter(([request]) => request.url.includes('/notification/unread-count')).length;

const newNotice = (id: number) => ({
  id,
  topic: 'notifications',
  payload: { change: 'new', notification: { id: 100 + id, projectCode: null, kind: 'notice' } },
});

it('counts a new notice the moment it arrives, without asking the api', async () => {
  const { store } = renderHost(<MessageBoxButton />);
  act(() => {
    store.dispatch(loggedIn('token-1'));
  });
  await screen.findByRole('button', { name: 'Messages, 2 unread' });
  await waitFor(() => expect(liveChannel.status).toBe('open'));
  expect(server.sent.find((message) => message.type === 'subscribe')).toMatchObject({ topics: ['notifications'] });
  // once heard, the count is asked once more: a notice between the first answer and the subscription was not heard
  await waitFor(() => expect(countCalls()).toBe(2));

  server.push(newNotice(1));
  await screen.findByRole('button', { name: 'Messages, 3 unread' });
  server.push(newNotice(2));
  await screen.findByRole('button', { name: 'Messages, 4 unread' });
  expect(countCalls()).toBe(2);

  // read in another tab: the count is asked afresh
  unread = { message: 0, notice: 0, todo: 0, total: 0 };
  server.push({ id: 4, topic: 'notifications', payload: { change: 'read' } });
  await screen.findByRole('button', { name: 'Messages' });
  expect(countCalls()).toBe(3);
});
