import { type ReactNode, useState } from 'react';
import { Button, ColorPicker, Drawer, InputNumber, Switch, Tooltip } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  resetSettings,
  selectSettings,
  updateSettings,
  useAppDispatch,
  useAppSelector,
  type Settings,
} from '@backoffice/shared';
import './settings.css';

/** Arco's own preset colours, the default (arcoblue) first. */
export const THEME_COLOR_PRESETS = [
  '#165DFF',
  '#722ED1',
  '#F5319D',
  '#F53F3F',
  '#F77234',
  '#FF7D00',
  '#00B42A',
  '#14C9C9',
] as const;
export const MENU_WIDTH_MIN = 180;
export const MENU_WIDTH_MAX = 320;

type SwitchKey = 'navbar' | 'menu' | 'tabBar' | 'footer' | 'colorWeak' | 'menuFromServer';

function Row({ label, help, children }: { label: ReactNode; help?: ReactNode; children: ReactNode }) {
  return (
    <div className="settings-drawer__row">
      <span className="settings-drawer__label">
        {label}
        {help && <span className="settings-drawer__help">{help}</span>}
      </span>
      {children}
    </div>
  );
}

/** The page settings (appearance and layout), each one applied and remembered (localStorage) at once. */
export default function SettingsDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const update = (change: Partial<Settings>) => dispatch(updateSettings(change));
  const text = (id: string) => intl.formatMessage({ id });
  // a width out of range is typed, not taken: the field says so and shows the width in use once left
  const [widthRefused, setWidthRefused] = useState(false);

  const switchRow = (key: SwitchKey, help?: ReactNode) => (
    <Row label={text(`settings.${key}`)} help={help}>
      <Switch
        size="small"
        aria-label={text(`settings.${key}`)}
        checked={settings[key]}
        onChange={(checked) => update({ [key]: checked })}
      />
    </Row>
  );

  // Arco's Drawer names no role; it passes unknown props to its wrapper element.
  const dialog = { role: 'dialog', 'aria-modal': true, 'aria-label': text('settings.title') };

  return (
    <Drawer
      {...dialog}
      className="settings-drawer"
      width={320}
      title={text('settings.title')}
      visible={visible}
      onCancel={onClose}
      footer={
        <Button long onClick={() => dispatch(resetSettings())}>
          <FormattedMessage id="settings.reset" />
        </Button>
      }
    >
      <h4 className="settings-drawer__section">
        <FormattedMessage id="settings.themeColor" />
      </h4>
      <div className="settings-drawer__colors">
        {THEME_COLOR_PRESETS.map((color) => {
          const selected = settings.themeColor.toLowerCase() === color.toLowerCase();
          const label = intl.formatMessage({ id: 'settings.themeColor.preset' }, { color });
          return (
            <Tooltip key={color} content={color} mini>
              <button
                type="button"
                className="settings-drawer__swatch"
                style={{ background: color }}
                aria-label={label}
                aria-pressed={selected}
                onClick={() => update({ themeColor: color })}
              >
                {selected && <IconCheck />}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <Row label={text('settings.themeColor.custom')}>
        <ColorPicker
          size="small"
          showText
          disabledAlpha
          value={settings.themeColor}
          onChange={(value) => typeof value === 'string' && update({ themeColor: value })}
        />
      </Row>

      <h4 className="settings-drawer__section">
        <FormattedMessage id="settings.content" />
      </h4>
      {switchRow('navbar')}
      {switchRow('menu')}
      <Row
        label={text('settings.menuWidth')}
        help={
          <span
            id="settings-menu-width-range"
            role={widthRefused ? 'alert' : undefined}
            className={widthRefused ? 'settings-drawer__refused' : undefined}
          >
            {intl.formatMessage({ id: 'settings.menuWidth.range' }, { min: MENU_WIDTH_MIN, max: MENU_WIDTH_MAX })}
          </span>
        }
      >
        {/* no min/max: Arco would take 20 as 180 while it is typed, the field still showing 20 */}
        <InputNumber
          size="small"
          className="settings-drawer__number"
          aria-label={text('settings.menuWidth')}
          aria-describedby="settings-menu-width-range"
          aria-invalid={widthRefused}
          error={widthRefused}
          step={4}
          precision={0}
          value={settings.menuWidth}
          onChange={(value) => {
            const fits = typeof value === 'number' && value >= MENU_WIDTH_MIN && value <= MENU_WIDTH_MAX;
            setWidthRefused(typeof value === 'number' && !fits);
            if (fits) update({ menuWidth: value });
          }}
          onBlur={() => setWidthRefused(false)}
        />
      </Row>
      {switchRow('tabBar')}
      {switchRow('footer')}

      <h4 className="settings-drawer__section">
        <FormattedMessage id="settings.other" />
      </h4>
      {switchRow('colorWeak')}
      {switchRow('menuFromServer', text('settings.menuFromServer.help'))}
    </Drawer>
  );
}
