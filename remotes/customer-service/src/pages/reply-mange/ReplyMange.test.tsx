import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  chooseOption,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import locale from './locale';
import ReplyMangePage from '.';
import type { FrequentReply, ReplyTexts } from './replyMangeApi';

const ALL_PERMS = [
  'customer-service:reply-mange:query',
  'customer-service:reply-mange:add',
  'customer-service:reply-mange:edit',
  'customer-service:reply-mange:delete',
];

const welcome: FrequentReply = {
  id: 1,
  projectCode: 'drama-us',
  groupName: 'Greetings',
  title: 'Welcome',
  shortcut: 'hello',
  content: "Hi {name}, I'm {agent}. How can I help?",
  sort: 10,
  serviceCodes: ['online_assistant', 'vip_official_customer', 'premium_customer_service'],
  missingLocales: [],
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-09-02T08:00:00Z',
};
const renewal: FrequentReply = {
  ...welcome,
  id: 6,
  groupName: 'VIP',
  title: 'VIP renewal',
  shortcut: 'vip-renew',
  content: 'Your VIP renews automatically at the end of each period.',
  sort: 60,
  serviceCodes: ['vip_official_customer'],
  missingLocales: ['pt-BR'],
};
const renewalTexts: ReplyTexts = {
  defaultLocale: 'en',
  locales: ['en', 'es', 'pt-BR'],
  fields: ['content'],
  texts: {
    en: { content: renewal.content },
    es: { content: 'Tu VIP se renueva automáticamente al final de cada periodo.' },
    'pt-BR': {},
  },
  missing: { en: [], es: [], 'pt-BR': ['content'] },
};

