import { useMemo } from 'react';
import { Input, Select } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { FormDrawer, type FormField, SchemaFields, upperCase } from '@backoffice/shared/list';
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

/** Add a drama (it starts as a draft) or edit one: what the app shows of it and its labels. */
export function DramaForm({ target, onClose }: { target: Drama | 'new' | null; onClose(): void }) {
  const t = useT();
  const [create] = useCreateProductListMutation();
  const [edit] = useEditProductListMutation();
  const editing = target !== null && target !== 'new' ? target : null;
  const [uploadPoster] = useUploadProductListPosterMutation();
  const poster = usePosterField({
    label: t('drama.poster'),
    upload: (image) => uploadPoster({ image, projectCode: editing?.projectCode }).unwrap(),
  });
  const labels = useGetProductLabelOptionsQuery(undefined, { skip: target === null });

  // the form's own fields only: a row's counts and status are not edited here
  const initialValues = useMemo<Partial<DramaSave>>(() => {
    if (!editing) return NEW_DRAMA;
    const { code, name, episodeCount, poster, summary, description } = editing;
    return {
      code,
      name,
      episodeCount,
      poster,
      summary,
      description,
      labelIds: editing.labels.map((label) => label.id),
    };
  }, [editing]);
  const save = (body: DramaSave) => (editing ? edit({ id: editing.id, body }).unwrap() : create({ body }).unwrap());

  const fields: FormField[] = [
    { field: 'name', label: t('drama.name'), extra: t('drama.name.hint') },
    {
      field: 'code',
      label: t('drama.code'),
      patternHint: t('drama.code.hint'),
      normalize: upperCase,
      input: <Input placeholder="LOVE-2026" />,
    },
    { field: 'episodeCount', label: t('drama.episodeCount') },
    poster,
    {
      field: 'labelIds',
      label: t('drama.labels'),
      input: (
        <Select
          mode="multiple"
          allowClear
          placeholder={t('drama.labels.placeholder')}
          loading={labels.isLoading}
          filterOption={(typed, option) => String(option.props.children).toLowerCase().includes(typed.toLowerCase())}
        >
          {(labels.data ?? []).map((label) => (
            <Select.Option key={label.id} value={label.id}>
              {label.title}
            </Select.Option>
          ))}
        </Select>
      ),
    },
    {
      field: 'summary',
      label: t('drama.summary'),
      extra: t('drama.summary.hint'),
      input: (
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          showWordLimit
          maxLength={createProductListBody.properties.summary.maxLength}
        />
      ),
    },
    {
      field: 'description',
      label: t('drama.description'),
      input: <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />,
    },
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
      <SchemaFields schema={editing ? editProductListBody : createProductListBody} fields={fields} />
    </FormDrawer>
  );
}
