import { lazy, Suspense, useState } from 'react';
import { Link as ArcoLink, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { useT } from '@backoffice/shared';
import { type ListColumn, ListPage, PermissionButton, type RowAction, useListParams } from '@backoffice/shared/list';
import { MissingLocales, textsAction } from '../../texts/missing';
import { LabelForm } from './LabelForm';
import {
  type DramaLabel,
  labelTexts,
  type ListProductLabelApiArg,
  useDeleteProductLabelMutation,
  useListProductLabelQuery,
} from './labelApi';

// the translations drawer loads when first opened
const TextsDrawer = lazy(() =>
  import(/* webpackChunkName: "product-texts" */ '../../texts/TextsDrawer').then((module) => ({
    default: module.TextsDrawer,
  })),
);

/** The labels dramas are tagged with (romance, revenge…), each with how many dramas carry it. */
export default function LabelsPage() {
  const t = useT();
  const navigate = useNavigate();
  const list = useListParams<ListProductLabelApiArg>({ filters: { title: 'string', code: 'string' } });
  const result = useListProductLabelQuery(list.request);
  const [remove] = useDeleteProductLabelMutation();
  const [formTarget, setFormTarget] = useState<DramaLabel | 'new' | null>(null);
  const [textsOf, setTextsOf] = useState<DramaLabel | null>(null);

  const columns: ListColumn<DramaLabel>[] = [
    {
      key: 'title',
      title: t('productLabel.title'),
      sortBy: 'title',
      search: true,
      searchPlaceholder: t('productLabel.title.placeholder'),
      render: (title: string) => <Tag color="arcoblue">{title}</Tag>,
    },
    {
      key: 'code',
      title: t('productLabel.code'),
      search: true,
      searchPlaceholder: t('productLabel.code.placeholder'),
      render: (code: string) => <code>{code}</code>,
    },
    {
      key: 'description',
      title: t('productLabel.description'),
      ellipsis: true,
      render: (description: string) => description || '—',
    },
    {
      key: 'dramaCount',
      title: t('productLabel.dramaCount'),
      align: 'right',
      // the count opens the dramas that carry the label
      render: (count: number, label: DramaLabel) =>
        count ? (
          <ArcoLink onClick={() => navigate(`/product/list?labelId=${label.id}`)}>
            {t('productLabel.dramaCount.value', { count })}
          </ArcoLink>
        ) : (
          '0'
        ),
    },
    {
      key: 'missingLocales',
      title: t('texts.missing.column'),
      render: (locales: string[]) => <MissingLocales locales={locales} />,
    },
    { key: 'createTime', title: t('productLabel.created'), sortBy: 'createTime', valueType: 'dateTime' },
  ];
  const rowActions = (label: DramaLabel): RowAction[] => [
    { key: 'edit', label: t('list.edit'), permission: 'product:label:edit', run: () => setFormTarget(label) },
    textsAction(t, label.missingLocales, () => setTextsOf(label)),
    {
      key: 'delete',
      label: t('list.delete'),
      permission: 'product:label:delete',
      danger: true,
      run: () => remove({ id: label.id }).unwrap(),
      confirm: {
        title: t('productLabel.delete.confirm', { title: label.title }),
        content: label.dramaCount
          ? t('productLabel.delete.carried', { count: label.dramaCount })
          : t('productLabel.delete.unused'),
        okText: t('list.delete'),
      },
    },
  ];

  return (
    <>
      <ListPage<DramaLabel, typeof list.filters>
        title={t('menu.product.label')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="product.label"
        emptyText={t('productLabel.empty')}
        toolbar={
          <PermissionButton
            permission="product:label:add"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setFormTarget('new')}
          >
            {t('productLabel.create')}
          </PermissionButton>
        }
      />
      <LabelForm target={formTarget} onClose={() => setFormTarget(null)} />
      <Suspense fallback={null}>
        {textsOf && (
          <TextsDrawer
            target={{ id: textsOf.id, name: textsOf.title }}
            calls={labelTexts}
            onClose={() => setTextsOf(null)}
          />
        )}
      </Suspense>
    </>
  );
}
