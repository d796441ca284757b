import { useState } from 'react';
import { Select } from '@arco-design/web-react';
import { usePermission, useT } from '@backoffice/shared';
import { useGetProductListQuery, useListProductListQuery } from '../list/listApi';

/** A drama as a filter names it. */
export interface NamedDrama {
  id: number;
  name: string;
  code: string;
}

/** Rows that carry their drama (a comment, a follow record). */
interface DramaRow {
  dramaId: number;
  dramaName: string;
  dramaCode: string;
}

/**
 * The drama a list is filtered by (an id from the URL, e.g. opened from the dramas list), with
 * its name: from the drama itself, else from a row of it; undefined while neither is known.
 */
export function useFilteredDrama(dramaId: number | undefined, rows: DramaRow[] = []): NamedDrama | undefined {
  const allowed = usePermission();
  const drama = useGetProductListQuery({ id: dramaId ?? 0 }, { skip: !dramaId || !allowed(['product:list:query']) });
  if (!dramaId) return undefined;
  if (drama.data?.id === dramaId) return { id: dramaId, name: drama.data.name, code: drama.data.code };
  const row = rows.find((candidate) => candidate.dramaId === dramaId);
  return row ? { id: dramaId, name: row.dramaName, code: row.dramaCode } : undefined;
}

export const dramaLabel = (drama: NamedDrama) => `${drama.name} · ${drama.code}`;

interface DramaFilterProps {
  /** the drama's id (Form.Item hands it in) */
  value?: number;
  onChange?(id: number | undefined): void;
  /** the chosen drama's name when the caller knows it */
  known?: NamedDrama;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * A search form's drama: the project's dramas searched by a part of the name or code (the
 * dramas list, asked once the box is opened), the chosen one shown by its name.
 */
export function DramaFilter({ value, onChange, known, placeholder, ...rest }: DramaFilterProps) {
  const t = useT();
  const allowed = usePermission();
  const [opened, setOpened] = useState(false);
  const [keyword, setKeyword] = useState('');
  const found = useListProductListQuery(
    { keyword: keyword.trim() || undefined, pageSize: 20 },
    { skip: !opened || !allowed(['product:list:query']) },
  );
  const chosen = known?.id === value ? known : undefined;
  const offered = (found.data?.list ?? []).filter((drama) => drama.id !== value);
  const options = [
    ...(value ? [{ value, label: chosen ? dramaLabel(chosen) : `#${value}` }] : []),
    ...offered.map((drama) => ({ value: drama.id, label: dramaLabel(drama) })),
  ];
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      value={value}
      options={options}
      loading={found.isFetching}
      placeholder={placeholder ?? t('productComments.dramaFilter.placeholder')}
      notFoundContent={t('productComments.dramaFilter.noMatch')}
      onFocus={() => setOpened(true)}
      onVisibleChange={(visible) => visible && setOpened(true)}
      onSearch={setKeyword}
      onChange={(id?: number) => {
        setKeyword('');
        onChange?.(id ?? undefined);
      }}
    />
  );
}
