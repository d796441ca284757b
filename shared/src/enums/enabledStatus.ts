import { defineEnum } from './defineEnum';

/** Staff users, roles and projects: whether they are in use (the list kit's `enabledStatus` value type). */
export const ENABLED_STATUS = defineEnum('enabledStatus', [
  [0, 'Enabled', '启用', 'green'],
  [1, 'Disabled', '停用', 'gray'],
]);
