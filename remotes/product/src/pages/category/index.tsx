import { lazy, Suspense, useState } from 'react';
import { Link as ArcoLink } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useT } from '@backoffice/shared';
import { type ListColumn, ListPage, PermissionButton, type RowAction, useListParams } from '@backoffice/shared/list';
import { PosterPreview } from '../../poster/PosterPreview';
import { MissingLocales, textsAction } from '../../texts/missing';
import { CategoryDramas } from './CategoryDramas';
import { CategoryForm } from './CategoryForm';
import {
  type Category,
  categoryTexts,
  type ListProductCategoryApiArg,
  useDeleteProductCategoryMutation,
  useListProductCategoryQuery,
} from './categoryApi';

// the translations drawer loads when first opened
const TextsDrawer = lazy(() =>
  import(/* webpackChunkName: "product-texts" */ '../../texts/TextsDrawer').then((module) => ({
    default: module.TextsDrawer,
  })),
);

/** The categories the app's home shows (trending, new…), each holding dramas in an order of its own. */
export default function CategoriesPage() {
  const t = useT();
  const list = useListParams<ListProductCategoryApiArg>({ filters: { title: 'string', code: 'string' } });
  const result = useListProductCategoryQuery(list.request);
  const [remove] = useDeleteProductCategoryMutation();
  const [formTarget, setFormTarget] = useState<Category | 'new' | null>(null);
  const [dramasOf, setDramasOf] = useState<Category | null>(null);
  const [textsOf, setTextsOf] = useState<Category | null>(null);

  const columns: ListColumn<Category>[] = [
    {
      key: 'poster',
      title: t('category.poster'),
      render: (poster: string) => <PosterPreview src={poster} size="row" />,
    },
    {
      key: 'title',
      title: t('category.title'),
      sortBy: 'title',
      search: true,
      searchPlaceholder: t('category.title.placeholder'),
    },
    {
      key: 'code',
      title: t('category.code'),
      search: true,
      searchPlaceholder: t('category.code.placeholder'),
      render: (code: string) => <code>{code}</code>,
    },
    { key: 'link', title: t('category.link'), ellipsis: true, render: (link: string) => link || '—' },
    {
      key: 'dramaCount',
      title: t('category.dramaCount'),
      align: 'right',
      render: (count: number, category: Category) => (
        <ArcoLink onClick={() => setDramasOf(category)}>{t('category.dramaCount.value', { count })}</ArcoLink>
      ),
    },
    {
      key: 'missingLocales',
      title: t('texts.missing.column'),
      render: (locales: string[]) => <MissingLocales locales={locales} />,
    },
    { key: 'createTime', title: t('category.created'), sortBy: 'createTime', valueType: 'dateTime' },
  ];
  const rowActions = (category: Category): RowAction[] => [
    { key: 'dramas', label: t('category.dramas'), run: () => setDramasOf(category) },
    { key: 'edit', label: t('list.edit'), permission: 'product:category:edit', run: () => setFormTarget(category) },
    textsAction(t, category.missingLocales, () => setTextsOf(category)),
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
        toolbar={
          <PermissionButton
            permission="product:category:add"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setFormTarget('new')}
          >
            {t('category.create')}
          </PermissionButton>
        }
      />
      <CategoryForm target={formTarget} onClose={() => setFormTarget(null)} />
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
