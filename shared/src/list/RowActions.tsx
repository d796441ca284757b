import { Button, Message, Space, Tooltip } from '@arco-design/web-react';
import { usePermission } from '@backoffice/shared';
import { type ConfirmOptions, useConfirm } from '../form/confirm';

/** One button of a row's actions column, declared. */
export interface RowAction {
  key: string;
  label: string;
  /** the button permission it needs; hidden without it */
  permission?: string;
  /** hidden for this row, e.g. delete while the row is enabled (the api would refuse) */
  hidden?: boolean;
  danger?: boolean;
  /** shown but not usable, saying why (e.g. "Roles are in use"): the user sees it exists */
  disabled?: string;
  /** asks first; `run` is then the dialog's OK */
  confirm?: Omit<ConfirmOptions, 'onOk' | 'danger'>;
  /** said once `run` succeeded (`Drama Love deleted`): an action whose row stays on screen, or leaves it, is not silent */
  done?: string;
  run(): unknown;
}

/** A row's action buttons: the permitted ones, each asking first when it says so. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const allowed = usePermission();
  const confirm = useConfirm();
  const shown = actions.filter((action) => !action.hidden && (!action.permission || allowed([action.permission])));
  // a failure was already said by the api's toast (and keeps a confirmation open): only success is said here
  const run = async (action: RowAction) => {
    await action.run();
    if (action.done) Message.success(action.done);
  };
  return (
    <Space size={0} wrap>
      {shown.map((action) => {
        const button = (
          <Button
            key={action.key}
            type="text"
            size="small"
            status={action.danger ? 'danger' : undefined}
            disabled={Boolean(action.disabled)}
            onClick={() =>
              action.confirm
                ? confirm({ ...action.confirm, danger: action.danger, onOk: () => run(action) })
                : void run(action).catch(() => undefined)
            }
          >
            {action.label}
          </Button>
        );
        return action.disabled ? (
          <Tooltip key={action.key} content={action.disabled}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
}
