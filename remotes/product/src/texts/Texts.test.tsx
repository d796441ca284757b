import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  callsTo,
  chooseOption,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../locale';
import LabelsPage from '../pages/label';
import type { DramaLabel } from '../pages/label/labelApi';
import DramasPage from '../pages/list';
import { EpisodesDrawer } from '../pages/list/EpisodesDrawer';
import type { Episode } from '../pages/list/episodeApi';
import type { Drama } from '../pages/list/listApi';
import type { Texts } from './TextsDrawer';

const romance: DramaLabel = {
  id: 3,
  projectCode: 'drama-us',
  code: 'romance',
  title: 'Romance',
  description: '',
  dramaCount: 4,
  missingLocales: ['es'],
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-09-02T08:00:00Z',
};
const revenge: DramaLabel = { ...romance, id: 4, code: 'revenge', title: 'Revenge', missingLocales: [] };
const romanceTexts: Texts = {
  defaultLocale: 'en',
  locales: ['en', 'es', 'pt-BR'],
  fields: ['title'],
  texts: { en: { title: 'Romance' }, es: {}, 'pt-BR': { title: 'Romântico' } },
  missing: { en: [], es: ['title'], 'pt-BR': [] },
};
const bride: Drama = {
  id: 11,
  projectCode: 'drama-us',
  code: 'BRIDE-01',
  name: 'The Secret Bride',
  episodeCount: 80,
  status: 2,
  poster: '',
  summary: 'A contract marriage',
  description: '',
  labels: [],
  playCount: 0,
  followCount: 0,
  commentCount: 0,
  unlockCount: 0,
  missingLocales: ['es', 'pt-BR'],
  createTime: '2026-10-01T08:00:00Z',
  updateTime: '2026-10-02T08:00:00Z',
};
const brideTexts: Texts = {
  defaultLocale: 'en',
  locales: ['en', 'es', 'pt-BR'],
  fields: ['name', 'summary', 'description'],
  texts: {
    en: { name: 'The Secret Bride', summary: 'A contract marriage' },
    es: { name: 'La novia secreta' },
    'pt-BR': {},
  },
  missing: { en: [], es: ['summary'], 'pt-BR': ['name', 'summary'] },
};

const field = (drawer: HTMLElement, label: string) =>
  document.getElementById(
    within(drawer).getByText<HTMLLabelElement>(label, { selector: 'label' }).htmlFor,
  ) as HTMLInputElement;
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;
/** What a PUT sent besides what every call gets (the scope, the default order). */
const sent = async (request: Request) => {
  const {
    projectCode: _project,
    tenantCode: _tenant,
    sortBy: _sortBy,
    sortType: _sortType,
    ...body
  } = await request.json();
  return body;
};

beforeAll(() => registerMessages(productMessages));
beforeEach(() => localStorage.clear());

it("marks what each locale misses, shows the default's text it falls back to, and saves one locale's fields to the label's texts", async () => {
  const fetchMock = serveApi({
    '/product/label/list': () => envelope({ list: [romance, revenge], total: 2, pageNum: 1, pageSize: 10 }),
    '/product/label/3/texts': () => envelope(romanceTexts),
    'PUT /product/label/3/texts': () => envelope(romanceTexts),
  });
  renderScreen(<LabelsPage />, { at: '/product/label', permissions: ['product:label:query', 'product:label:edit'] });
  await screen.findByText('Romance');
  // the action counts nothing: the missing locales are the row's column, counted by locale nowhere else
  expect(within(rowOf('Revenge')).getByRole('button', { name: 'Translations' })).toBeInTheDocument();
  await userEvent.click(within(rowOf('Romance')).getByRole('button', { name: 'Translations' }));

  const drawer = await drawerTitled('Translations of Romance');
  const english = await within(drawer).findByRole('region', { name: 'en' });
  expect(within(english).getByText('Default')).toBeInTheDocument();
  const spanish = within(drawer).getByRole('region', { name: 'es' });
  expect(within(spanish).getByText('Missing')).toBeInTheDocument();
  // a locale counts its fields, and says so
  expect(within(spanish).getByText('1 field missing')).toBeInTheDocument();
  expect(within(spanish).getByText('Shows the default: Romance')).toBeInTheDocument();
  expect(within(within(drawer).getByRole('region', { name: 'pt-BR' })).getByText('Romântico')).toBeInTheDocument();

  await userEvent.click(within(spanish).getByRole('button', { name: 'Edit es' }));
  const form = await drawerTitled('Romance in es · español');
  expect(within(form).getByText('Shows the default: Romance')).toBeInTheDocument();
  await userEvent.type(field(form, 'Title'), 'Romántica');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/label/3/texts')).toHaveLength(1));
  expect(await sent(callsTo(fetchMock, 'PUT', '/product/label/3/texts')[0])).toEqual({
    locale: 'es',
    title: 'Romántica',
  });
  // the label's list and texts are read again: what they show changed
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/label/list')).toHaveLength(2));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/label/3/texts')).toHaveLength(2));
});

