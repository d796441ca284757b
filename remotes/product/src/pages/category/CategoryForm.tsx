import { useMemo } from 'react';
import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { FormDrawer, type FormField, lowerCase, SchemaFields } from '@backoffice/shared/list';
import { usePosterField } from '../../poster/usePosterField';
import {
  type Category,
  type CreateProductCategoryApiArg,
  createProductCategoryBody,
  editProductCategoryBody,
  useCreateProductCategoryMutation,
  useEditProductCategoryMutation,
  useUploadProductCategoryPosterMutation,
} from './categoryApi';

type CategorySave = CreateProductCategoryApiArg['body'];

const NEW_CATEGORY: Partial<CategorySave> = {};

/** Add or edit a category: its title, code, poster and where the app goes when it is tapped. */
export function CategoryForm({ target, onClose }: { target: Category | 'new' | null; onClose(): void }) {
  const t = useT();
  const [create] = useCreateProductCategoryMutation();
  const [edit] = useEditProductCategoryMutation();
  const editing = target !== null && target !== 'new' ? target : null;
  const [uploadPoster] = useUploadProductCategoryPosterMutation();
  const poster = usePosterField({
    label: t('category.poster'),
    upload: (image) => uploadPoster({ image, projectCode: editing?.projectCode }).unwrap(),
  });

  const initialValues = useMemo<Partial<CategorySave>>(() => {
    if (!editing) return NEW_CATEGORY;
    const { code, title, poster, link } = editing;
    return { code, title, poster, link };
  }, [editing]);
  const save = (body: CategorySave) => (editing ? edit({ id: editing.id, body }).unwrap() : create({ body }).unwrap());

  const fields: FormField[] = [
    { field: 'title', label: t('category.title'), extra: t('category.title.hint') },
    {
      field: 'code',
      label: t('category.code'),
      patternHint: t('category.code.hint'),
      normalize: lowerCase,
      input: <Input placeholder="trending" />,
    },
    poster,
    {
      field: 'link',
      label: t('category.link'),
      patternHint: t('category.link.hint'),
      input: <Input placeholder="app://home/trending" allowClear />,
    },
  ];

  return (
    <FormDrawer<CategorySave>
      title={editing ? t('category.edit.title', { title: editing.title }) : t('category.create')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
      <SchemaFields schema={editing ? editProductCategoryBody : createProductCategoryBody} fields={fields} />
    </FormDrawer>
  );
}
