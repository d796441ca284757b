import { useRef, useState } from 'react';
import { Alert, Button, Modal, Space, Tag } from '@arco-design/web-react';
import { IconExclamationCircle } from '@arco-design/web-react/icon';
import { isApiError, useT, whileFormSaves, wordFieldProblem } from '@backoffice/shared';
import { useConfirm } from '@backoffice/shared/list';
import { localeName } from '../../texts/missing';
import {
  type EpisodeSubtitles,
  useDeleteProductEpisodeSubtitleMutation,
  useUploadProductEpisodeSubtitleMutation,
} from './episodeApi';

/** The api's bound (api/src/modules/product-episode: SUBTITLE_BYTES_MAX), said before the bytes go. */
const SUBTITLE_BYTES_MAX = 512 * 1024;

/** An episode's subtitles in a row: a tag per locale it has, and each of the project's locales it misses marked as missing. */
export function SubtitleTags({ subtitles }: { subtitles: EpisodeSubtitles | undefined }) {
  const t = useT();
  if (!subtitles) return null;
  return (
    <span className="episode-subtitles">
      <span className="episode-subtitles__label">{t('subtitle.label')}</span>
      {subtitles.subtitles.map((file) => (
        <Tag key={file.locale} size="small" color="arcoblue">
          {file.locale}
        </Tag>
      ))}
      {subtitles.missing.map((locale) => (
        <Tag key={locale} size="small" color="red" icon={<IconExclamationCircle />}>
          {t('subtitle.missing', { locale })}
        </Tag>
      ))}
    </span>
  );
}

/** Reads a chosen file as UTF-8 text (undecodable bytes become U+FFFD, which the caller refuses). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * One episode's subtitle files, a line per content locale of its project (and any left in a
 * locale it no longer serves): upload or replace a .vtt, delete one after asking. A file the
 * api refuses stays refused here with the api's reasons (line, cue, why).
 */
export function SubtitlesDialog({
  episodeTitle,
  subtitles,
  locales,
  onClose,
}: {
  episodeTitle: string;
  subtitles: EpisodeSubtitles | null;
  locales: string[];
  onClose(): void;
}) {
  const t = useT();
  const confirm = useConfirm();
  const [upload] = useUploadProductEpisodeSubtitleMutation();
  const [remove] = useDeleteProductEpisodeSubtitleMutation();
  const [refused, setRefused] = useState<{ locale: string; reasons: string[] } | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  const shown = subtitles
    ? [...locales, ...subtitles.subtitles.map((file) => file.locale).filter((locale) => !locales.includes(locale))]
    : [];
  const fileOf = (locale: string) => subtitles?.subtitles.find((file) => file.locale === locale);

  const send = async (locale: string, file: File) => {
    if (!subtitles) return;
    setRefused(null);
    if (file.size > SUBTITLE_BYTES_MAX) return setRefused({ locale, reasons: [t('subtitle.tooLarge')] });
    const text = await readText(file);
    if (text.includes('\uFFFD')) return setRefused({ locale, reasons: [t('subtitle.notText')] });
    setSending(locale);
    try {
      await whileFormSaves(() => upload({ id: subtitles.episodeId, locale, body: text }).unwrap());
    } catch (error) {
      if (isApiError(error))
        setRefused({
          locale,
          // a problem with a rule in the user's language; a cue's problem keeps the api's words (line, cue, why)
          reasons: error.errors.length
            ? error.errors.map((problem) => wordFieldProblem(t, problem, t('subtitle.label')) ?? problem.message)
            : [error.message],
        });
    } finally {
      setSending(null);
    }
  };

  const close = () => {
    setRefused(null);
    onClose();
  };

  return (
    <Modal
      title={t('subtitle.title', { title: episodeTitle })}
      visible={subtitles !== null}
      onCancel={close}
      footer={null}
      unmountOnExit
    >
      <p className="episode-subtitles__hint">{t('subtitle.hint')}</p>
      {refused && (
        <Alert
          type="error"
          className="episode-subtitles__refused"
          title={t('subtitle.refused', { locale: refused.locale })}
          content={
            <ul>
              {refused.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          }
        />
      )}
      <ul className="episode-subtitles__locales" aria-label={t('subtitle.locales')}>
        {shown.map((locale) => {
          const file = fileOf(locale);
          return (
            <li key={locale}>
              <span className="episode-subtitles__locale">
                <strong>{locale}</strong> <span lang={locale}>{localeName(locale)}</span>
              </span>
              {file ? (
                <span>{t('subtitle.cues', { count: file.cueCount })}</span>
              ) : (
                <Tag size="small" color="red" icon={<IconExclamationCircle />}>
                  {t('subtitle.missingShort')}
                </Tag>
              )}
              <Space size={4}>
                <input
                  ref={(element) => {
                    inputs.current[locale] = element;
                  }}
                  type="file"
                  hidden
                  accept=".vtt,text/vtt"
                  aria-label={t('subtitle.fileIn', { locale })}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    if (chosen) void send(locale, chosen).catch(() => undefined);
                  }}
                />
                <Button
                  size="mini"
                  loading={sending === locale}
                  onClick={() => inputs.current[locale]?.click()}
                  aria-label={t(file ? 'subtitle.replaceIn' : 'subtitle.uploadIn', { locale })}
                >
                  {t(file ? 'subtitle.replace' : 'subtitle.upload')}
                </Button>
                {file && (
                  <Button
                    size="mini"
                    status="danger"
                    aria-label={t('subtitle.deleteIn', { locale })}
                    onClick={() =>
                      confirm({
                        title: t('subtitle.delete.confirm', { locale, title: episodeTitle }),
                        okText: t('list.delete'),
                        danger: true,
                        onOk: () => remove({ id: subtitles!.episodeId, locale }).unwrap(),
                      })
                    }
                  >
                    {t('list.delete')}
                  </Button>
                )}
              </Space>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
