import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PROJECTS_CODE, projectSelected, registerMessages, serverMenuLoaded, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  envelope,
  jsonAnswer,
  menuItem,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import LabelsPage from '.';
import type { DramaLabel } from './labelApi';

const ALL_PERMS = ['product:label:query', 'product:label:add', 'product:label:edit', 'product:label:delete'];

const romance: DramaLabel = {
  id: 3,
  projectCode: 'drama-us',
  code: 'romance',
  title: 'Romance',
  description: 'Love stories',
  dramaCount: 42,
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-09-02T08:00:00Z',
};
const unused: DramaLabel = { ...romance, id: 9, code: 'sci-fi', title: 'Sci-fi', description: '', dramaCount: 0 };

const serve = (first?: Parameters<typeof serveApi>[1]) =>
  serveApi(
    { '/product/label/list': () => envelope({ list: [romance, unused], total: 2, pageNum: 1, pageSize: 10 }) },
    first,
  );
const field = (drawer: HTMLElement, label: string) =>
  document.getElementById(
    within(drawer).getByText<HTMLLabelElement>(label, { selector: 'label' }).htmlFor,
  ) as HTMLInputElement;
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;

beforeAll(() => registerMessages(productMessages));
beforeEach(() => localStorage.clear());

it('shows each label with how many dramas carry it, the count opening those dramas', async () => {
  const fetchMock = serve();
  const { location } = renderScreen(<LabelsPage />, {
    at: '/product/label?title=rom',
    permissions: ['product:label:query', 'product:list:query'],
  });
  expect(await screen.findByText('Romance')).toBeInTheDocument();
  expect(within(rowOf('Romance')).getByText('romance')).toBeInTheDocument();
  expect(within(rowOf('Sci-fi')).getByText('—')).toBeInTheDocument();
  expect(
    Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/product/label/list')[0].url).searchParams),
  ).toMatchObject({ title: 'rom' });
  for (const name of ['New label', 'Edit', 'Delete'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  const dramas = within(rowOf('Romance')).getByRole('link', { name: '42 dramas' });
  expect(dramas).toHaveAttribute('href', '/product/list?labelId=3'); // it opens in a new tab as well
  await userEvent.click(dramas);
  expect(location()).toBe('/product/list?labelId=3');
});

it('shows the count alone to whom may not read the dramas', async () => {
  serve();
  renderScreen(<LabelsPage />, { at: '/product/label', permissions: ['product:label:query'] });
  expect(await screen.findByText('Romance')).toBeInTheDocument();
  expect(within(rowOf('Romance')).getByText('42 dramas')).toBeInTheDocument();
  expect(within(rowOf('Romance')).queryByRole('link')).not.toBeInTheDocument();
});

it("adds a label with its code in small letters, and shows the api's refusal of a taken code beside the code", async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST'
      ? jsonAnswer(
          {
            code: 409,
            message: 'code "romance" is already a label of drama-us',
            errors: [{ field: 'code', message: '"romance" is already a label of drama-us' }],
            data: null,
          },
          409,
        )
      : undefined,
  );
  renderScreen(<LabelsPage />, { at: '/product/label', permissions: ALL_PERMS });
  await screen.findByText('Romance');
  await userEvent.click(screen.getByRole('button', { name: 'New label' }));
  const drawer = await drawerTitled('New label');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Title is required')).toBeInTheDocument();
  await userEvent.type(field(drawer, 'Title'), 'Love');
  await userEvent.type(field(drawer, 'Code'), 'Romance');
  expect(field(drawer, 'Code')).toHaveValue('romance');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Code is already in use')).toBeInTheDocument();
  expect(await callsTo(fetchMock, 'POST', '/product/label')[0].json()).toMatchObject({
    title: 'Love',
    code: 'romance',
  });
});

it("under all projects names each label's project, and a new label starts by asking which project it belongs to", async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST' ? envelope({ ...romance, id: 11, projectCode: 'shortmax', title: 'Love' }) : undefined,
  );
  const view = renderScreen(<LabelsPage />, {
    at: '/product/label',
    permissions: ALL_PERMS,
    user: { allProjects: true },
  });
  // one project: the project goes without saying
  await screen.findByText('Romance');
  expect(screen.queryByRole('columnheader', { name: 'Project' })).not.toBeInTheDocument();
  act(() => {
    view.store.dispatch(projectSelected(ALL_PROJECTS_CODE));
    // the menu (and its buttons) is the project's: all projects' comes again
    view.store.dispatch(serverMenuLoaded(ALL_PERMS.map((perms, id) => menuItem({ id, menuType: 'F', perms }))));
  });
  expect(await screen.findByRole('columnheader', { name: 'Project' })).toBeInTheDocument();
  await waitFor(() => expect(rowOf('Romance')).toHaveTextContent('drama-us'));

  await userEvent.click(screen.getByRole('button', { name: 'New label' }));
  const drawer = await drawerTitled('New label');
  const labels = [...drawer.querySelectorAll('.arco-form-label-item label')].map((label) => label.textContent?.trim());
  expect(labels[0]).toBe('Project');
  await userEvent.type(field(drawer, 'Title'), 'Love');
  await userEvent.type(field(drawer, 'Code'), 'love');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Project is required: choose the project it belongs to')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/label')).toHaveLength(0);
  await userEvent.click(field(drawer, 'Project'));
  await userEvent.click(await screen.findByRole('option', { name: 'ShortMax' }));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/label')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/product/label')[0].json()).toMatchObject({
    projectCode: 'shortmax',
    title: 'Love',
    code: 'love',
  });
});

it('deletes a label after saying how many dramas lose it, and refreshes the list', async () => {
  const fetchMock = serve((request) => (request.method === 'DELETE' ? envelope({ id: 3, dramaCount: 42 }) : undefined));
  renderScreen(<LabelsPage />, { at: '/product/label', permissions: ALL_PERMS });
  await screen.findByText('Romance');
  await userEvent.click(within(rowOf('Romance')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('42 dramas carry it and lose it. This cannot be undone.')).toBeInTheDocument();
  await answerDialog('Delete label Romance?', 'Delete');
  expect(await screen.findByText('Deleted the label Romance')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/product/label/3')).toHaveLength(1));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/label/list')).toHaveLength(2));
});

it('reads as Chinese in Chinese, the form too', async () => {
  serve();
  renderScreen(<LabelsPage />, { at: '/product/label', permissions: ALL_PERMS });
  await screen.findByText('Romance');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('42 部短剧')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '新建标签' }));
  await drawerTitled('新建标签');
  expect(untranslatedTexts()).toEqual([]);
});
