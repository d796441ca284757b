import { useLayoutEffect, useRef } from 'react';
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconClose, IconMore } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import { hrefOf, type Tab } from './tabsModel';

export type TabAction = 'close' | 'others' | 'right' | 'reopen';

interface TabBarProps {
  tabs: Tab[];
  activeKey: string | null;
  label: (tab: Tab) => string;
  canReopen: boolean;
  onActivate: (tab: Tab) => void;
  onAction: (action: TabAction, tab: Tab | null) => void;
}

/** The opened pages: click to switch, × to close, right click (or ⋯) for the other actions. */
export function TabBar({ tabs, activeKey, label, canReopen, onActivate, onAction }: TabBarProps) {
  const intl = useIntl();
  const t = useT();
  const active = tabs.find((tab) => tab.key === activeKey) ?? null;
  const strip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => scrollActiveIntoView(strip.current), [activeKey, tabs.length]);

  const actions = (tab: Tab | null) => {
    const index = tab ? tabs.indexOf(tab) : -1;
    return (
      <Menu onClickMenuItem={(key) => onAction(key as TabAction, tab)}>
        <Menu.Item key="close" disabled={!tab}>
          {t('tabs.close')}
        </Menu.Item>
        <Menu.Item key="others" disabled={!tab || tabs.length < 2}>
          {t('tabs.closeOthers')}
        </Menu.Item>
        <Menu.Item key="right" disabled={index < 0 || index === tabs.length - 1}>
          {t('tabs.closeRight')}
        </Menu.Item>
        <Menu.Item key="reopen" disabled={!canReopen}>
          {t('tabs.reopen')}
        </Menu.Item>
      </Menu>
    );
  };

  return (
    <div className="tab-bar">
      <div className="tab-bar__tabs" role="tablist" aria-label={t('tabs.label')} ref={strip}>
        {tabs.map((tab) => {
          const selected = tab.key === activeKey;
          return (
            <Dropdown key={tab.key} trigger="contextMenu" position="bl" droplist={actions(tab)}>
              <div
                role="tab"
                tabIndex={selected ? 0 : -1}
                aria-selected={selected}
                title={hrefOf(tab)}
                className={`tab-bar__tab${selected ? ' tab-bar__tab--active' : ''}`}
                onClick={() => onActivate(tab)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onActivate(tab);
                  if (event.key === 'Delete') onAction('close', tab);
                }}
              >
                <span className="tab-bar__label">{label(tab)}</span>
                <span
                  role="button"
                  className="tab-bar__close"
                  aria-label={intl.formatMessage({ id: 'tabs.closeTab' }, { label: label(tab) })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onAction('close', tab);
                  }}
                >
                  <IconClose />
                </span>
              </div>
            </Dropdown>
          );
        })}
      </div>
      <Dropdown trigger="click" position="br" droplist={actions(active)}>
        <Button size="mini" type="text" icon={<IconMore />} aria-label={t('tabs.more')} />
      </Dropdown>
    </div>
  );
}

/**
 * Scrolls the strip of tabs sideways just enough to show the active tab whole (only the strip:
 * scrollIntoView would scroll the page too, up to the tab bar).
 */
function scrollActiveIntoView(strip: HTMLElement | null) {
  const tab = strip?.querySelector('[role="tab"][aria-selected="true"]');
  if (!strip || !tab) return;
  const shown = strip.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (left < shown.left) strip.scrollLeft -= shown.left - left;
  else if (right > shown.right) strip.scrollLeft += Math.min(right - shown.right, left - shown.left);
}
