import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type EnumValue, type ProductEnum } from './defineEnum';

/** `(productEnum, value) => label`; an unknown value is shown as it came from the api. */
export function useEnumLabel(): (productEnum: ProductEnum, value: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (productEnum, value) => {
      const id = productEnum.labelIdOf(value);
      return id ? intl.formatMessage({ id }) : String(value ?? '');
    },
    [intl],
  );
}

/** `{ label, value }[]` in the current language, the shape Arco's Select takes. */
export function useEnumSelectOptions<V extends EnumValue>(productEnum: ProductEnum<V>): { label: string; value: V }[] {
  const intl = useIntl();
  return useMemo(
    () =>
      productEnum.options.map((option) => ({ value: option.value, label: intl.formatMessage({ id: option.labelId }) })),
    [intl, productEnum],
  );
}
