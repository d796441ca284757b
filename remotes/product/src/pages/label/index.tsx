import { Suspense, useState } from 'react';
import { Link as ArcoLink, Input, Tag } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
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
import { MissingLocales, textsAction, TextsDrawer } from '../../texts/missing';
import {
  type CreateProductLabelApiArg,
  createProductLabelBody,
  type DramaLabel,
  editProductLabelBody,
  labelTexts,
  type ListProductLabelApiArg,
  useCreateProductLabelMutation,
  useDeleteProductLabelMutation,
  useEditProductLabelMutation,
  useListProductLabelQuery,
} from './labelApi';

type LabelBody = CreateProductLabelApiArg['body'];

const FIELDS = defineFields<DramaLabel, LabelBody, ListProductLabelApiArg>()({
  title: {
    label: 'productLabel.title',
    column: { sortBy: 'title', render: (title) => <Tag color="arcoblue">{title}</Tag> },
    search: { placeholder: 'productLabel.title.placeholder' },
    form: { extra: 'productLabel.title.hint' },
  },
  code: {
    label: 'productLabel.code',
    column: { render: (code) => <code>{code}</code> },
    search: { placeholder: 'productLabel.code.placeholder' },
    form: { patternHint: 'productLabel.code.hint', normalize: lowerCase, input: <Input placeholder="romance" /> },
  },
  description: {
    label: 'productLabel.description',
    column: { ellipsis: true, render: (description) => description || '—' },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  dramaCount: { label: 'productLabel.dramaCount', column: { align: 'right' } },
  missingLocales: {
    label: 'texts.missing.column',
    column: { render: (locales) => <MissingLocales locales={locales} /> },
  },
  createTime: { label: 'productLabel.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});

/** The labels dramas are tagged with (romance, revenge…), each with how many dramas carry it. */
export default function LabelsPage() {
  const t = useT();
  const navigate = useNavigate();
  const list = useListParams<ListProductLabelApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListProductLabelQuery(list.request);
  const [create] = useCreateProductLabelMutation();
  const [edit] = useEditProductLabelMutation();
  const [remove] = useDeleteProductLabelMutation();
  const [formTarget, setFormTarget] = useState<DramaLabel | 'new' | null>(null);
  const [textsOf, setTextsOf] = useState<DramaLabel | null>(null);

  const columns = useFieldColumns<DramaLabel, typeof FIELDS>(FIELDS, {
    // the count opens the dramas that carry the label
    dramaCount: (count: number, label) =>
      count ? (
        <ArcoLink onClick={() => navigate(`/product/list?labelId=${label.id}`)}>
          {t('productLabel.dramaCount.value', { count })}
        </ArcoLink>
      ) : (
        '0'
      ),
  });
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
        create={{
          label: t('productLabel.create'),
          permission: 'product:label:add',
          onClick: () => setFormTarget('new'),
        }}
      />
      <SpecForm<DramaLabel, LabelBody>
        fields={FIELDS}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        schema={{ create: createProductLabelBody, edit: editProductLabelBody }}
        title={(label) => (label ? t('productLabel.edit.title', { title: label.title }) : t('productLabel.create'))}
        save={(body, label) => (label ? edit({ id: label.id, body }) : create({ body })).unwrap()}
      />
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
