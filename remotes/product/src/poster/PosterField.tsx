import { lazy, Suspense, useState } from 'react';
import { Button, Form, Input, Upload } from '@arco-design/web-react';
import { IconDelete, IconLoading, IconUpload } from '@arco-design/web-react/icon';
import { isApiError, type Translate, useT, whileFormSaves } from '@backoffice/shared';
import { type CropArea, encodePoster } from './encodePoster';
import { PosterPreview } from './PosterPreview';
import { megabytes, POSTER_BYTES_MAX, POSTER_SOURCE_BYTES_MAX, POSTER_TYPES, refusalOf } from './posterFile';
import './poster.css';

// the crop dialog and its library load when an image is chosen, never with the page
const PosterCrop = lazy(() => import(/* webpackChunkName: "product-poster-crop" */ './PosterCrop'));

/**
 * Sends the cropped poster to the screen's upload call; answers its address. `chosenProject` is
 * the form's Project field (a new row under all projects), which the poster belongs to.
 */
export type UploadPoster = (image: Blob, chosenProject?: string) => Promise<{ url: string }>;

export interface PosterFieldProps {
  /** from Form.Item: the control's id (its label points at the address), value and change */
  id?: string;
  value?: string;
  onChange?(value: string): void;
  error?: boolean;
  disabled?: boolean;
  /** the form field and its label, which every message of the field names */
  field: string;
  label: string;
  upload: UploadPoster;
  onBusy(busy: boolean): void;
  /** a new row under all projects: the poster waits for the form's Project field, the project it belongs to */
  projectFirst?: boolean;
}

/** What a failed upload says beside the field: the api's refusal of the image, or why it failed. */
function failureOf(t: Translate, label: string, failure: unknown): string {
  if (!isApiError(failure))
    return t('poster.failed', { field: label, problem: failure instanceof Error ? failure.message : String(failure) });
  if (failure.errors.some((error) => error.field === 'poster')) return t('poster.refused.content', { field: label });
  // the refusal as the base query words it, in the user's language ("one project, not all"…)
  return t('poster.failed', { field: label, problem: failure.message });
}

/**
 * A poster as an operator gives one: an image chosen or dropped, cropped to the app's 3:4,
 * encoded here and uploaded, or an address typed in (how existing posters arrive). Shows the
 * poster; replace and remove it. Every refusal is said beside the field, naming it.
 */
export function PosterField(props: PosterFieldProps) {
  const { id, value, onChange, error, field, label, upload, onBusy, projectFirst } = props;
  const t = useT();
  const { form } = Form.useFormContext();
  const chosenProject = Form.useWatch('projectCode', form) as string | undefined;
  const waitsForProject = Boolean(projectFirst && !chosenProject);
  const disabled = props.disabled || waitsForProject;
  const [chosen, setChosen] = useState<{ source: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);

  const tell = (message?: string) => form.setFields({ [field]: { error: message ? { message } : undefined } });
  const busy = (running: boolean) => {
    setUploading(running);
    onBusy(running);
  };

  const choose = (file: File) => {
    const refusal = refusalOf(file);
    if (refusal) tell(t(refusal.id, { field: label, ...refusal.values }));
    else {
      tell();
      setChosen({ source: URL.createObjectURL(file), name: file.name });
    }
    return false; // Arco's own request never runs: the cropped poster is uploaded instead
  };

  const drop = (message?: string) => {
    if (chosen) URL.revokeObjectURL(chosen.source);
    setChosen(null);
    if (message) tell(message);
  };

  const send = async (area: CropArea) => {
    const source = chosen!.source;
    setChosen(null);
    busy(true);
    try {
      const poster = await encodePoster(source, area);
      if (poster.size > POSTER_BYTES_MAX) {
        tell(
          t('poster.refused.encoded', { field: label, size: megabytes(poster.size), max: megabytes(POSTER_BYTES_MAX) }),
        );
        return;
      }
      // the api's refusal is this field's to say (beside it), as a saving form's is: no toast too
      const { url } = await whileFormSaves(() => upload(poster, chosenProject));
      busy(false); // before the change, which runs the rule refusing a save while busy
      onChange?.(url);
    } catch (failure) {
      tell(failureOf(t, label, failure));
    } finally {
      URL.revokeObjectURL(source);
      busy(false);
    }
  };

  // an uploaded poster's address is the server's own path (/admin-api/…): the field shows the image, not the path
  const uploaded = value?.startsWith('/') ?? false;

  return (
    <div className="poster-field">
      <PosterPreview src={value} />
      <div className="poster-field__controls">
        <Upload
          drag
          accept={{ type: POSTER_TYPES.join(','), strict: false }}
          showUploadList={false}
          beforeUpload={choose}
          disabled={disabled || uploading}
        >
          <div
            className="poster-field__drop"
            role="button"
            tabIndex={disabled || uploading ? -1 : 0}
            aria-disabled={disabled || uploading}
          >
            {uploading ? <IconLoading /> : <IconUpload />}
            <span>
              {t(
                uploading
                  ? 'poster.uploading'
                  : waitsForProject
                    ? 'poster.projectFirst'
                    : value
                      ? 'poster.replace'
                      : 'poster.choose',
              )}
            </span>
            <span className="poster-field__tip">{t('poster.tip', { max: megabytes(POSTER_SOURCE_BYTES_MAX) })}</span>
          </div>
        </Upload>
        <Input
          id={id}
          value={uploaded ? '' : value}
          onChange={(typed) => onChange?.(typed)}
          error={error}
          disabled={disabled || uploading}
          placeholder={uploaded ? t('poster.address.uploaded') : 'https://'}
          allowClear
        />
        {value && (
          <Button size="small" icon={<IconDelete />} disabled={disabled || uploading} onClick={() => onChange?.('')}>
            {t('poster.remove')}
          </Button>
        )}
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <PosterCrop
            source={chosen.source}
            onCrop={(area) => void send(area)}
            onUnreadable={() => drop(t('poster.refused.unreadable', { field: label, name: chosen.name }))}
            onCancel={() => drop()}
          />
        </Suspense>
      )}
    </div>
  );
}
