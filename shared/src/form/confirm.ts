import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { loadModal } from '@backoffice/shared';

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
      void loadModal().then((Modal) =>
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
