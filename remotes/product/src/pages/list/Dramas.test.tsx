import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PROJECTS_CODE, projectSelected, registerMessages, serverMenuLoaded, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  chooseOption,
  envelope,
  menuItem,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import DramasPage from '.';
import type { Drama } from './listApi';

const ALL_PERMS = [
  'product:list:query',
  'product:list:add',
  'product:list:edit',
  'product:list:delete',
  'product:list:export',
  'product:category:query',
];

const romance = { id: 3, code: 'romance', title: 'Romance' };
const revenge = { id: 4, code: 'revenge', title: 'Revenge' };
const bride: Drama = {
  id: 11,
  projectCode: 'drama-us',
  code: 'BRIDE-01',
  name: 'The Secret Bride',
  episodeCount: 80,
  status: 0,
  poster: '',
  summary: 'A contract marriage',
  description: '',
  labels: [romance],
  playCount: 1234567,
  followCount: 4321,
  commentCount: 120,
  unlockCount: 9876,
  uploadedEpisodes: 80,
  createTime: '2026-10-01T08:00:00Z',
  updateTime: '2026-10-02T08:00:00Z',
};
const draft: Drama = {
  ...bride,
  id: 12,
  code: 'ALPHA-02',
  name: 'Alpha Heir',
  status: 2,
  labels: [],
  playCount: 0,
  followCount: 0,
  commentCount: 0,
  unlockCount: 0,
};

/** A draft with 1 of its 12 planned episodes uploaded. */
const short: Drama = { ...draft, id: 13, code: 'SHORT-03', name: 'Short Cut', episodeCount: 12, uploadedEpisodes: 1 };

const serve = (first?: Parameters<typeof serveApi>[1], dramas = [bride, draft]) =>
  serveApi(
    {
      '/product/list/list': () => envelope({ list: dramas, total: dramas.length, pageNum: 1, pageSize: 10 }),
      '/product/label/options': () =>
        envelope([
          { ...romance, projectCode: 'drama-us' },
          { ...revenge, projectCode: 'drama-us' },
        ]),
      '/product/category/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 100 }),
    },
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

it('shows each drama with its status, labels and counts, and asks the server with the filters and order of the URL', async () => {
  const fetchMock = serve();
  renderScreen(<DramasPage />, {
    at: '/product/list?keyword=bride&status=0&labelId=3&sortBy=playCount&sortType=desc',
    permissions: ['product:list:query'],
  });
  expect(await screen.findByText('The Secret Bride')).toBeInTheDocument();
  const row = rowOf('The Secret Bride');
  expect(within(row).getByText('BRIDE-01')).toBeInTheDocument();
  expect(within(row).getByText('Online')).toBeInTheDocument();
  // the labels are a column to add
  expect(within(row).queryByText('Romance')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Labels' }));
  expect(await within(rowOf('The Secret Bride')).findByText('Romance')).toBeInTheDocument();
  expect(within(row).getByText('1,234,567')).toBeInTheDocument();
  expect(within(rowOf('Alpha Heir')).getByText('Draft')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('A part of the name or the code')).toHaveValue('bride');
  const query = new URL(callsTo(fetchMock, 'GET', '/product/list/list')[0].url).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    keyword: 'bride',
    status: '0',
    labelId: '3',
    sortBy: 'playCount',
    sortType: 'desc',
  });
  // without the buttons: no new, edit, online or delete
  for (const name of ['New drama', 'Edit', 'Online', 'Offline', 'Delete'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

it('fits a 1440 px screen: its counts and missing translations show, the creation time is a column to add', async () => {
  serve();
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ['product:list:query'] });
  await screen.findByText('The Secret Bride');
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(expect.arrayContaining(['Plays', 'Follows', 'Comments', 'Unlocks', 'Missing translations']));
  expect(headers).not.toContain('Created');
  expect(headers).not.toContain('Labels');
  // a count, the episodes uploaded of planned and a drama's code are one word each
  expect(within(rowOf('The Secret Bride')).getByText('1,234,567').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(within(rowOf('The Secret Bride')).getByText('80 / 80').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
});

it('offers only the moves the lifecycle allows: a draft goes online after asking, an online drama goes offline and cannot be deleted', async () => {
  const fetchMock = serve((request) => (request.method === 'POST' ? envelope({ ...draft, status: 0 }) : undefined));
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ALL_PERMS });
  await screen.findByText('Alpha Heir');
  expect(within(rowOf('The Secret Bride')).queryByRole('button', { name: 'Online' })).not.toBeInTheDocument();
  expect(within(rowOf('The Secret Bride')).getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(within(rowOf('Alpha Heir')).queryByRole('button', { name: 'Offline' })).not.toBeInTheDocument();

  await userEvent.click(within(rowOf('Alpha Heir')).getByRole('button', { name: 'Online' }));
  expect(await screen.findByText('App users of this project can find and watch it at once.')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/list/12/online')).toHaveLength(0);
  await answerDialog('Take Alpha Heir online?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/list/12/online')).toHaveLength(1));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/list/list')).toHaveLength(2));
});

it('deletes a draft after asking, and says it is deleted', async () => {
  const fetchMock = serve((request) => (request.method === 'DELETE' ? envelope(null) : undefined));
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ALL_PERMS });
  await screen.findByText('Alpha Heir');
  await userEvent.click(within(rowOf('Alpha Heir')).getByRole('button', { name: 'Delete' }));
  await answerDialog('Delete Alpha Heir?', 'Delete');
  expect(await screen.findByText('Deleted Alpha Heir')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'DELETE', '/product/list/12')).toHaveLength(1);
});

