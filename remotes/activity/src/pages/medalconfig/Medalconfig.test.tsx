import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import locale from './locale';
import MedalconfigPage from '.';

const entry = {
  id: 1,
  projectCode: 'drama-us',
  code: 'first-entry',
  title: 'First entry',
  remark: 'A demo entry',
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-08-01T08:00:00Z',
};

beforeAll(() => registerMessages({ 'en-US': { ...locale['en-US'], 'menu.activity.medalconfig': 'Badge management' } }));

it('lists the entries with the filters of the URL, and adds one through the form', async () => {
  const fetchMock = serveApi({
    '/activity/medalconfig/list': () => envelope({ list: [entry], total: 1, pageNum: 1, pageSize: 10 }),
    'POST /activity/medalconfig': () => envelope({ ...entry, id: 2, code: 'new-entry', title: 'New entry' }),
  });
  renderScreen(<MedalconfigPage />, {
    at: '/activity/medalconfig?title=first',
    permissions: ['activity:medalconfig:query', 'activity:medalconfig:add'],
  });
  await screen.findByText('First entry');
  expect(rowOf('First entry')).toHaveTextContent('first-entry');
  expect(new URL(callsTo(fetchMock, 'GET', '/activity/medalconfig/list')[0].url).searchParams.get('title')).toBe(
    'first',
  );

  await userEvent.click(screen.getByRole('button', { name: /New entry/ }));
  const drawer = (await screen.findByText('New entry', { selector: '.arco-drawer-header-title' })).closest<HTMLElement>(
    '.arco-drawer',
  )!;
  await userEvent.type(within(drawer).getByLabelText('Title'), 'New entry');
  await userEvent.type(within(drawer).getByLabelText('Code'), 'New-Entry');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/medalconfig')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/activity/medalconfig')[0].json()).toMatchObject({
    code: 'new-entry',
    title: 'New entry',
  });
});
