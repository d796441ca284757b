import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Empty, Message, Select, Space, Spin, Tag } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { DRAMA_STATUS } from '../../enums';
import { PosterPreview } from '../../poster/PosterPreview';
import { SortableList } from '../../sortable/SortableList';
import {
  type Category,
  type CategoryDrama,
  editProductCategoryDramasBody,
  useEditProductCategoryDramasMutation,
  useGetProductCategoryDramaOptionsQuery,
  useGetProductCategoryQuery,
} from './categoryApi';

type Picked = Pick<CategoryDrama, 'id' | 'code' | 'name' | 'status' | 'poster'>;

const MAX_DRAMAS = editProductCategoryDramasBody.properties.dramaIds.maxItems;

/**
 * A category's dramas in the order the app shows them: add from a search, remove, drag (or
 * move with the keyboard) to reorder, then save the whole order at once.
 */
export function CategoryDramas({ category, onClose }: { category: Category | null; onClose(): void }) {
  const t = useT();
  const canEdit = usePermission()(['product:category:edit']);
  const detail = useGetProductCategoryQuery(
    { id: category?.id ?? 0 },
    { skip: !category, refetchOnMountOrArgChange: true },
  );
  // the order being edited; null until the operator changes something
  const [edited, setEdited] = useState<{ categoryId: number; dramas: Picked[] } | null>(null);
  const dramas: Picked[] =
    (edited?.categoryId === category?.id ? edited?.dramas : undefined) ?? detail.data?.dramas ?? [];
  const changed = edited !== null && edited.categoryId === category?.id;
  const [saveOrder, saving] = useEditProductCategoryDramasMutation();
  const change = (next: Picked[]) => {
    if (category) setEdited({ categoryId: category.id, dramas: next });
  };
  const close = () => {
    setEdited(null);
    onClose();
  };
  // a refusal is said by the api's toast; the order stays as edited to fix and save again
  const save = async () => {
    if (!category) return;
    await saveOrder({ id: category.id, body: { dramaIds: dramas.map((drama) => drama.id) } }).unwrap();
    Message.success(t('category.dramas.saved', { count: dramas.length }));
    close();
  };

  return (
    <Drawer
      width={560}
      title={category ? t('category.dramas.title', { title: category.title }) : ''}
      visible={category !== null}
      onCancel={close}
      footer={
        canEdit ? (
          <Space>
            <Button onClick={close}>{t('form.cancel')}</Button>
            <Button
              type="primary"
              loading={saving.isLoading}
              disabled={!changed}
              onClick={() => save().catch(() => undefined)}
            >
              {t('form.save')}
            </Button>
          </Space>
        ) : null
      }
    >
      {canEdit && category && (
        <DramaPicker
          categoryId={category.id}
          taken={dramas}
          full={dramas.length >= MAX_DRAMAS}
          onPick={(drama) => change([...dramas, drama])}
        />
      )}
      {detail.isError ? (
        <Alert
          type="error"
          content={t('category.dramas.loadFailed')}
          action={
            <Button size="mini" onClick={() => detail.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : detail.isLoading ? (
        <Spin block />
      ) : dramas.length === 0 ? (
        <Empty description={t('category.dramas.empty')} />
      ) : (
        <SortableList
          items={dramas}
          editable={canEdit}
          label={t('category.dramas.order')}
          handleLabel={(drama) => t('category.dramas.move', { name: drama.name })}
          onReorder={change}
        >
          {(drama, position) => (
            <DramaRow
              drama={drama}
              position={position}
              editable={canEdit}
              onRemove={() => change(dramas.filter((other) => other.id !== drama.id))}
            />
          )}
        </SortableList>
      )}
    </Drawer>
  );
}

function DramaRow({
  drama,
  position,
  editable,
  onRemove,
}: {
  drama: Picked;
  position: number;
  editable: boolean;
  onRemove(): void;
}) {
  const t = useT();
  const enumLabel = useEnumLabel();
  return (
    <>
      <span className="sortable-item__position">{position}</span>
      <PosterPreview src={drama.poster} size="row" />
      <span className="sortable-item__name">
        {drama.name}
        <code>{drama.code}</code>
      </span>
      <Tag size="small" color={DRAMA_STATUS.colorOf(drama.status)}>
        {enumLabel(DRAMA_STATUS, drama.status)}
      </Tag>
      {editable && (
        <Button
          size="mini"
          type="text"
          status="danger"
          icon={<IconDelete />}
          aria-label={t('category.dramas.remove', { name: drama.name })}
          onClick={onRemove}
        />
      )}
    </>
  );
}

/** Searches the project's dramas by name or code; those already in the category are not offered. */
function DramaPicker({
  categoryId,
  taken,
  full,
  onPick,
}: {
  categoryId: number;
  taken: Picked[];
  full: boolean;
  onPick(drama: Picked): void;
}) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const options = useGetProductCategoryDramaOptionsQuery({ categoryId, keyword: keyword.trim() || undefined });
  const offered = useMemo(
    () => (options.data ?? []).filter((drama) => !taken.some((other) => other.id === drama.id)),
    [options.data, taken],
  );
  return (
    <Select
      showSearch
      filterOption={false}
      value={undefined as unknown as string}
      disabled={full}
      placeholder={full ? t('category.dramas.full', { count: MAX_DRAMAS }) : t('category.dramas.add')}
      loading={options.isFetching}
      onSearch={setKeyword}
      notFoundContent={t('category.dramas.noMatch')}
      style={{ marginBottom: 16 }}
      aria-label={t('category.dramas.add')}
      onChange={(id: number) => {
        const drama = offered.find((option) => option.id === id);
        if (drama) onPick(drama);
        setKeyword('');
      }}
      options={offered.map((drama) => ({ value: drama.id, label: `${drama.name} · ${drama.code}` }))}
    />
  );
}