it('takes many dramas online at once and lists the ones refused with their status', async () => {
  const fetchMock = serve((request, url) =>
    request.method === 'POST' && url.pathname.endsWith('/product/list/online')
      ? envelope({
          moved: 1,
          refused: 1,
          results: [
            { id: 11, code: 'BRIDE-01', outcome: 'refused', status: 0, reason: 'BRIDE-01 is online' },
            { id: 12, code: 'ALPHA-02', outcome: 'moved', status: 0, reason: null },
          ],
        })
      : undefined,
  );
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ALL_PERMS });
  await screen.findByText('Alpha Heir');
  for (const name of ['The Secret Bride', 'Alpha Heir'])
    await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
  await userEvent.click(
    within(document.querySelector<HTMLElement>('.list-toolbar')!).getByRole('button', { name: 'Online' }),
  );
  await answerDialog('Take 2 dramas online?');
  expect(await screen.findByText('Online: 1 done, 1 refused')).toBeInTheDocument();
  expect(screen.getByText('BRIDE-01', { selector: 'strong' }).closest('li')).toHaveTextContent(
    'BRIDE-01: it is Online',
  );
  expect(await callsTo(fetchMock, 'POST', '/product/list/online')[0].json()).toMatchObject({ ids: [11, 12] });
});

it('shows the episodes as uploaded / planned, and each count opens exactly the records it counts', async () => {
  serve(undefined, [bride, short]);
  const view = renderScreen(<DramasPage />, {
    at: '/product/list',
    permissions: ['product:list:query', 'product:comments-follow:query', 'product:comments:query'],
  });
  await screen.findByText('Short Cut');
  expect(within(rowOf('Short Cut')).getByText('1 / 12')).toBeInTheDocument();
  expect(within(rowOf('The Secret Bride')).getByText('80 / 80')).toBeInTheDocument();
  // it opens the episodes' drawer: a button the keyboard reaches
  expect(within(rowOf('Short Cut')).getByRole('button', { name: 'Episodes: 1 of 12 uploaded' })).toHaveAttribute(
    'tabindex',
    '0',
  );
  // follows: the "follow drama" records; comments: the visible ones; unlocks: both kinds of unlock.
  // Each is a link: it opens in a new tab as well as here.
  expect(screen.getByRole('link', { name: 'Follow records of The Secret Bride' })).toHaveAttribute(
    'href',
    '/product/comments-follow?dramaId=11&type=2',
  );
  await userEvent.click(screen.getByLabelText('Follow records of The Secret Bride'));
  expect(view.location()).toBe('/product/comments-follow?dramaId=11&type=2');
  await userEvent.click(screen.getByLabelText('Comments on The Secret Bride'));
  expect(view.location()).toBe('/product/comments?dramaId=11&state=visible');
  await userEvent.click(screen.getByLabelText('Unlocks of The Secret Bride'));
  expect(view.location()).toBe('/product/comments-follow?dramaId=11&unlocks=1');
  expect(within(rowOf('The Secret Bride')).getByText('9,876')).toBeInTheDocument();
});

