import type { ReactNode } from 'react';
import type { FormInstance } from '@arco-design/web-react';
import { lazyOverlay } from '@backoffice/shared';

export interface FormDrawerProps<Values> {
  title: ReactNode;
  visible: boolean;
  /** the values the form starts from (an edited row, or defaults for a new one) */
  initialValues?: Partial<Values>;
  /** saves; a rejection carrying the api's field errors (400, or a 409 on one value) puts them beside the fields */
  onSubmit(values: Values): Promise<unknown>;
  onClose(): void;
  /** said when saved; defaults to "Saved" */
  savedMessage?: string;
  width?: number;
  children: ReactNode | ((form: FormInstance<Values>) => ReactNode);
}

// Drawer, Alert and Modal come with it: no list's first screen waits for them
const LazyFormDrawer = lazyOverlay(
  () =>
    import(/* webpackChunkName: "form-drawer" */ './FormDrawerContent').then(
      (module) => module.default<Record<string, unknown>>,
    ),
  ({ visible }) => visible,
);

/**
 * A create/edit form in a drawer: client rules on the fields, the server's field errors
 * shown on the right fields, other failures above the form, and a guard that asks before
 * closing (or leaving the page) with unsaved changes. Its code is fetched when first opened.
 */
export function FormDrawer<Values extends Record<string, unknown>>(props: FormDrawerProps<Values>) {
  return <LazyFormDrawer {...(props as FormDrawerProps<Record<string, unknown>>)} />;
}
