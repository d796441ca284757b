import { Suspense, useState } from 'react';
import { Input, Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { CountLink, defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import { missingLocalesField, textsAction, TextsDrawer } from '../../texts/missing';
import {
  type CreateProductLabelApiArg,
  createProductLabelBody,
  type DramaLabel,
  editProductLabelBody,
  labelApi,
  labelTexts,
  type ListProductLabelApiArg,
} from './labelApi';

type LabelBody = CreateProductLabelApiArg['body'];

const FIELDS = defineFields<DramaLabel, LabelBody, ListProductLabelApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  title: {
    label: 'productLabel.title',
    column: { sortBy: 'title', render: (title) => <Tag color="arcoblue">{title}</Tag> },
    search: { placeholder: 'productLabel.title.placeholder' },
    form: { extra: 'productLabel.title.hint' },
  },
  code: {
    label: 'productLabel.code',
    valueType: 'code',
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
  missingLocales: missingLocalesField,
  createTime: { label: 'productLabel.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});
const {
  listProductLabel: list,
  createProductLabel: create,
  editProductLabel: edit,
  deleteProductLabel: remove,
} = labelApi.endpoints;

/** The labels dramas are tagged with (romance, revenge…), each with how many dramas carry it. */
export default function LabelsPage() {
  const t = useT();
  const [textsOf, setTextsOf] = useState<DramaLabel | null>(null);
  return (
    <ResourcePage
      screen="product/label"
      fields={FIELDS}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createProductLabelBody, edit: editProductLabelBody }}
      noun="productLabel.noun"
      nameOf={(label) => label.title}
      emptyText={t('productLabel.empty')}
      renders={{
        // the count opens the dramas that carry the label
        dramaCount: (count: number, label) =>
          count ? (
            <CountLink to={`/product/list?labelId=${label.id}`} permission="product:list:query">
              {t('productLabel.dramaCount.value', { count })}
            </CountLink>
          ) : (
            '0'
          ),
      }}
      rowActions={(label, { edit, remove }) => [edit, textsAction(t, () => setTextsOf(label)), remove]}
      deleteNote={(label) =>
        label.dramaCount
          ? t('productLabel.delete.carried', { count: label.dramaCount })
          : t('productLabel.delete.unused')
      }
    >
      <Suspense fallback={null}>
        {textsOf && (
          <TextsDrawer
            target={{ id: textsOf.id, name: textsOf.title }}
            calls={labelTexts}
            onClose={() => setTextsOf(null)}
          />
        )}
      </Suspense>
    </ResourcePage>
  );
}
