import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  envelope,
  jsonAnswer,
  renderScreen,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import { EpisodesDrawer } from './EpisodesDrawer';
import type { DramaSubtitles, Episode } from './episodeApi';
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
const episode = (id: number, episodeNo: number, title = ''): Episode => ({
  id,
  dramaId: 11,
  episodeNo,
  title,
  durationSeconds: 95,
  free: true,
  unlockCoins: 0,
  hasVideo: true,
  videoSize: 1000,
  videoType: 'video/mp4',
  createTime: '2026-10-01T08:00:00Z',
  updateTime: '2026-10-01T08:00:00Z',
});
const file = (locale: string, cueCount = 12) => ({
  episodeId: 1,
  locale,
  cueCount,
  size: 900,
  createTime: '2026-10-03T08:00:00Z',
  updateTime: '2026-10-03T08:00:00Z',
});
const subtitles: DramaSubtitles = {
  dramaId: 11,
  defaultLocale: 'en',
  locales: ['en', 'es', 'pt-BR'],
  episodes: [
    { episodeId: 1, episodeNo: 1, subtitles: [file('en'), file('pt-BR')], missing: ['es'] },
    { episodeId: 2, episodeNo: 2, subtitles: [], missing: ['en', 'es', 'pt-BR'] },
  ],
};
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n¿Quién firmó el contrato?\n';

const serve = (first?: Parameters<typeof serveApi>[1], title = 'The contract') =>
  serveApi(
    {
      '/product/episode/list': () =>
        envelope({
          dramaId: 11,
          code: 'BRIDE-01',
          name: 'The Secret Bride',
          plannedCount: 60,
          episodes: [episode(1, 1, title), episode(2, 2)],
        }),
      '/product/episode/subtitle/list': () => envelope(subtitles),
    },
    first,
  );
const rowNamed = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const EDITOR = { permissions: ['product:list:query', 'product:list:edit'] };