it('says when the texts cannot be loaded and loads them again on retry', async () => {
  let failing = true;
  serveApi({
    '/product/label/list': () => envelope({ list: [romance], total: 1, pageNum: 1, pageSize: 10 }),
    '/product/label/3/texts': () =>
      failing
        ? jsonAnswer({ code: 404, message: 'No label 3 in your projects', data: null }, 404)
        : envelope(romanceTexts),
  });
  renderScreen(<LabelsPage />, { at: '/product/label', permissions: ['product:label:query'] });
  await userEvent.click(
    within(await screen.findByRole('row', { name: /Romance/ })).getByRole('button', {
      name: 'Translations',
    }),
  );
  const drawer = await drawerTitled('Translations of Romance');
  expect(await within(drawer).findByText('The translations could not be loaded')).toBeInTheDocument();
  failing = false;
  await userEvent.click(within(drawer).getByRole('button', { name: 'Retry' }));
  expect(await within(drawer).findByRole('region', { name: 'es' })).toBeInTheDocument();
  // without the edit permission: read only
  expect(within(drawer).queryByRole('button', { name: 'Edit es' })).not.toBeInTheDocument();
});

const serveDramas = (first?: Parameters<typeof serveApi>[1]) =>
  serveApi(
    {
      '/product/list/list': () => envelope({ list: [bride], total: 1, pageNum: 1, pageSize: 10 }),
      '/product/list/content-locales': () => envelope({ defaultLocale: 'en', locales: ['en', 'es', 'pt-BR'] }),
      '/product/list/11/texts': () => envelope(brideTexts),
    },
    first,
  );

it("shows each drama's missing locales and filters the dramas missing a translation in a locale", async () => {
  const fetchMock = serveDramas();
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ['product:list:query'] });
  await screen.findByText('The Secret Bride');
  expect(within(rowOf('The Secret Bride')).getByText('pt-BR')).toBeInTheDocument();
  const filter = within(document.querySelector<HTMLElement>('.list-search')!)
    .getByText('Missing a translation in', { selector: 'label' })
    .closest<HTMLElement>('.arco-form-item')!;
  await chooseOption(filter, 'pt-BR · português (Brasil)');
  // the default locale misses nothing: it is not offered
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'es · español',
    'pt-BR · português (Brasil)',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(
      callsTo(fetchMock, 'GET', '/product/list/list').map((request) =>
        new URL(request.url).searchParams.get('missingLocale'),
      ),
    ).toContain('pt-BR'),
  );
});

it("puts the api's refusal of a field beside it, having sent that locale's fields only (an emptied one left out)", async () => {
  const fetchMock = serveDramas((request) =>
    request.method === 'PUT'
      ? jsonAnswer(
          {
            code: 400,
            message: 'name: must not be blank',
            errors: [{ field: 'name', message: 'must not be blank' }],
            data: null,
          },
          400,
        )
      : undefined,
  );
  renderScreen(<DramasPage />, { at: '/product/list', permissions: ['product:list:query', 'product:list:edit'] });
  await screen.findByText('The Secret Bride');
  await userEvent.click(within(rowOf('The Secret Bride')).getByRole('button', { name: 'Translations' }));
  const drawer = await drawerTitled('Translations of The Secret Bride');
  const portuguese = await within(drawer).findByRole('region', { name: 'pt-BR' });
  expect(within(portuguese).getAllByText('Missing')).toHaveLength(2);
  expect(within(portuguese).getByText('2 fields missing')).toBeInTheDocument();
  expect(within(portuguese).getByText('Shows the default: The Secret Bride')).toBeInTheDocument();
  // no description in the default: none is missing
  expect(within(portuguese).getByText('No text')).toBeInTheDocument();

  await userEvent.click(within(drawer).getByRole('button', { name: 'Edit en' }));
  const form = await drawerTitled('The Secret Bride in en · English');
  await userEvent.clear(field(form, 'Name'));
  await userEvent.type(field(form, 'Name'), ' ');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/list/11/texts')).toHaveLength(1));
  expect(await sent(callsTo(fetchMock, 'PUT', '/product/list/11/texts')[0])).toEqual({
    locale: 'en',
    summary: 'A contract marriage',
  });
  const nameItem = field(form, 'Name').closest<HTMLElement>('.arco-form-item')!;
  expect(await within(nameItem).findByText(/blank/)).toBeInTheDocument();
});

