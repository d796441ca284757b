// The status and type codes this remote shows (data, bundled with it), their labels registered
// when a page that shows them loads.
import { registerMessages } from '@backoffice/shared';
import { defineEnum, enumLabels, FEEDBACK_TYPE, WALLET_KIND } from '@backoffice/shared/enums';

/** A large-bonus application: waiting for a reviewer, decided, or taken back by its applicant. */
export const APPLICATION_STATUS = defineEnum('largeBonusApplicationStatus', [
  ['pending', 'Pending review', '待审核', 'orange'],
  ['approved', 'Approved', '已通过', 'green'],
  ['rejected', 'Rejected', '已驳回', 'red'],
  ['withdrawn', 'Withdrawn', '已撤回', 'gray'],
]);

/** How an operation ended (sys_oper_log.status). */
export const OPERATION_RESULT = defineEnum('operationResult', [
  [0, 'Succeeded', '成功', 'green'],
  [1, 'Failed', '失败', 'red'],
]);

/** The methods of the changes the log records (reads are not logged). */
export const OPERATION_METHOD = defineEnum('operationMethod', [
  ['POST', 'POST', 'POST'],
  ['PUT', 'PUT', 'PUT'],
  ['PATCH', 'PATCH', 'PATCH'],
  ['DELETE', 'DELETE', 'DELETE'],
]);

export { WALLET_KIND };

registerMessages(enumLabels([APPLICATION_STATUS, OPERATION_RESULT, OPERATION_METHOD, WALLET_KIND]));

// --- The user feedback screen (pages/feed) ---
/** Where a feedback item is in its handling: new, or handled (and reopened back to new when it was not). */
export const FEEDBACK_STATUS = defineEnum('feedbackStatus', [
  [0, 'New', '新反馈', 'orange'],
  [1, 'Handled', '已处理', 'green'],
]);

export { FEEDBACK_TYPE };

registerMessages(enumLabels([FEEDBACK_STATUS, FEEDBACK_TYPE]));