async function openSubtitlesOf(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Subtitles of ${title}` }));
  return (await screen.findByText(`Subtitles of ${title}`, { selector: '.arco-modal-title' })).closest<HTMLElement>(
    '.arco-modal',
  )!;
}

beforeAll(() => registerMessages(productMessages));
beforeEach(() => localStorage.clear());

it('shows each episode’s subtitle locales and marks the missing ones, to a reader too', async () => {
  serve();
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, { permissions: ['product:list:query'] });
  await screen.findByText('The contract');
  const first = rowNamed('The contract');
  expect(await within(first).findByText('pt-BR')).toBeInTheDocument();
  expect(within(first).getByText('en')).toBeInTheDocument();
  expect(within(first).getByText('es missing')).toBeInTheDocument();
  expect(
    ['en missing', 'es missing', 'pt-BR missing'].map((text) => within(rowNamed('Episode 2')).getByText(text)),
  ).toHaveLength(3);
  // reading only: nothing to upload
  expect(screen.queryByRole('button', { name: /^Subtitles of/ })).not.toBeInTheDocument();
});

it('says when the subtitles could not be loaded, and loads them again on retry', async () => {
  let failing = true;
  serveApi({
    '/product/episode/list': () =>
      envelope({
        dramaId: 11,
        code: 'BRIDE-01',
        name: 'The Secret Bride',
        plannedCount: 60,
        episodes: [episode(1, 1, 'The contract')],
      }),
    '/product/episode/subtitle/list': () =>
      failing ? jsonAnswer({ code: 500, message: 'Internal error', data: null }, 500) : envelope(subtitles),
  });
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, EDITOR);
  const alert = (
    await screen.findByText(/subtitles could not be loaded/, undefined, { timeout: 4000 })
  ).closest<HTMLElement>('.arco-alert')!;
  expect(screen.queryByRole('button', { name: 'Subtitles of The contract' })).not.toBeInTheDocument();
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Subtitles of The contract' })).toBeInTheDocument();
  expect(screen.queryByText(/subtitles could not be loaded/)).not.toBeInTheDocument();
});

it('uploads a chosen .vtt’s text for its locale, and deletes one after asking', async () => {
  const fetchMock = serve((request) =>
    request.method === 'PUT'
      ? envelope(file('es', 1))
      : request.method === 'DELETE'
        ? envelope({ episodeId: 1, locale: 'pt-BR' })
        : undefined,
  );
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, EDITOR);
  const dialog = await openSubtitlesOf('The contract');
  expect(within(dialog).getAllByText('12 cues')).toHaveLength(2);
  expect(within(dialog).getByText('Missing')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Replace the pt-BR subtitle' })).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText('Subtitle file in es'), {
    target: { files: [new File([VTT], 'capítulo 1.vtt', { type: '' })] },
  });
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/episode/1/subtitle/es')).toHaveLength(1));
  const [sent] = callsTo(fetchMock, 'PUT', '/product/episode/1/subtitle/es');
  expect(sent.headers.get('content-type')).toBe('text/vtt');
  expect(await sent.text()).toBe(VTT);
  // the project goes in the query string, the body is the file alone
  expect(new URL(sent.url).searchParams.has('projectCode')).toBe(true);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the pt-BR subtitle' }));
  await answerDialog('Delete the pt-BR subtitle of The contract?', 'Delete');
  await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/product/episode/1/subtitle/pt-BR')).toHaveLength(1));
});

it('shows the api’s refusal with its line, cue and reason', async () => {
  const reason = 'line 6 (cue 2): the cue starts before the cue above it: cues are in the order they show';
  const fetchMock = serve((request) =>
    request.method === 'PUT'
      ? jsonAnswer(
          { code: 400, message: `subtitle ${reason}`, data: null, errors: [{ field: 'subtitle', message: reason }] },
          400,
        )
      : undefined,
  );
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, EDITOR);
  const dialog = await openSubtitlesOf('The contract');
  fireEvent.change(within(dialog).getByLabelText('Subtitle file in es'), {
    target: { files: [new File([VTT], 'es.vtt')] },
  });
  expect(await within(dialog).findByText(reason)).toBeInTheDocument();
  expect(within(dialog).getByText('The es subtitle was not taken')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'PUT', '/product/episode/1/subtitle/es')).toHaveLength(1);

  // a file that is not UTF-8 never leaves the browser
  fireEvent.change(within(dialog).getByLabelText('Subtitle file in en'), {
    target: { files: [new File([new Uint8Array([0x57, 0x45, 0x42, 0xe1, 0x0a])], 'latin1.vtt')] },
  });
  expect(
    await within(dialog).findByText('The file is not UTF-8 text: save it as UTF-8 WebVTT and choose it again'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'PUT', '/product/episode/1/subtitle/en')).toHaveLength(0);
});

it('plays the video with a subtitle track per locale', async () => {
  serve((request, url) => {
    if (url.pathname.endsWith('/video-link'))
      return envelope({ url: '/admin-api/product/episode-video/v1', expireTime: '2026-10-03T09:00:00Z' });
    if (url.pathname.endsWith('/subtitle-links')) {
      return envelope({
        tracks: [
          { locale: 'en', url: '/admin-api/product/episode-subtitle/t1' },
          { locale: 'pt-BR', url: '/admin-api/product/episode-subtitle/t2' },
        ],
        expireTime: '2026-10-03T09:00:00Z',
      });
    }
    return undefined;
  });
  renderScreen(<EpisodesDrawer drama={drama} onClose={() => undefined} />, EDITOR);
  await screen.findByText('The contract');
  await userEvent.click(within(rowNamed('The contract')).getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(document.querySelectorAll('video track')).toHaveLength(2));
  const tracks = [...document.querySelectorAll('video track')];
  expect(
    tracks.map((track) => [track.getAttribute('kind'), track.getAttribute('srclang'), track.getAttribute('src')]),
  ).toEqual([
    ['subtitles', 'en', '/admin-api/product/episode-subtitle/t1'],
    ['subtitles', 'pt-BR', '/admin-api/product/episode-subtitle/t2'],
  ]);
  expect(tracks[1].getAttribute('label')).toBe('português (Brasil)');
});

it('reads as Chinese in Chinese', async () => {
  // a Chinese project's own titles, as Chinese staff would see them
  serve(undefined, '契约');
  renderScreen(<EpisodesDrawer drama={{ ...drama, name: '秘密新娘' }} onClose={() => undefined} />, EDITOR);
  await openSubtitlesOf('契约');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('契约 的字幕', { selector: '.arco-modal-title' })).toBeInTheDocument();
  expect(screen.getAllByText('缺少 es').length).toBeGreaterThan(0);
  expect(untranslatedTexts()).toEqual([]);
});