it('warns before taking an incomplete drama online, naming its episodes uploaded and planned, one or many at once', async () => {
  const fetchMock = serve(
    (request, url) =>
      request.method === 'POST' && url.pathname.endsWith('/product/list/online')
        ? envelope({
            moved: 2,
            refused: 0,
            results: [
              { id: 12, code: 'ALPHA-02', outcome: 'moved', status: 0, reason: null },
              { id: 13, code: 'SHORT-03', outcome: 'moved', status: 0, reason: null },
            ],
          })
        : request.method === 'POST'
          ? envelope({ ...short, status: 0 })
          : undefined,
    [bride, draft, short],
  );
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ALL_PERMS });
  await screen.findByText('Short Cut');
  await userEvent.click(within(rowOf('Short Cut')).getByRole('button', { name: 'Online' }));
  expect(
    await screen.findByText('Only 1 of its 12 planned episodes has a video: app users will find it incomplete.'),
  ).toBeInTheDocument();
  await answerDialog('Take Short Cut online?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/list/13/online')).toHaveLength(1));

  for (const name of ['Alpha Heir', 'Short Cut']) await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
  await userEvent.click(
    within(document.querySelector<HTMLElement>('.list-toolbar')!).getByRole('button', { name: 'Online' }),
  );
  await answerDialog('Take 2 dramas online? 1 of them is incomplete (episodes uploaded / planned): SHORT-03 (1 / 12).');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/list/online')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/product/list/online')[0].json()).toMatchObject({ ids: [12, 13] });
});

it("adds a drama as a draft with the api's rules on the form: its code kept in capitals and its labels chosen", async () => {
  const fetchMock = serve((request) => (request.method === 'POST' ? envelope({ ...draft, id: 13 }) : undefined));
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ALL_PERMS });
  await screen.findByText('Alpha Heir');
  await userEvent.click(screen.getByRole('button', { name: 'New drama' }));
  const drawer = await drawerTitled('New drama');
  await userEvent.type(field(drawer, 'Code'), 'love_2026');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Name is required')).toBeInTheDocument();
  expect(
    within(drawer).getByText('Code: letters, digits and dashes, up to 32, kept in capitals, such as LOVE-2026'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/list')).toHaveLength(0);

  await userEvent.clear(field(drawer, 'Code'));
  await userEvent.type(field(drawer, 'Code'), 'love-2026');
  expect(field(drawer, 'Code')).toHaveValue('LOVE-2026');
  await userEvent.type(field(drawer, 'Name'), 'Love in 2026');
  await chooseOption(
    within(drawer).getByText('Labels', { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!,
    'Revenge',
  );
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/list')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/product/list')[0].json()).toMatchObject({
    code: 'LOVE-2026',
    name: 'Love in 2026',
    episodeCount: 0,
    labelIds: [4],
  });
  expect(await screen.findByText('Saved as a draft: take it online when it is ready')).toBeInTheDocument();
});