it("opens an episode's title per locale from its row, which marks the locales it misses, and saves it to the episode's texts", async () => {
  const pilot: Episode = {
    id: 41,
    dramaId: 11,
    episodeNo: 1,
    title: 'The contract',
    durationSeconds: 95,
    free: true,
    unlockCoins: 0,
    hasVideo: false,
    videoSize: 0,
    videoType: '',
    missingLocales: ['pt-BR'],
    createTime: '2026-10-01T08:00:00Z',
    updateTime: '2026-10-01T08:00:00Z',
  };
  const pilotTexts: Texts = {
    ...romanceTexts,
    texts: { en: { title: 'The contract' }, es: { title: 'El contrato' }, 'pt-BR': {} },
    missing: { en: [], es: [], 'pt-BR': ['title'] },
  };
  const fetchMock = serveApi({
    '/product/episode/list': () =>
      envelope({ dramaId: 11, code: 'BRIDE-01', name: 'The Secret Bride', plannedCount: 60, episodes: [pilot] }),
    '/product/episode/41/texts': () => envelope(pilotTexts),
    'PUT /product/episode/41/texts': () => envelope(pilotTexts),
  });
  renderScreen(<EpisodesDrawer drama={bride} onClose={() => undefined} />, {
    permissions: ['product:list:query', 'product:list:edit'],
  });
  const row = (await screen.findByText('The contract')).closest('li') as HTMLElement;
  expect(within(row).getByText('pt-BR')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Translations' }));
  const drawer = await drawerTitled('Translations of The contract');
  const portuguese = await within(drawer).findByRole('region', { name: 'pt-BR' });
  expect(within(portuguese).getByText('Shows the default: The contract')).toBeInTheDocument();
  await userEvent.click(within(portuguese).getByRole('button', { name: 'Edit pt-BR' }));
  const form = await drawerTitled('The contract in pt-BR · português (Brasil)');
  await userEvent.type(field(form, 'Title'), 'O contrato');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/episode/41/texts')).toHaveLength(1));
  expect(await sent(callsTo(fetchMock, 'PUT', '/product/episode/41/texts')[0])).toEqual({
    locale: 'pt-BR',
    title: 'O contrato',
  });
});

it('reads as Chinese in Chinese, the content itself staying in its own languages', async () => {
  // content in words none of our messages use: an English word of them in a Chinese sentence reads as untranslated
  const ghosts = { ...romance, title: 'Ghosts' };
  serveApi({
    '/product/label/list': () => envelope({ list: [ghosts], total: 1, pageNum: 1, pageSize: 10 }),
    '/product/label/3/texts': () =>
      envelope({ ...romanceTexts, texts: { ...romanceTexts.texts, en: { title: 'Ghosts' } } }),
  });
  renderScreen(<LabelsPage />, { at: '/product/label', permissions: ['product:label:query', 'product:label:edit'] });
  await screen.findByText('Ghosts');
  act(() => setLocale('zh-CN'));
  await userEvent.click(within(rowOf('Ghosts')).getByRole('button', { name: '多语言' }));
  const drawer = await drawerTitled('Ghosts 的多语言文本');
  await userEvent.click(
    within(await within(drawer).findByRole('region', { name: 'es' })).getByRole('button', { name: '编辑 es' }),
  );
  await drawerTitled('Ghosts（es · español）');
  expect(within(drawer).getByText('显示默认文本：Ghosts')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});