const page = (list: FrequentReply[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
const serve = (first?: Parameters<typeof serveApi>[1], list = [welcome, renewal]) =>
  serveApi(
    {
      '/customer-service/reply-mange/list': () => page(list),
      '/customer-service/reply-mange/groups': () => envelope(['Greetings', 'Payment', 'VIP']),
      '/customer-service/reply-mange/6/texts': () => envelope(renewalTexts),
    },
    first,
  );

/** The control the drawer's label `label` names (the search form behind has fields of the same names). */
const field = (drawer: HTMLElement, label: string) =>
  document.getElementById(
    within(drawer).getByText<HTMLLabelElement>(label, { selector: 'label' }).htmlFor,
  ) as HTMLInputElement;
/** The input of the drawer's field labelled `label` (a control whose input has no id of the label's). */
const inputOf = (drawer: HTMLElement, label: string) =>
  within(drawer)
    .getByText<HTMLLabelElement>(label, { selector: 'label' })
    .closest('.arco-form-item')!
    .querySelector('input')!;
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;

beforeAll(() => registerMessages(locale));
beforeEach(() => localStorage.clear());

it('shows each reply with its shortcut, its queues as tags and the locales it lacks, and sends the filters from the URL', async () => {
  const fetchMock = serve();
  renderScreen(<ReplyMangePage />, {
    at: '/customer-service/reply-mange?keyword=vip&groupName=VIP&serviceCode=vip_official_customer',
    permissions: ['customer-service:reply-mange:query'],
  });
  expect(await screen.findByText('VIP renewal')).toBeInTheDocument();
  const row = rowOf('VIP renewal');
  expect(within(row).getByText('/vip-renew')).toBeInTheDocument();
  expect(within(row).getByText('VIP official service').closest('.arco-tag')).toBeInTheDocument();
  expect(within(row).queryByText('Online assistant')).not.toBeInTheDocument();
  expect(within(row).getByText('pt-BR').closest('.arco-tag')).toHaveAttribute('title', 'português (Brasil)');
  for (const queue of ['Online assistant', 'VIP official service', 'Premium customer service'])
    expect(within(rowOf('Welcome')).getByText(queue)).toBeInTheDocument();
  expect(within(rowOf('Welcome')).getByText('None')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('A part of the title or shortcut')).toHaveValue('vip');
  const query = new URL(callsTo(fetchMock, 'GET', '/customer-service/reply-mange/list')[0].url).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    keyword: 'vip',
    groupName: 'VIP',
    serviceCode: 'vip_official_customer',
  });
  // reading only: no new, edit or delete
  for (const name of ['New reply', 'Edit', 'Delete'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

it('says when there are no replies yet', async () => {
  serve(undefined, []);
  renderScreen(<ReplyMangePage />, { at: '/customer-service/reply-mange', permissions: ALL_PERMS });
  expect(
    await screen.findByText(
      'No frequent replies yet: add the answers agents give most, such as a greeting or the refund policy',
    ),
  ).toBeInTheDocument();
});

it('says when nothing matches the filters, and when the list could not be loaded', async () => {
  serve(undefined, []);
  const { unmount } = renderScreen(<ReplyMangePage />, {
    at: '/customer-service/reply-mange?keyword=nothing-like-it',
    permissions: ALL_PERMS,
  });
  expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  unmount();
  serveApi({ '/customer-service/reply-mange/list': () => jsonAnswer({ code: 500, message: 'down', data: null }, 500) });
  renderScreen(<ReplyMangePage />, { at: '/customer-service/reply-mange', permissions: ALL_PERMS });
  // (after the base query's retry)
  expect(await screen.findByText('The list could not be loaded', undefined, { timeout: 4000 })).toBeInTheDocument();
});

it('adds a reply for every queue by default, refusing a variable it does not know before sending', async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST' ? envelope({ ...welcome, id: 12, title: 'Card refused' }) : undefined,
  );
  renderScreen(<ReplyMangePage />, { at: '/customer-service/reply-mange', permissions: ALL_PERMS });
  await screen.findByText('Welcome');
  await userEvent.click(screen.getByRole('button', { name: 'New reply' }));
  const drawer = await drawerTitled('New reply');
  for (const queue of ['Online assistant', 'VIP official service', 'Premium customer service'])
    expect(within(drawer).getByText(queue)).toBeInTheDocument();
  expect(within(drawer).getByText("the user's name")).toBeInTheDocument();

  await userEvent.type(inputOf(drawer, 'Group'), 'Payment');
  await userEvent.type(field(drawer, 'Title'), 'Card refused');
  await userEvent.type(field(drawer, 'Shortcut'), 'Card-Refused');
  expect(field(drawer, 'Shortcut')).toHaveValue('card-refused');
  await userEvent.type(field(drawer, 'Content'), 'Sorry {{nombre}, your bank refused the card.');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(
    await within(drawer).findByText('Content: {nombre} is not a variable; use {name}, {userCode} or {agent}'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/customer-service/reply-mange')).toHaveLength(0);

  await userEvent.clear(field(drawer, 'Content'));
  await userEvent.type(field(drawer, 'Content'), 'Sorry {{name}, your bank refused the card.');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/customer-service/reply-mange')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/customer-service/reply-mange')[0].json()).toMatchObject({
    groupName: 'Payment',
    title: 'Card refused',
    shortcut: 'card-refused',
    content: 'Sorry {name}, your bank refused the card.',
    sort: 0,
    serviceCodes: ['online_assistant', 'vip_official_customer', 'premium_customer_service'],
  });
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/customer-service/reply-mange/list')).toHaveLength(2));
});

it("edits a reply from its row and shows the api's refusal of a taken shortcut beside the shortcut", async () => {
  const fetchMock = serve((request) =>
    request.method === 'PUT'
      ? jsonAnswer(
          {
            code: 409,
            message: 'shortcut /hello is already the shortcut of the reply "Welcome" in project drama-us',
            errors: [{ field: 'shortcut', rule: 'taken', message: '/hello is already the shortcut of a reply' }],
            data: null,
          },
          409,
        )
      : undefined,
  );
  renderScreen(<ReplyMangePage />, { at: '/customer-service/reply-mange', permissions: ALL_PERMS });
  await screen.findByText('VIP renewal');
  await userEvent.click(within(rowOf('VIP renewal')).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit reply VIP renewal');
  expect(field(drawer, 'Content')).toHaveValue(renewal.content);
  expect(within(drawer).getByText('VIP official service')).toBeInTheDocument();
  expect(within(drawer).queryByText('Online assistant')).not.toBeInTheDocument();
  await chooseOption(field(drawer, 'Used in').closest('.arco-select')!, 'Premium customer service');
  await userEvent.clear(field(drawer, 'Shortcut'));
  await userEvent.type(field(drawer, 'Shortcut'), 'hello');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  const error = await within(drawer).findByText('Shortcut is already in use');
  expect(error.closest('.arco-form-item')).toHaveTextContent('Shortcut');
  const body = await callsTo(fetchMock, 'PUT', '/customer-service/reply-mange/6')[0].json();
  expect(body).toMatchObject({
    shortcut: 'hello',
    groupName: 'VIP',
    sort: 60,
    serviceCodes: ['vip_official_customer', 'premium_customer_service'],
  });
  expect(body).not.toHaveProperty('missingLocales');
});

it("shows a reply's text in each content locale, the missing one falling back to the default, and saves one locale", async () => {
  const fetchMock = serve((request) =>
    request.method === 'PUT'
      ? envelope({ ...renewalTexts, missing: { ...renewalTexts.missing, 'pt-BR': [] } })
      : undefined,
  );
  renderScreen(<ReplyMangePage />, { at: '/customer-service/reply-mange', permissions: ALL_PERMS });
  await screen.findByText('VIP renewal');
  await userEvent.click(within(rowOf('VIP renewal')).getByRole('button', { name: 'Translations' }));
  const drawer = await drawerTitled('Translations of VIP renewal');
  const spanish = await within(drawer).findByRole('region', { name: 'es' });
  expect(within(spanish).getByText(renewalTexts.texts.es.content!)).toBeInTheDocument();
  expect(within(spanish).getByText('Complete')).toBeInTheDocument();
  expect(within(within(drawer).getByRole('region', { name: 'en' })).getByText('Default')).toBeInTheDocument();
  const portuguese = within(drawer).getByRole('region', { name: 'pt-BR' });
  expect(within(portuguese).getByText('Missing')).toBeInTheDocument();
  expect(within(portuguese).getByText(renewal.content).closest('p')).toHaveTextContent(
    `Shows the default: ${renewal.content}`,
  );

  await userEvent.click(within(portuguese).getByRole('button', { name: 'Edit pt-BR' }));
  const form = await drawerTitled('VIP renewal in pt-BR · português (Brasil)');
  await userEvent.type(field(form, 'Content'), 'Olá {{nome}');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(/\{nome\} is not a variable/)).toBeInTheDocument();
  await userEvent.clear(field(form, 'Content'));
  await userEvent.type(field(form, 'Content'), 'Seu VIP renova automaticamente.');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/customer-service/reply-mange/6/texts')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/customer-service/reply-mange/6/texts')[0].json()).toMatchObject({
    locale: 'pt-BR',
    content: 'Seu VIP renova automaticamente.',
  });
});