it("under all projects a new drama starts with its project, and offers that project's labels only", async () => {
  const fetchMock = serve((request) => {
    if (request.method === 'POST') return envelope({ ...draft, id: 14, projectCode: 'shortmax' });
    if (new URL(request.url).pathname.endsWith('/product/label/options'))
      return envelope([
        { ...romance, projectCode: 'dramabox' },
        { ...romance, id: 7, projectCode: 'shortmax' },
        { ...revenge, projectCode: 'shortmax' },
      ]);
    return undefined;
  });
  const view = renderScreen(<DramasPage />, {
    at: '/product/list',
    permissions: ALL_PERMS,
    user: { allProjects: true },
  });
  await screen.findByText('Alpha Heir');
  act(() => {
    view.store.dispatch(projectSelected(ALL_PROJECTS_CODE));
    view.store.dispatch(serverMenuLoaded(ALL_PERMS.map((perms, id) => menuItem({ id, menuType: 'F', perms }))));
  });
  await userEvent.click(await screen.findByRole('button', { name: 'New drama' }));
  const drawer = await drawerTitled('New drama');
  const labels = () =>
    within(drawer).getByText('Labels', { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!;
  await userEvent.click(field(drawer, 'Project'));
  await userEvent.click(await screen.findByRole('option', { name: 'ShortMax' }));
  await userEvent.type(field(drawer, 'Code'), 'love-2026');
  await userEvent.type(field(drawer, 'Name'), 'Love in 2026');
  await chooseOption(labels(), 'Revenge');
  // ShortMax's two labels were offered, not DramaBox's Romance beside its own
  expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
    'Romance',
    'Revenge',
  ]);
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/list')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/product/list')[0].json()).toMatchObject({
    projectCode: 'shortmax',
    code: 'LOVE-2026',
    labelIds: [4],
  });
});

it("under all projects the label filter names each label's project, the same title coming once per project", async () => {
  const fetchMock = serve((request) =>
    new URL(request.url).pathname.endsWith('/product/label/options')
      ? envelope([
          { ...romance, projectCode: 'dramabox' },
          { ...romance, id: 7, projectCode: 'shortmax' },
        ])
      : undefined,
  );
  const view = renderScreen(<DramasPage />, {
    at: '/product/list',
    permissions: ALL_PERMS,
    user: { allProjects: true },
  });
  await screen.findByText('Alpha Heir');
  act(() => {
    view.store.dispatch(projectSelected(ALL_PROJECTS_CODE));
  });
  const filter = screen.getByText('Label', { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!;
  await chooseOption(filter, 'Romance · ShortMax');
  expect(screen.getByRole('option', { name: 'Romance · DramaBox' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(new URL(callsTo(fetchMock, 'GET', '/product/list/list').at(-1)!.url).searchParams.get('labelId')).toBe('7'),
  );
});

it('reads as Chinese in Chinese, the form too', async () => {
  serve(undefined, [bride, draft, short]);
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ALL_PERMS });
  await screen.findByText('Alpha Heir');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('追剧数')).toBeInTheDocument();
  expect(within(rowOf('Short Cut')).getByLabelText('剧集：计划 12 集，已上传 1 集')).toBeInTheDocument();
  await userEvent.click(within(rowOf('Short Cut')).getByRole('button', { name: '上线' }));
  expect(await screen.findByText('计划 12 集中只有 1 集已上传视频：App 用户将看到不完整的短剧。')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  for (const name of ['Alpha Heir', 'Short Cut']) await userEvent.click(within(rowOf(name)).getByRole('checkbox'));
  await userEvent.click(
    within(document.querySelector<HTMLElement>('.list-toolbar')!).getByRole('button', { name: '上线' }),
  );
  expect(
    await screen.findByText('上线 2 部短剧？其中 1 部不完整（已上传 / 计划集数）：SHORT-03（1 / 12）。'),
  ).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
  await userEvent.click(screen.getAllByRole('button', { name: '取消' }).at(-1)!);
  await userEvent.click(screen.getByRole('button', { name: '新建短剧' }));
  await drawerTitled('新建短剧');
  expect(untranslatedTexts()).toEqual([]);
});
