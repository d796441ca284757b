// The poster field of the dramas' and categories' forms, through the screens: choose or drop
// an image, crop it, upload it, save its address. jsdom has no canvas: the encoder is the seam.
import { Blob as NodeBlob } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PROJECTS_CODE, projectSelected, registerMessages, serverMenuLoaded, setLocale } from '@backoffice/shared';
import {
  callsTo,
  envelope,
  jsonAnswer,
  menuItem,
  renderScreen,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../locale';
import CategoriesPage from '../pages/category';
import DramasPage from '../pages/list';
import type { Drama } from '../pages/list/listApi';
import { encodePoster } from './encodePoster';

jest.mock('./encodePoster', () => ({ encodePoster: jest.fn() }));
const encode = jest.mocked(encodePoster);

const PERMS = ['product:list:query', 'product:list:add', 'product:list:edit'];
const UPLOADED = '/admin-api/product/poster/file/drama-us/0123456789abcdef0123456789abcdef.jpg';
/** An encoded poster. The page's Request is Node's (scripts/jest/web-environment.js), which sends only Node's Blob (jsdom's would go as "[object Blob]"); a browser's are one realm's. */
const encoded = (bytes: Uint8Array) => new NodeBlob([bytes], { type: 'image/jpeg' }) as unknown as Blob;
const bride: Drama = {
  id: 11,
  projectCode: 'drama-us',
  code: 'BRIDE-01',
  name: 'The Secret Bride',
  episodeCount: 80,
  status: 2,
  poster: '',
  summary: '',
  description: '',
  labels: [],
  playCount: 0,
  followCount: 0,
  commentCount: 0,
  unlockCount: 0,
  createTime: '2026-10-01T08:00:00Z',
  updateTime: '2026-10-02T08:00:00Z',
};

const serve = (first?: Parameters<typeof serveApi>[1], drama = bride) =>
  serveApi(
    {
      '/product/list/list': () => envelope({ list: [drama], total: 1, pageNum: 1, pageSize: 10 }),
      '/product/label/options': () => envelope([]),
      '/product/category/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 100 }),
      'POST /product/list/poster': () => envelope({ url: UPLOADED }),
    },
    first,
  );

const openEdit = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return (
    await screen.findByText('Edit The Secret Bride', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
};
const posterItem = (drawer: HTMLElement) =>
  within(drawer).getByText('Poster', { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!;
/** The field's own chunk loads when the form draws it: its chooser appears then. */
const chooser = (drawer: HTMLElement) =>
  waitFor(
    () =>
      drawer.querySelector<HTMLInputElement>('.poster-field input[type=file]') ??
      Promise.reject(new Error('no chooser yet')),
  );
const chooseFile = async (drawer: HTMLElement, file: File) => userEvent.upload(await chooser(drawer), file);
const image = (name = 'sunset.png', type = 'image/png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });

/** The browser draws the chosen image (1200×900) in the crop dialog's stage (480×420), as jsdom never does. */
const drawChosenImage = (dialog: HTMLElement) => {
  const drawn = dialog.querySelector<HTMLImageElement>('.reactEasyCrop_Image')!;
  Object.defineProperties(drawn, { naturalWidth: { value: 1200 }, naturalHeight: { value: 900 } });
  drawn.parentElement!.getBoundingClientRect = () => ({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: 480,
    bottom: 420,
    width: 480,
    height: 420,
    toJSON: () => ({}),
  });
  fireEvent.load(drawn);
};
const cropDialog = async () => (await screen.findByText('Crop the poster')).closest<HTMLElement>('.arco-modal')!;
/** An operator chooses an image, the browser draws it, and they confirm the crop as it is. */
const cropChosenImage = async (drawer: HTMLElement) => {
  await chooseFile(drawer, image());
  const dialog = await cropDialog();
  drawChosenImage(dialog);
  await userEvent.click(await waitFor(() => within(dialog).getByRole('button', { name: 'Use this crop' })));
};

beforeAll(() => registerMessages(productMessages));
beforeEach(() => {
  localStorage.clear();
  encode.mockReset();
  // jsdom has no object URLs
  URL.createObjectURL = jest.fn(() => 'blob:chosen-poster');
  URL.revokeObjectURL = jest.fn();
});

it('crops a chosen image to 3:4, uploads it as a JPEG and saves its address', async () => {
  const fetchMock = serve((request) => (request.method === 'PUT' ? envelope(bride) : undefined));
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  encode.mockResolvedValue(encoded(jpeg));
  renderScreen(<DramasPage />, { at: '/product/list', permissions: PERMS });
  const drawer = await openEdit();
  expect(within(posterItem(drawer)).getByRole('img', { name: 'No poster' })).toBeInTheDocument();
  await chooseFile(drawer, image());

  const dialog = await cropDialog();
  const confirm = within(dialog).getByRole('button', { name: 'Use this crop' });
  expect(confirm).toBeDisabled(); // nothing to crop until the image is drawn
  drawChosenImage(dialog);
  await waitFor(() => expect(confirm).toBeEnabled());
  expect(callsTo(fetchMock, 'POST', '/product/list/poster')).toHaveLength(0);
  await userEvent.click(confirm);

  // the whole height of the landscape image, at 3:4, from its middle
  expect(encode).toHaveBeenCalledWith('blob:chosen-poster', { x: 263, y: 0, width: 675, height: 900 });
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/list/poster')).toHaveLength(1));
  const sent = callsTo(fetchMock, 'POST', '/product/list/poster')[0];
  expect(sent.headers.get('content-type')).toBe('image/jpeg');
  expect(new Uint8Array(await sent.arrayBuffer())).toEqual(jpeg);
  expect(new URL(sent.url).searchParams.get('projectCode')).toBe('drama-us'); // the edited drama's project (the current one may be All projects), in the query: the body is the image
  expect(await within(posterItem(drawer)).findByRole('img', { name: 'Poster' })).toHaveAttribute('src', UPLOADED);
  // the address box does not show the server's own path of the upload
  const address = within(posterItem(drawer)).getByRole('textbox');
  expect(address).toHaveValue('');
  expect(address).toHaveAttribute('placeholder', 'The uploaded image above, or type an https:// address');

  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/list/11')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/list/11')[0].json()).toMatchObject({ poster: UPLOADED });
});

it('refuses at once, beside the field, a file that is not a JPEG, PNG or WebP image, or too large an image, and uploads nothing', async () => {
  const fetchMock = serve();
  renderScreen(<DramasPage />, { at: '/product/list', permissions: PERMS });
  const drawer = await openEdit();
  // dropped: a drop is not filtered by the file input's accept
  await chooser(drawer);
  fireEvent.drop(posterItem(drawer).querySelector('.arco-upload-trigger')!, {
    dataTransfer: { files: [new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' })], items: [] },
  });
  expect(
    await within(posterItem(drawer)).findByText('Poster: notes.pdf is not a JPEG, PNG or WebP image'),
  ).toBeInTheDocument();

  const huge = image('camera.jpg', 'image/jpeg');
  Object.defineProperty(huge, 'size', { value: 25 * 1024 * 1024 });
  await chooseFile(drawer, huge);
  expect(
    await within(posterItem(drawer)).findByText('Poster: camera.jpg is 25 MB, over the 20 MB an image may be'),
  ).toBeInTheDocument();

  expect(screen.queryByText('Crop the poster')).not.toBeInTheDocument();
  expect(encode).not.toHaveBeenCalled();
  expect(callsTo(fetchMock, 'POST', '/product/list/poster')).toHaveLength(0);
});

it("says the api's refusal of the image beside the field, keeps the poster as it was, and leaves the form free to save", async () => {
  const fetchMock = serve((request, url) =>
    url.pathname.endsWith('/product/list/poster')
      ? jsonAnswer(
          {
            code: 400,
            message: 'poster: is not a JPEG, PNG or WebP image',
            errors: [
              { field: 'poster', message: 'is not a JPEG, PNG or WebP image (its bytes say so, whatever its name)' },
            ],
            data: null,
          },
          400,
        )
      : request.method === 'PUT'
        ? envelope(bride)
        : undefined,
  );
  encode.mockResolvedValue(encoded(new Uint8Array([1, 2, 3])));
  renderScreen(<DramasPage />, { at: '/product/list', permissions: PERMS });
  const drawer = await openEdit();
  await cropChosenImage(drawer);

  expect(
    await within(posterItem(drawer)).findByText('Poster: the server found the file is not a JPEG, PNG or WebP image'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/list/poster')).toHaveLength(1);
  expect(screen.queryByText('poster: is not a JPEG, PNG or WebP image')).not.toBeInTheDocument(); // the field says it, not a toast too
  expect(within(posterItem(drawer)).getByRole('img', { name: 'No poster' })).toBeInTheDocument();
  expect(within(posterItem(drawer)).getByRole('textbox')).toHaveValue('');

  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/list/11')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/list/11')[0].json()).not.toHaveProperty('poster');
});

it('holds the save while the poster uploads, and saves it once uploaded', async () => {
  const fetchMock = serve((request) => (request.method === 'PUT' ? envelope(bride) : undefined));
  let encoded_: (poster: Blob) => void = () => {};
  encode.mockReturnValue(new Promise((resolve) => (encoded_ = resolve)));
  renderScreen(<DramasPage />, { at: '/product/list', permissions: PERMS });
  const drawer = await openEdit();
  await cropChosenImage(drawer);

  expect(await within(posterItem(drawer)).findByText('Uploading the poster…')).toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(posterItem(drawer)).findByText('Poster: wait until the poster is uploaded')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'PUT', '/product/list/11')).toHaveLength(0);

  encoded_(encoded(new Uint8Array([0xff, 0xd8, 0xff])));
  await waitFor(() =>
    expect(within(posterItem(drawer)).getByRole('img', { name: 'Poster' })).toHaveAttribute('src', UPLOADED),
  );
  expect(within(posterItem(drawer)).queryByText('Poster: wait until the poster is uploaded')).not.toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/list/11')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/list/11')[0].json()).toMatchObject({ poster: UPLOADED });
});

it('refuses a cropped poster over the 2 MB the api takes, and an image the browser cannot draw, without uploading', async () => {
  const fetchMock = serve();
  encode.mockResolvedValue(encoded(new Uint8Array(2 * 1024 * 1024 + 1)));
  renderScreen(<DramasPage />, { at: '/product/list', permissions: PERMS });
  const drawer = await openEdit();
  await cropChosenImage(drawer);
  expect(
    await within(posterItem(drawer)).findByText('Poster: the cropped poster is 2.1 MB, over the 2 MB the server takes'),
  ).toBeInTheDocument();

  await chooseFile(drawer, image('renamed.webp', 'image/webp'));
  const dialog = await cropDialog();
  fireEvent.error(dialog.querySelector('.reactEasyCrop_Image')!);
  expect(
    await within(posterItem(drawer)).findByText('Poster: renamed.webp cannot be read as an image'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Crop the poster')).not.toBeInTheDocument());
  expect(callsTo(fetchMock, 'POST', '/product/list/poster')).toHaveLength(0);
  expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2); // each chosen image let go
});

it('removes a poster, or takes one typed as an address', async () => {
  const withPoster = { ...bride, poster: 'https://cdn.example.com/bride.jpg' };
  const fetchMock = serveApi({
    '/product/list/list': () => envelope({ list: [withPoster], total: 1, pageNum: 1, pageSize: 10 }),
    '/product/label/options': () => envelope([]),
    '/product/category/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 100 }),
    'PUT /product/list/11': () => envelope(bride),
  });
  renderScreen(<DramasPage />, { at: '/product/list', permissions: PERMS });
  let drawer = await openEdit();
  expect(within(posterItem(drawer)).getByRole('img', { name: 'Poster' })).toHaveAttribute(
    'src',
    'https://cdn.example.com/bride.jpg',
  );
  await userEvent.click(await within(posterItem(drawer)).findByRole('button', { name: 'Remove the poster' }));
  expect(within(posterItem(drawer)).getByRole('img', { name: 'No poster' })).toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/list/11')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/list/11')[0].json()).not.toHaveProperty('poster');

  await waitFor(() => expect(screen.queryByText('Edit The Secret Bride')).not.toBeInTheDocument());
  drawer = await openEdit();
  const address = within(posterItem(drawer)).getByRole('textbox');
  await userEvent.clear(address);
  await userEvent.type(address, 'https://cdn.example.com/new.webp');
  expect(within(posterItem(drawer)).getByRole('img', { name: 'Poster' })).toHaveAttribute(
    'src',
    'https://cdn.example.com/new.webp',
  );
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/list/11')).toHaveLength(2));
  expect(await callsTo(fetchMock, 'PUT', '/product/list/11')[1].json()).toMatchObject({
    poster: 'https://cdn.example.com/new.webp',
  });
});

