import { useCallback, useState } from 'react';
import { Button, Checkbox, Popover } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { selectUserInfo, useAppSelector } from '@backoffice/shared';

export const COLUMN_SETTINGS_PREFIX = 'backoffice.columns';

function storageKey(user: string, listKey: string) {
  return `${COLUMN_SETTINGS_PREFIX}.${user}.${listKey}`;
}

/** The user's own choice of hidden columns, or null when they never chose. */
function readHidden(key: string): string[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : null;
  } catch {
    return null;
  }
}

const NONE: string[] = [];

/**
 * The columns hidden in one list: the list's own default (`defaults`, columns a user adds
 * when wanted) until the user chooses, then their choice, kept per user (on this browser).
 */
export function useHiddenColumns(listKey: string, defaults: string[] = NONE): [string[], (hidden: string[]) => void] {
  const info = useAppSelector(selectUserInfo);
  const key = storageKey(info ? String(info.accountId || info.account) : 'anonymous', listKey);
  const [state, setState] = useState(() => ({ key, hidden: readHidden(key) }));
  const hidden = (state.key === key ? state.hidden : readHidden(key)) ?? defaults;
  const setHidden = useCallback(
    (next: string[]) => {
      setState({ key, hidden: next });
      localStorage.setItem(key, JSON.stringify(next));
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
export function ColumnSettings({
  columns,
  hidden,
  onChange,
}: {
  columns: ColumnChoice[];
  hidden: string[];
  onChange(hidden: string[]): void;
}) {
  const intl = useIntl();
  const shown = columns.filter((column) => !hidden.includes(column.key)).map((column) => column.key);
  const content = (
    <div className="list-column-settings">
      <Checkbox.Group
        direction="vertical"
        value={shown}
        options={columns.map((column) => ({
          label: column.title,
          value: column.key,
          disabled: shown.length === 1 && shown[0] === column.key,
        }))}
        onChange={(values: string[]) =>
          onChange(columns.map((column) => column.key).filter((key) => !values.includes(key)))
        }
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
