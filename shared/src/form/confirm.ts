import { useCallback } from 'react';
import { Message } from '@arco-design/web-react';
import { type IntlShape, useIntl } from 'react-intl';
import { ERROR_TOAST_MS, loadModal } from '@backoffice/shared';

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  /** red OK button: the action deletes, disables or overwrites something */
  danger?: boolean;
  /** runs on OK; the dialog stays open (OK spinning) until it settles */
  onOk: () => Promise<unknown> | unknown;
}

/**
 * `confirm({...})`: asks before an action runs. The dialog is rendered outside the React
 * tree, so its texts are translated here; a failing action keeps the dialog open (its
 * error was already shown by the base query). Arco's Modal is fetched with the first question.
 */
export function useConfirm(): (options: ConfirmOptions) => void {
  const intl = useIntl();
  return useCallback(
    ({ title, content, okText, danger, onOk }: ConfirmOptions) => {
      void showModal(intl, (Modal) =>
        Modal.confirm({
          title,
          content,
          okText: okText ?? intl.formatMessage({ id: 'confirm.ok' }),
          cancelText: intl.formatMessage({ id: 'confirm.cancel' }),
          okButtonProps: danger ? { status: 'danger' } : undefined,
          onOk: async () => {
            await onOk();
          },
        }),
      );
    },
    [intl],
  );
}

/**
 * Shows a dialog of Arco's Modal, whose code comes with the first one. If it cannot be fetched
 * (the connection dropped), a toast says so: the click would otherwise do nothing, silently.
 */
export function showModal(
  intl: IntlShape,
  show: (Modal: Awaited<ReturnType<typeof loadModal>>) => void,
): Promise<void> {
  return loadModal().then(show, () => {
    Message.error({ content: intl.formatMessage({ id: 'confirm.unavailable' }), duration: ERROR_TOAST_MS });
  });
}