it("uploads a category's poster to the categories' path and saves its address with the category", async () => {
  const uploaded = '/admin-api/product/poster/file/dramabox/fedcba9876543210fedcba9876543210.jpg';
  const trending = {
    id: 5,
    projectCode: 'dramabox',
    code: 'trending',
    title: 'Trending now',
    poster: '',
    link: '',
    dramaCount: 0,
    createTime: '2026-08-01T08:00:00Z',
    updateTime: '2026-09-02T08:00:00Z',
  };
  const fetchMock = serveApi({
    '/product/category/list': () => envelope({ list: [trending], total: 1, pageNum: 1, pageSize: 10 }),
    'POST /product/category/poster': () => envelope({ url: uploaded }),
    'PUT /product/category/5': () => envelope(trending),
  });
  encode.mockResolvedValue(encoded(new Uint8Array([0xff, 0xd8, 0xff])));
  renderScreen(<CategoriesPage />, {
    at: '/product/category',
    permissions: ['product:category:query', 'product:category:edit'],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const drawer = (
    await screen.findByText('Edit category Trending now', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  await cropChosenImage(drawer);
  await waitFor(() =>
    expect(within(posterItem(drawer)).getByRole('img', { name: 'Poster' })).toHaveAttribute('src', uploaded),
  );
  expect(callsTo(fetchMock, 'POST', '/product/list/poster')).toHaveLength(0);
  expect(callsTo(fetchMock, 'POST', '/product/category/poster')[0].headers.get('content-type')).toBe('image/jpeg');

  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/category/5')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/category/5')[0].json()).toMatchObject({
    code: 'trending',
    title: 'Trending now',
    poster: uploaded,
  });
});

it('under all projects a new category takes its poster once its project is chosen, into that project', async () => {
  const uploaded = '/admin-api/product/poster/file/shortmax/fedcba9876543210fedcba9876543210.jpg';
  const perms = ['product:category:query', 'product:category:add'];
  const fetchMock = serveApi({
    '/product/category/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
    'POST /product/category/poster': () => envelope({ url: uploaded }),
  });
  encode.mockResolvedValue(encoded(new Uint8Array([0xff, 0xd8, 0xff])));
  const view = renderScreen(<CategoriesPage />, {
    at: '/product/category',
    permissions: perms,
    user: { allProjects: true },
  });
  act(() => {
    view.store.dispatch(projectSelected(ALL_PROJECTS_CODE));
    view.store.dispatch(serverMenuLoaded(perms.map((perms, id) => menuItem({ id, menuType: 'F', perms }))));
  });
  await userEvent.click(await screen.findByRole('button', { name: 'New category' }));
  const drawer = (
    await screen.findByText('New category', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  // nothing to upload into yet: the poster's chooser is off and says to choose the project first
  const dropZone = async (name: string) => within(posterItem(drawer)).findByRole('button', { name: new RegExp(name) });
  expect(await dropZone('Choose the project above first')).toHaveAttribute('aria-disabled', 'true');

  const project = within(drawer).getByText('Project', { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!;
  await userEvent.click(within(project).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: 'ShortMax' }));
  expect(await dropZone('Choose or drop an image')).toHaveAttribute('aria-disabled', 'false');
  await cropChosenImage(drawer);
  expect(await within(posterItem(drawer)).findByRole('img', { name: 'Poster' })).toHaveAttribute('src', uploaded);
  const sent = callsTo(fetchMock, 'POST', '/product/category/poster')[0];
  expect(new URL(sent.url).searchParams.get('projectCode')).toBe('shortmax');
});

it('reads as Chinese in Chinese, the crop step too', async () => {
  // a Chinese project's own names, as Chinese staff would see them
  serve(undefined, { ...bride, name: '秘密新娘', code: 'D-0011' });
  renderScreen(<DramasPage />, { at: '/product/list', permissions: PERMS });
  await screen.findByText('秘密新娘');
  act(() => setLocale('zh-CN'));
  await userEvent.click(await screen.findByRole('button', { name: '编辑' }));
  const drawer = (await screen.findByText('海报', { selector: 'label' })).closest<HTMLElement>('.arco-drawer')!;
  expect(await within(drawer).findByText('选择或拖入图片')).toBeInTheDocument();
  await chooseFile(drawer, image());
  expect(await screen.findByText('裁剪海报')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});
