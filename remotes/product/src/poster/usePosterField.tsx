import { lazy, Suspense, useRef } from 'react';
import { ALL_PROJECTS_CODE, useCurrentProject, useT } from '@backoffice/shared';
import type { FormField } from '@backoffice/shared/list';
import type { PosterFieldProps, UploadPoster } from './PosterField';
import { PosterPreview } from './PosterPreview';

// The field (its uploader, Arco's Upload) loads when a form draws it, not with the page's list.
const PosterField = lazy(() =>
  import(/* webpackChunkName: "product-poster-field" */ './PosterField').then((module) => ({
    default: module.PosterField,
  })),
);

/** What Form.Item gives its control (value, onChange, id) reaches the field once it is here; the poster shows meanwhile. */
function PosterInput(props: PosterFieldProps) {
  return (
    <Suspense fallback={<PosterPreview src={props.value} />}>
      <PosterField {...props} />
    </Suspense>
  );
}

/**
 * The poster field of a form (a drama's, a category's), declared once: its control, the
 * address's hint, and a rule that holds the save while an upload runs. A new row under all
 * projects uploads once its Project is chosen, into that project.
 */
export function usePosterField({
  label,
  upload,
  creating,
}: {
  label: string;
  upload: UploadPoster;
  creating: boolean;
}): FormField {
  const t = useT();
  const uploading = useRef(false);
  const allProjects = useCurrentProject()?.code === ALL_PROJECTS_CODE;
  const projectFirst = creating && allProjects;
  return {
    field: 'poster',
    label,
    patternHint: t('poster.address.hint'),
    input: (
      <PosterInput
        field="poster"
        label={label}
        upload={upload}
        projectFirst={projectFirst}
        onBusy={(running) => (uploading.current = running)}
      />
    ),
    rules: [
      { validator: (_value, callback) => callback(uploading.current ? t('poster.busy', { field: label }) : undefined) },
    ],
  };
}
