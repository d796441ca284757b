import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getRegisteredMessages } from '@backoffice/shared';
import { useMenuTree } from '../menu/SideMenu';
import { useGuardContext } from '../tabs/routeLabel';
import { useOpenPage } from '../tabs/useOpenPage';
import { screensFor, searchScreens } from './screens';
import './quickSwitcher.css';

/** The Ctrl+K dialog (its own chunk): type part of a screen's name, in either language, or its path. */
export default function QuickSwitcher({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const openPage = useOpenPage();
  const tree = useMenuTree();
  const guard = useGuardContext();
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  const screens = useMemo(() => screensFor(tree, guard), [tree, guard]);
  const results = useMemo(() => searchScreens(screens, query, getRegisteredMessages()), [screens, query]);
  const selected = Math.min(cursor, Math.max(results.length - 1, 0));
  const t = (id: string, fallback: string) => intl.formatMessage({ id, defaultMessage: fallback });

  useEffect(() => input.current?.focus(), []);

  const open = (index: number) => {
    const screen = results[index];
    if (!screen) return;
    onClose();
    openPage(screen.path);
  };

  return (
    <div className="quick-switcher__mask" onMouseDown={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'quickSwitcher.title' })}
        className="quick-switcher"
        onMouseDown={(event) => event.stopPropagation()}
      >
        <input
          ref={input}
          className="quick-switcher__input"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={results.length ? `${listId}-${selected}` : undefined}
          placeholder={intl.formatMessage({ id: 'quickSwitcher.placeholder' })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setCursor(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setCursor(results.length ? (selected + 1) % results.length : 0);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setCursor(results.length ? (selected - 1 + results.length) % results.length : 0);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              open(selected);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
        />
        <ul id={listId} role="listbox" className="quick-switcher__list">
          {results.map((screen, index) => (
            <li
              key={screen.path}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === selected}
              className={`quick-switcher__item${index === selected ? ' quick-switcher__item--active' : ''}`}
              onMouseEnter={() => setCursor(index)}
              onClick={() => open(index)}
            >
              <span className="quick-switcher__label">
                {screen.groupKey && (
                  <span className="quick-switcher__group">{t(screen.groupKey, screen.groupDefault ?? '')} › </span>
                )}
                {t(screen.labelKey, screen.defaultLabel)}
              </span>
              <span className="quick-switcher__path">{screen.path}</span>
            </li>
          ))}
          {!results.length && (
            <li className="quick-switcher__empty">{intl.formatMessage({ id: 'quickSwitcher.empty' })}</li>
          )}
        </ul>
      </div>
    </div>
  );
}
