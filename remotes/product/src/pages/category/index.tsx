import { Suspense, useState } from 'react';
import { Link as ArcoLink, Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import {
  defineFields,
  ListPage,
  lowerCase,
  type RowAction,
  searchKinds,
  SpecForm,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import { PosterPreview } from '../../poster/PosterPreview';
import { usePosterField } from '../../poster/usePosterField';
import { missingLocalesField, textsAction, TextsDrawer } from '../../texts/missing';
import { CategoryDramas } from './CategoryDramas';
import {
  type Category,
  categoryTexts,
  type CreateProductCategoryApiArg,
  createProductCategoryBody,
  editProductCategoryBody,
  type ListProductCategoryApiArg,
  useCreateProductCategoryMutation,
  useDeleteProductCategoryMutation,
  useEditProductCategoryMutation,
  useListProductCategoryQuery,
  useUploadProductCategoryPosterMutation,
} from './categoryApi';

type CategoryBody = CreateProductCategoryApiArg['body'];

// the form's order: title, code, poster, link
const FIELDS = defineFields<Category, CategoryBody, ListProductCategoryApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  poster: {
    label: 'category.poster',
    column: { render: (poster) => <PosterPreview src={poster} size="row" /> },
    form: true, // its uploader is the page's (own): it needs the row's project
  },
  title: {
    label: 'category.title',
    column: { sortBy: 'title' },
    search: { placeholder: 'category.title.placeholder' },
    form: { extra: 'category.title.hint' },
  },
  code: {
    label: 'category.code',
    valueType: 'code',
    column: { render: (code) => <code>{code}</code> },
    search: { placeholder: 'category.code.placeholder' },
    form: { patternHint: 'category.code.hint', normalize: lowerCase, input: <Input placeholder="trending" /> },
  },
  link: {
    label: 'category.link',
    column: { ellipsis: true, render: (link) => link || '—' },
    form: { patternHint: 'category.link.hint', input: <Input placeholder="app://home/trending" allowClear /> },
  },
  dramaCount: { label: 'category.dramaCount', column: { align: 'right' } },
  missingLocales: missingLocalesField,
  createTime: { label: 'category.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
/** The form asks for the poster after the title and code (and, for a new one under all projects, the project first). */
const FORM_FIELDS = {
  projectCode: FIELDS.projectCode,
  title: FIELDS.title,
  code: FIELDS.code,
  poster: FIELDS.poster,
  link: FIELDS.link,
};

/** The categories the app's home shows (trending, new…), each holding dramas in an order of its own. */
export default function CategoriesPage() {
  const t = useT();
  const list = useListParams<ListProductCategoryApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListProductCategoryQuery(list.request);
  const [create] = useCreateProductCategoryMutation();
  const [edit] = useEditProductCategoryMutation();
  const [remove] = useDeleteProductCategoryMutation();
  const [uploadPoster] = useUploadProductCategoryPosterMutation();
  const [formTarget, setFormTarget] = useState<Category | 'new' | null>(null);
  const [dramasOf, setDramasOf] = useState<Category | null>(null);
  const [textsOf, setTextsOf] = useState<Category | null>(null);
  const poster = usePosterField({
    label: t('category.poster'),
    creating: formTarget === 'new',
    upload: (image, chosenProject) =>
      uploadPoster({ image, projectCode: formTarget === 'new' ? chosenProject : formTarget?.projectCode }).unwrap(),
  });

  const columns = useFieldColumns<Category, typeof FIELDS>(FIELDS, {
    dramaCount: (count: number, category) => (
      // opens a drawer, not a page: a button the keyboard reaches (Arco's Link without href is a bare span)
      <ArcoLink role="button" tabIndex={0} onClick={() => setDramasOf(category)}>
        {t('category.dramaCount.value', { count })}
      </ArcoLink>
    ),
  });
  const rowActions = (category: Category): RowAction[] => [
    { key: 'dramas', label: t('category.dramas'), run: () => setDramasOf(category) },
    { key: 'edit', label: t('list.edit'), permission: 'product:category:edit', run: () => setFormTarget(category) },
    textsAction(t, () => setTextsOf(category)),
    {
      key: 'delete',
      label: t('list.delete'),
      permission: 'product:category:delete',
      danger: true,
      run: () => remove({ id: category.id }).unwrap(),
      confirm: {
        title: t('category.delete.confirm', { title: category.title }),
        content: category.dramaCount
          ? t('category.delete.holds', { count: category.dramaCount })
          : t('category.delete.empty'),
        okText: t('list.delete'),
      },
    },
  ];

  return (
    <>
      <ListPage<Category, typeof list.filters>
        title={t('menu.product.category')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="product.category"
        emptyText={t('category.empty')}
        create={{
          label: t('category.create'),
          permission: 'product:category:add',
          onClick: () => setFormTarget('new'),
        }}
      />
      <SpecForm<Category, CategoryBody>
        fields={FORM_FIELDS}
        own={{ poster }}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        schema={{ create: createProductCategoryBody, edit: editProductCategoryBody }}
        title={(category) => (category ? t('category.edit.title', { title: category.title }) : t('category.create'))}
        save={(body, category) => (category ? edit({ id: category.id, body }) : create({ body })).unwrap()}
      />
      <CategoryDramas category={dramasOf} onClose={() => setDramasOf(null)} />
      <Suspense fallback={null}>
        {textsOf && (
          <TextsDrawer
            target={{ id: textsOf.id, name: textsOf.title }}
            calls={categoryTexts}
            onClose={() => setTextsOf(null)}
          />
        )}
      </Suspense>
    </>
  );
}
