import { useEffect, useReducer, useRef, useState } from 'react';
import { Alert, Button, InputNumber, Progress, Space, Table, Tag, Upload } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useSelector } from 'react-redux';
import { Upload as TusUpload } from 'tus-js-client';
import { refusalText, selectToken, type Translate, useT } from '@backoffice/shared';
import { formatBytes } from '@backoffice/shared/list';
import { episodeNumberOf } from './episodeNumber';
import { UPLOAD_CHUNK_BYTES, UPLOAD_ENDPOINT, useAttachProductEpisodeMutation } from './episodeApi';

/** Videos uploading at once: enough to fill the line, few enough that each shows progress. */
const AT_ONCE = 3;
/** A dropped connection is retried at these pauses, resuming where the api's bytes end. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
const ACCEPT = '.mp4,.m4v,.mov,video/mp4,video/quicktime';
/** What ACCEPT lets through, by name or type: a file dropped or chosen otherwise is named and left out. */
const isVideo = (file: File) => /\.(mp4|m4v|mov)$/i.test(file.name) || /^video\/(mp4|quicktime)$/.test(file.type);
/** The episode numbers the api takes (an episode's episodeNo). */
const EPISODE_NO_MAX = 1000;

type State = 'waiting' | 'uploading' | 'attaching' | 'done' | 'failed';

interface Queued {
  key: string;
  file: File;
  episodeNo: number | null;
  state: State;
  sent: number;
  error?: string;
  durationSeconds?: number;
}

type Action =
  | { type: 'add'; files: File[] }
  | { type: 'number'; key: string; episodeNo: number | null }
  | { type: 'remove'; key: string }
  | { type: 'update'; key: string; change: Partial<Queued> }
  | { type: 'clearDone' };

function queueReducer(queue: Queued[], action: Action): Queued[] {
  switch (action.type) {
    case 'add':
      return [
        ...queue,
        ...action.files
          .filter((file) => !queue.some((queued) => queued.file.name === file.name && queued.file.size === file.size))
          .map((file) => ({
            key: `${file.name}:${file.size}:${file.lastModified}`,
            file,
            episodeNo: episodeNumberOf(file.name),
            state: 'waiting' as const,
            sent: 0,
          })),
      ].sort((a, b) => (a.episodeNo ?? Infinity) - (b.episodeNo ?? Infinity));
    case 'number':
      return queue.map((queued) => (queued.key === action.key ? { ...queued, episodeNo: action.episodeNo } : queued));
    case 'remove':
      return queue.filter((queued) => queued.key !== action.key);
    case 'update':
      return queue.map((queued) => (queued.key === action.key ? { ...queued, ...action.change } : queued));
    case 'clearDone':
      return queue.filter((queued) => queued.state !== 'done');
  }
}

/**
 * A season's videos at once: drop them, each gets its episode number from its file name
 * (editable) and its own progress bar; AT_ONCE go up together by tus, and a dropped
 * connection resumes instead of starting again (tus-js-client keeps each upload's address
 * in this browser, so even a reload resumes). A finished upload becomes its episode.
 */
