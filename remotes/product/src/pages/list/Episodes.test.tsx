import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import { answerDialog, callsTo, envelope, renderScreen, serveApi, untranslatedTexts } from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import { EpisodesDrawer } from './EpisodesDrawer';
import type { Episode } from './episodeApi';
import type { Drama } from './listApi';

const drama: Drama = {
  id: 11,
  projectCode: 'drama-us',
  code: 'BRIDE-01',
  name: 'The Secret Bride',
  episodeCount: 60,
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
const episode = (id: number, episodeNo: number, extra: Partial<Episode> = {}): Episode => ({
  id,
  dramaId: 11,
  episodeNo,
  title: '',
  durationSeconds: 95,
  free: episodeNo <= 5,
  unlockCoins: episodeNo <= 5 ? 0 : 30,
  hasVideo: true,
  videoSize: 1000,
  videoType: 'video/mp4',
  createTime: '2026-10-01T08:00:00Z',
  updateTime: '2026-10-01T08:00:00Z',
  ...extra,
});
const episodes = [
  episode(1, 1, { title: 'The contract' }),
  episode(2, 2),
  episode(3, 6, { hasVideo: false, durationSeconds: 0 }),
];

const serve = (first?: Parameters<typeof serveApi>[1], listed = episodes) =>
  serveApi(
    {
      '/product/episode/list': () =>
        envelope({ dramaId: 11, code: 'BRIDE-01', name: 'The Secret Bride', plannedCount: 60, episodes: listed }),
    },
    first,
  );
const rowNamed = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const video = (name: string) => new File([new Uint8Array(64)], name, { type: 'video/mp4' });

beforeAll(() => registerMessages(productMessages));
beforeEach(() => localStorage.clear());

it('lists the episodes in order with their length, price and whether their video is there', async () => {
  serve();
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, { permissions: ['product:list:query'] });
  expect(await screen.findByText('The contract')).toBeInTheDocument();
  expect(screen.getByText('3 episodes of 60 planned; 2 with video')).toBeInTheDocument();
  expect(within(rowNamed('The contract')).getByText('1:35')).toBeInTheDocument();
  expect(within(rowNamed('The contract')).getByText('Free')).toBeInTheDocument();
  expect(within(rowNamed('Episode 6')).getByText('No video yet')).toBeInTheDocument();
  expect(within(rowNamed('Episode 6')).getByText('30 coins')).toBeInTheDocument();
  expect(within(rowNamed('Episode 6')).queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  // reading only: no uploader, no edit, no reordering
  expect(screen.queryByText('Drop a season’s videos here, or click to choose them')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
});

it('takes a season’s files, numbers each from its name, and will not start while a number is missing or twice', async () => {
  serve();
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, {
    permissions: ['product:list:query', 'product:list:edit'],
  });
  await screen.findByText('The contract');
  const input = document.querySelector<HTMLInputElement>('.bulk-upload input[type="file"]')!;
  fireEvent.change(input, {
    target: {
      files: [video('S01E08.mp4'), video('第7集.mp4'), video('EP002.mp4'), video('trailer.mp4'), video('ep8 (1).mp4')],
    },
  });
  // sorted by number, those without one last
  const numbers = await screen.findAllByRole('spinbutton', { name: /^Episode number of/ });
  expect(numbers.map((box) => box.getAttribute('aria-label')!.replace('Episode number of ', ''))).toEqual([
    'EP002.mp4',
    '第7集.mp4',
    'S01E08.mp4',
    'ep8 (1).mp4',
    'trailer.mp4',
  ]);
  expect(numbers.map((box) => (box as HTMLInputElement).value)).toEqual(['2', '7', '8', '8', '']);
  expect(screen.getAllByText('Episode 8 is in this batch twice')).toHaveLength(2);
  expect(screen.getByText('No episode number in the name: type it')).toBeInTheDocument();
  expect(screen.getByText('1 video replaces the video of existing episodes')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload 5 videos' })).toBeDisabled();

  await userEvent.click(within(screen.getByText('ep8 (1).mp4').closest('tr')!).getByRole('button', { name: 'Remove' }));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Episode number of trailer.mp4' }), '9');
  expect(screen.queryByText(/in this batch twice|No episode number/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload 4 videos' })).toBeEnabled();
});

it('says, file by file, which dropped files are not videos, and takes the videos alone', async () => {
  serve();
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, {
    permissions: ['product:list:query', 'product:list:edit'],
  });
  await screen.findByText('The contract');
  const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  const still = new File([new Uint8Array(8)], 'still.jpg', { type: 'image/jpeg' });
  fireEvent.drop(screen.getByText('Drop a season’s videos here, or click to choose them'), {
    dataTransfer: { files: [video('EP001.mp4'), notes, still], items: [] },
  });
  const refused = await screen.findByRole('alert');
  expect(within(refused).getByText('2 files are not a video and were left out')).toBeInTheDocument();
  expect(within(refused).getByText('notes.txt: not an MP4 or MOV video')).toBeInTheDocument();
  expect(within(refused).getByText('still.jpg: not an MP4 or MOV video')).toBeInTheDocument();
  expect(screen.getAllByRole('spinbutton', { name: /^Episode number of/ })).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Upload 1 video' })).toBeEnabled();
  // the next drop says its own: nothing refused, nothing said
  fireEvent.drop(screen.getByText('Drop a season’s videos here, or click to choose them'), {
    dataTransfer: { files: [video('EP002.mp4')], items: [] },
  });
  await waitFor(() => expect(screen.queryByText(/not a video/)).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Upload 2 videos' })).toBeEnabled();
});

it('keeps an episode number or a price out of range as typed and says why, rather than changing it', async () => {
  serve();
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, {
    permissions: ['product:list:query', 'product:list:edit'],
  });
  await screen.findByText('The contract');
  fireEvent.change(document.querySelector<HTMLInputElement>('.bulk-upload input[type="file"]')!, {
    target: { files: [video('EP001.mp4')] },
  });
  const number = await screen.findByRole('spinbutton', { name: 'Episode number of EP001.mp4' });
  await userEvent.clear(number);
  await userEvent.type(number, '5000');
  await userEvent.tab();
  expect(number).toHaveValue('5000');
  expect(screen.getByText('The episode number must be a whole number from 1 to 1,000')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload 1 video' })).toBeDisabled();

  await userEvent.click(within(rowNamed('Episode 6')).getByRole('button', { name: 'Edit' }));
  const form = (
    await screen.findByText('Edit episode 6', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  const price = await within(form).findByRole('spinbutton'); // the number control is fetched with the form
  await userEvent.clear(price);
  await userEvent.type(price, '999999');
  await userEvent.tab();
  expect(price).toHaveValue('999999');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Unlock price (coins) must be at most 100,000')).toBeInTheDocument();
  await userEvent.clear(price);
  await userEvent.type(price, '-5');
  await userEvent.tab();
  expect(price).toHaveValue('-5');
  expect(await within(form).findByText('Unlock price (coins) must be at least 0')).toBeInTheDocument();
});

it('edits an episode’s price, deletes one after asking, and saves a new order', async () => {
  const fetchMock = serve((request) =>
    request.method === 'PUT' || request.method === 'DELETE' ? envelope({ id: 3 }) : undefined,
  );
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, {
    permissions: ['product:list:query', 'product:list:edit'],
  });
  await screen.findByText('The contract');
  await userEvent.click(within(rowNamed('Episode 6')).getByRole('button', { name: 'Edit' }));
  const form = (
    await screen.findByText('Edit episode 6', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  const price = await within(form).findByRole('spinbutton');
  await userEvent.clear(price);
  await userEvent.type(price, '0');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/episode/3')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/episode/3')[0].json()).toMatchObject({ unlockCoins: 0 });

  await userEvent.click(within(rowNamed('Episode 2')).getByRole('button', { name: 'Delete' }));
  await answerDialog('Delete Episode 2?', 'Delete');
  await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/product/episode/2')).toHaveLength(1));

  // keyboard reorder: the last one first
  screen.getAllByRole('listitem').forEach((item, index) => {
    item.getBoundingClientRect = () => ({
      x: 0,
      y: index * 50,
      top: index * 50,
      left: 0,
      bottom: index * 50 + 50,
      right: 400,
      width: 400,
      height: 50,
      toJSON: () => ({}),
    });
  });
  const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const handle = screen.getByRole('button', { name: 'Move The contract: drag, or press space then the arrow keys' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space' });
  await tick();
  fireEvent.keyDown(document, { code: 'ArrowDown' });
  await tick();
  fireEvent.keyDown(document, { code: 'Space' });
  await userEvent.click(await screen.findByRole('button', { name: 'Save order' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/episode/order')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/episode/order')[0].json()).toMatchObject({
    dramaId: 11,
    episodeIds: [2, 1, 3],
  });
});

it('reads as Chinese in Chinese, the uploader too', async () => {
  // a Chinese project's own titles, as Chinese staff would see them
  serve(undefined, [episode(1, 1, { title: '契约' }), episode(2, 6, { hasVideo: false })]);
  renderScreen(<EpisodesDrawer drama={{ ...drama, name: '秘密新娘' }} onClose={() => undefined} />, {
    permissions: ['product:list:query', 'product:list:edit'],
  });
  await screen.findByText('契约');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('秘密新娘 的剧集')).toBeInTheDocument();
  fireEvent.change(document.querySelector<HTMLInputElement>('.bulk-upload input[type="file"]')!, {
    target: { files: [video('第3集.mp4'), new File(['x'], '片花.mkv', { type: 'video/x-matroska' })] },
  });
  expect(await screen.findByRole('button', { name: '上传 1 个视频' })).toBeInTheDocument();
  expect(screen.getByText('1 个文件不是视频，未加入')).toBeInTheDocument();
  expect(screen.getByText('片花.mkv：不是 MP4 或 MOV 视频')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('spinbutton', { name: '第3集.mp4 的集数' }));
  await userEvent.type(screen.getByRole('spinbutton', { name: '第3集.mp4 的集数' }), '0');
  expect(screen.getByText('集数须为 1 到 1,000 之间的整数')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});