it('deletes a reply only after saying what happens to it', async () => {
  const fetchMock = serve((request) => (request.method === 'DELETE' ? envelope(null) : undefined));
  renderScreen(<ReplyMangePage />, { at: '/customer-service/reply-mange', permissions: ALL_PERMS });
  await screen.findByText('Welcome');
  await userEvent.click(within(rowOf('Welcome')).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText(
      'Agents will no longer be offered it; messages already sent keep their text. The shortcut /hello becomes free.',
    ),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'DELETE', '/customer-service/reply-mange/1')).toHaveLength(0);
  await answerDialog('Delete reply Welcome?', 'Delete');
  await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/customer-service/reply-mange/1')).toHaveLength(1));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/customer-service/reply-mange/list')).toHaveLength(2));
});

it('reads as Chinese in Chinese, the form and the translations too', async () => {
  serve();
  renderScreen(<ReplyMangePage />, { at: '/customer-service/reply-mange', permissions: ALL_PERMS });
  await screen.findByText('Welcome');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('适用客服')).toBeInTheDocument();
  expect(within(rowOf('VIP renewal')).getByText('VIP 官方客服')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '新建回复' }));
  const drawer = await drawerTitled('新建回复');
  expect(within(drawer).getByText('大客户专属客服')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
  await userEvent.click(within(drawer).getByRole('button', { name: /取消|Cancel/ }));
  await userEvent.click(within(rowOf('VIP renewal')).getByRole('button', { name: '多语言' }));
  await drawerTitled('VIP renewal 的多语言文本');
  expect(untranslatedTexts()).toEqual([]);
});
