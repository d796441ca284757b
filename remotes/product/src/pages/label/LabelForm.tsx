import { useMemo } from 'react';
import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { FormDrawer, type FormField, lowerCase, SchemaFields } from '@backoffice/shared/list';
import {
  type CreateProductLabelApiArg,
  createProductLabelBody,
  type DramaLabel,
  editProductLabelBody,
  useCreateProductLabelMutation,
  useEditProductLabelMutation,
} from './labelApi';

type LabelSave = CreateProductLabelApiArg['body'];

const NEW_LABEL: Partial<LabelSave> = {};

/** Add or edit a label: the title staff and the app show, the code links use, what it means. */
export function LabelForm({ target, onClose }: { target: DramaLabel | 'new' | null; onClose(): void }) {
  const t = useT();
  const [create] = useCreateProductLabelMutation();
  const [edit] = useEditProductLabelMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  // the form's own fields only: a row's counts are not part of a label
  const initialValues = useMemo<Partial<LabelSave>>(() => {
    if (!editing) return NEW_LABEL;
    const { code, title, description } = editing;
    return { code, title, description };
  }, [editing]);
  const save = (body: LabelSave) => (editing ? edit({ id: editing.id, body }).unwrap() : create({ body }).unwrap());

  const fields: FormField[] = [
    { field: 'title', label: t('productLabel.title'), extra: t('productLabel.title.hint') },
    {
      field: 'code',
      label: t('productLabel.code'),
      patternHint: t('productLabel.code.hint'),
      normalize: lowerCase,
      input: <Input placeholder="romance" />,
    },
    {
      field: 'description',
      label: t('productLabel.description'),
      input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />,
    },
  ];

  return (
    <FormDrawer<LabelSave>
      title={editing ? t('productLabel.edit.title', { title: editing.title }) : t('productLabel.create')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
      <SchemaFields schema={editing ? editProductLabelBody : createProductLabelBody} fields={fields} />
    </FormDrawer>
  );
}