export function BulkUpload({
  dramaId,
  projectCode,
  takenNumbers,
}: {
  dramaId: number;
  projectCode: string;
  takenNumbers: number[];
}) {
  const t = useT();
  const token = useSelector(selectToken);
  const [queue, dispatch] = useReducer(queueReducer, []);
  // the files left out as not videos, by name: said until the next drop or closed
  const [refused, setRefused] = useState<string[]>([]);
  const [attach] = useAttachProductEpisodeMutation();
  const running = useRef(new Map<string, TusUpload>());
  const started = useRef(false);

  // what stays on the page stops when the drawer closes: nothing uploads unseen
  useEffect(() => () => running.current.forEach((upload) => void upload.abort()), []);

  const numbers = queue.map((queued) => queued.episodeNo);
  const problemOf = (queued: Queued): string | null => {
    if (queued.episodeNo === null) return t('episode.upload.noNumber');
    // kept as typed, not changed to the nearest allowed: said here, and nothing starts
    if (!Number.isInteger(queued.episodeNo) || queued.episodeNo < 1 || queued.episodeNo > EPISODE_NO_MAX)
      return t('episode.upload.outOfRange', { max: EPISODE_NO_MAX });
    if (numbers.filter((episodeNo) => episodeNo === queued.episodeNo).length > 1)
      return t('episode.upload.twice', { episodeNo: queued.episodeNo });
    return null;
  };
  const ready = queue.filter((queued) => queued.state === 'waiting' || queued.state === 'failed');
  const blocked = ready.some((queued) => problemOf(queued) !== null);

  const uploadOne = (queued: Queued) =>
    new Promise<void>((resolve) => {
      const update = (change: Partial<Queued>) => dispatch({ type: 'update', key: queued.key, change });
      update({ state: 'uploading', error: undefined });
      const upload = new TusUpload(queued.file, {
        endpoint: `${UPLOAD_ENDPOINT}?projectCode=${encodeURIComponent(projectCode)}`,
        headers: { 'client-token': token ?? '' },
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        metadata: { filename: queued.file.name, filetype: queued.file.type, dramaId: String(dramaId) },
        onProgress: (sent) => update({ sent }),
        onError: (error) => {
          running.current.delete(queued.key);
          update({ state: 'failed', error: reasonOf(t, error) });
          resolve();
        },
        onSuccess: () => {
          running.current.delete(queued.key);
          update({ state: 'attaching', sent: queued.file.size });
          const uploadId = new URL(upload.url ?? '', window.location.origin).pathname.split('/').pop() ?? '';
          attach({ body: { dramaId, uploadId, episodeNo: queued.episodeNo! } })
            .unwrap()
            .then((episode) => update({ state: 'done', durationSeconds: episode.durationSeconds }))
            // the refusal in the user's language (the base query words it), never a field's internal name
            .catch((error: { message?: string }) => update({ state: 'failed', error: error.message ?? '' }))
            .finally(resolve);
        },
      });
      running.current.set(queued.key, upload);
      // an earlier try of the same file in this browser resumes where it stopped
      void upload.findPreviousUploads().then((previous) => {
        if (previous.length) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      });
    });

  const startAll = async () => {
    if (started.current) return;
    started.current = true;
    const pending = [...ready];
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) await uploadOne(next);
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, pending.length) }, worker));
    started.current = false;
  };

  const replacing = queue.filter(
    (queued) => queued.episodeNo !== null && takenNumbers.includes(queued.episodeNo) && queued.state !== 'done',
  ).length;
  const uploading = queue.some((queued) => queued.state === 'uploading' || queued.state === 'attaching');

  return (
    <div className="bulk-upload">
      <Upload
        drag
        multiple
        // not strict: Arco would drop what ACCEPT does not match without a word; it is named below instead
        accept={{ type: ACCEPT, strict: false }}
        showUploadList={false}
        autoUpload={false}
        tip={t('episode.upload.tip')}
        onChange={(items) => {
          const files = items.map((item) => item.originFile).filter((file): file is File => Boolean(file));
          setRefused(files.filter((file) => !isVideo(file)).map((file) => file.name));
          dispatch({ type: 'add', files: files.filter(isVideo) });
        }}
        fileList={[]}
      >
        <div className="bulk-upload__drop">
          <IconUpload />
          <span>{t('episode.upload.drop')}</span>
        </div>
      </Upload>
      {refused.length > 0 && (
        <Alert
          type="warning"
          closable
          onClose={() => setRefused([])}
          className="bulk-upload__refused"
          title={t('episode.upload.notVideos', { count: refused.length })}
          content={
            <ul>
              {refused.map((name) => (
                <li key={name}>{t('episode.upload.notVideo', { name })}</li>
              ))}
            </ul>
          }
        />
      )}
      {queue.length > 0 && (
        <>
          <Space className="bulk-upload__toolbar" wrap>
            <Button
              type="primary"
              icon={<IconUpload />}
              disabled={!ready.length || blocked || uploading}
              onClick={() => void startAll()}
            >
              {t('episode.upload.start', { count: ready.length })}
            </Button>
            {queue.some((queued) => queued.state === 'done') && (
              <Button onClick={() => dispatch({ type: 'clearDone' })}>{t('episode.upload.clearDone')}</Button>
            )}
            {replacing > 0 && (
              <span className="bulk-upload__note">{t('episode.upload.replacing', { count: replacing })}</span>
            )}
          </Space>
          <Table<Queued>
            rowKey="key"
            size="small"
            pagination={false}
            data={queue}
            columns={[
              {
                title: t('episode.upload.episodeNo'),
                dataIndex: 'episodeNo',
                width: 110,
                render: (episodeNo: number | null, queued: Queued) => (
                  <InputNumber
                    size="small"
                    value={episodeNo ?? undefined}
                    disabled={queued.state !== 'waiting' && queued.state !== 'failed'}
                    aria-label={t('episode.upload.numberOf', { name: queued.file.name })}
                    onChange={(value) =>
                      dispatch({ type: 'number', key: queued.key, episodeNo: typeof value === 'number' ? value : null })
                    }
                  />
                ),
              },
              {
                title: t('episode.upload.file'),
                dataIndex: 'file',
                render: (file: File, queued: Queued) => (
                  <div className="bulk-upload__file">
                    <span>{file.name}</span>
                    <small>{formatBytes(file.size)}</small>
                    {problemOf(queued) && queued.state !== 'done' && (
                      <small className="bulk-upload__problem">{problemOf(queued)}</small>
                    )}
                    {queued.error && <small className="bulk-upload__problem">{queued.error}</small>}
                  </div>
                ),
              },
              {
                title: t('episode.upload.progress'),
                dataIndex: 'sent',
                width: 220,
                render: (sent: number, queued: Queued) => (
                  <Progress
                    size="small"
                    percent={queued.file.size ? Math.floor((sent * 100) / queued.file.size) : 100}
                    status={queued.state === 'failed' ? 'error' : queued.state === 'done' ? 'success' : 'normal'}
                    aria-label={t('episode.upload.progressOf', { name: queued.file.name })}
                  />
                ),
              },
              {
                title: t('episode.upload.state'),
                dataIndex: 'state',
                width: 140,
                render: (state: State, queued: Queued) => (
                  <Tag color={STATE_COLOURS[state]}>
                    {state === 'done' && queued.durationSeconds !== undefined
                      ? t('episode.upload.done', { duration: clock(queued.durationSeconds) })
                      : t(`episode.upload.state.${state}`)}
                  </Tag>
                ),
              },
              {
                title: t('list.actions'),
                dataIndex: 'key',
                width: 90,
                render: (key: string, queued: Queued) =>
                  queued.state === 'waiting' || queued.state === 'failed' ? (
                    <Button size="mini" type="text" onClick={() => dispatch({ type: 'remove', key })}>
                      {t('episode.upload.remove')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </>
      )}
    </div>
  );
}

const STATE_COLOURS: Record<State, string> = {
  waiting: 'gray',
  uploading: 'arcoblue',
  attaching: 'arcoblue',
  done: 'green',
  failed: 'red',
};

/** 95 → 1:35 */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What the api said when it refused the bytes (a 413, a 404…) in the user's language, or the connection's error. */
function reasonOf(t: Translate, error: Error): string {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody();
  try {
    return body ? (refusalText(t, JSON.parse(body)) ?? body) : error.message;
  } catch {
    return body || error.message;
  }
}
