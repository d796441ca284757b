import { useMemo } from 'react';
import { Form, Select } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { FormDrawer, formFields, formValues, SchemaFields, useProjectField } from '@backoffice/shared/list';
import { usePosterField } from '../../poster/usePosterField';
import { useGetProductLabelOptionsQuery } from '../label/labelApi';
import {
  type CreateProductListApiArg,
  createProductListBody,
  type Drama,
  editProductListBody,
  useCreateProductListMutation,
  useEditProductListMutation,
  useUploadProductListPosterMutation,
} from './listApi';

type DramaSave = CreateProductListApiArg['body'];

const NEW_DRAMA: Partial<DramaSave> = { episodeCount: 0, labelIds: [] };

interface DramaFormProps {
  /** the dramas' field spec, its form fields in the form's order */
  fields: object;
  target: Drama | 'new' | null;
  onClose(): void;
}

/**
 * Add a drama (it starts as a draft) or edit one: what the app shows of it and its labels. Its
 * fields are the spec's; it is not a SpecForm because an edit starts from the row's labels as
 * their ids, the drawer is wider, and a new drama is said to be saved as a draft.
 */
export function DramaForm({ fields, target, onClose }: DramaFormProps) {
  const t = useT();
  const [create] = useCreateProductListMutation();
  const [edit] = useEditProductListMutation();
  const editing = target !== null && target !== 'new' ? target : null;
  const [uploadPoster] = useUploadProductListPosterMutation();
  const poster = usePosterField({
    label: t('drama.poster'),
    creating: !editing,
    upload: (image, chosenProject) =>
      uploadPoster({ image, projectCode: editing ? editing.projectCode : chosenProject }).unwrap(),
  });
  const projectField = useProjectField(fields, !editing);

  // the form's own fields only: a row's counts and status are not edited here
  const initialValues = useMemo<Partial<DramaSave>>(
    () =>
      editing
        ? { ...formValues<DramaSave>(fields, editing), labelIds: editing.labels.map((label) => label.id) }
        : NEW_DRAMA,
    [fields, editing],
  );
  const save = (body: DramaSave) => (editing ? edit({ id: editing.id, body }).unwrap() : create({ body }).unwrap());

  // the controls that need the form: the poster's uploader (the drama's project) and the project's labels
  const labelChoice = <LabelChoice projectCode={editing?.projectCode} />;
  const shown = [
    ...projectField,
    ...formFields(fields, t, Boolean(editing)).map((field) =>
      field.field === 'poster' ? poster : field.field === 'labelIds' ? { ...field, input: labelChoice } : field,
    ),
  ];

  return (
    <FormDrawer<DramaSave>
      title={editing ? t('drama.edit.title', { name: editing.name }) : t('drama.create')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={600}
      savedMessage={editing ? undefined : t('drama.created.draft')}
    >
      <SchemaFields schema={editing ? editProductListBody : createProductListBody} fields={shown} />
    </FormDrawer>
  );
}

interface LabelChoiceProps {
  /** an edited drama's project; a new one's is the project chosen in the form (under all projects) or the user's */
  projectCode?: string;
  value?: number[];
  onChange?: (labelIds: number[]) => void;
}

/** The labels of the drama's own project to choose from: under all projects, those of the project chosen above. */
function LabelChoice({ projectCode, value, onChange }: LabelChoiceProps) {
  const t = useT();
  // the form's own project field (under all projects), read as the form changes
  const chosen = (Form.useWatch as (field: string) => unknown)('projectCode') as string | undefined;
  const project = projectCode ?? chosen;
  // under all projects the options are every project's, each naming its own
  const labels = useGetProductLabelOptionsQuery();
  const options = (labels.data ?? []).filter((label) => !project || label.projectCode === project);
  return (
    <Select
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      placeholder={t('drama.labels.placeholder')}
      loading={labels.isLoading}
      filterOption={(typed, option) => String(option.props.children).toLowerCase().includes(typed.toLowerCase())}
    >
      {options.map((label) => (
        <Select.Option key={label.id} value={label.id}>
          {label.title}
        </Select.Option>
      ))}
    </Select>
  );
}
