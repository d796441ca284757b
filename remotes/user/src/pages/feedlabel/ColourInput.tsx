import { lazy, Suspense } from 'react';
import { Input, Space } from '@arco-design/web-react';

// Drawn only when the form opens: the list itself never needs the picker.
const ColorPicker = lazy(() => import('@arco-design/web-react/es/ColorPicker'));

/** Arco's tag colours, so most labels need no picking at all. */
export const PRESET_COLOURS = [
  '#165DFF',
  '#14C9C9',
  '#00B42A',
  '#7BC616',
  '#F7BA1E',
  '#FF7D00',
  '#F53F3F',
  '#F5319D',
  '#D91AD9',
  '#722ED1',
  '#86909C',
  '#4E5969',
];
const HEX = /^#[0-9A-Fa-f]{6}$/;

export interface ColourInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/**
 * A colour as #RRGGBB: picked (presets or the palette) or typed; both show the same value.
 * The picker shows the last valid colour while a hex is half typed.
 */
export function ColourInput({ id, value = '', onChange, placeholder }: ColourInputProps) {
  const valid = HEX.test(value);
  return (
    <Space size={8}>
      <Suspense fallback={<span style={{ display: 'inline-block', width: 32 }} />}>
        <ColorPicker
          value={valid ? value : PRESET_COLOURS[0]}
          onChange={(picked) => typeof picked === 'string' && onChange?.(picked.toUpperCase())}
          disabledAlpha
          format="hex"
          showPreset
          presetColors={PRESET_COLOURS}
        />
      </Suspense>
      <Input
        id={id}
        value={value}
        onChange={(typed) => onChange?.(typed)}
        placeholder={placeholder}
        maxLength={7}
        style={{ width: 120 }}
      />
    </Space>
  );
}
