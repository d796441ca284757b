import { useCallback, useState } from 'react';
import { Button, Checkbox, Popover } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { selectUserInfo, useAppSelector } from '@backoffice/shared';

export const COLUMN_SETTINGS_PREFIX = 'backoffice.columns';

function storageKey(user: string, listKey: string) {
  return `${COLUMN_SETTINGS_PREFIX}.${user}.${listKey}`;
}

function readHidden(key: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** The columns a user hid in one list, kept per user (on this browser) across visits. */
export function useHiddenColumns(listKey: string): [string[], (hidden: string[]) => void] {
  const info = useAppSelector(selectUserInfo);
  const key = storageKey(info ? String(info.accountId || info.account) : 'anonymous', listKey);
  const [state, setState] = useState(() => ({ key, hidden: readHidden(key) }));
  const hidden = state.key === key ? state.hidden : readHidden(key);
  const setHidden = useCallback(
    (next: string[]) => {
      setState({ key, hidden: next });
      if (next.length) localStorage.setItem(key, JSON.stringify(next));
      else localStorage.removeItem(key);
    },
    [key],
  );
  return [hidden, setHidden];
}

export interface ColumnChoice {
  key: string;
  title: string;
}

/** The toolbar's column picker: tick the columns to show; at least one stays. */
export function ColumnSettings({ columns, hidden, onChange }: { columns: ColumnChoice[]; hidden: string[]; onChange(hidden: string[]): void }) {
  const intl = useIntl();
  const shown = columns.filter((column) => !hidden.includes(column.key)).map((column) => column.key);
  const content = (
    <div className="list-column-settings">
      <Checkbox.Group
        direction="vertical"
        value={shown}
        options={columns.map((column) => ({ label: column.title, value: column.key, disabled: shown.length === 1 && shown[0] === column.key }))}
        onChange={(values: string[]) => onChange(columns.map((column) => column.key).filter((key) => !values.includes(key)))}
      />
      <Button type="text" size="mini" disabled={!hidden.length} onClick={() => onChange([])}>
        {intl.formatMessage({ id: 'list.columns.reset' })}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" position="br" content={content}>
      <Button icon={<IconSettings />} aria-label={intl.formatMessage({ id: 'list.columns' })} />
    </Popover>
  );
}
