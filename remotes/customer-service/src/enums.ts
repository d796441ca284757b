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

/** The queues app users are answered in (a conversation's and a frequent reply's service codes). */
export const SERVICE_CODE = defineEnum('serviceCode', [
  ['online_assistant', 'Online assistant', '在线助手', 'arcoblue'],
  ['vip_official_customer', 'VIP official service', 'VIP 官方客服', 'gold'],
  ['premium_customer_service', 'Premium customer service', '大客户专属客服', 'purple'],
]);

export { WALLET_KIND };

/** A conversation: waiting in its queue, open with an agent, closed (the api's 409s name it). */
export const CONVERSATION_STATUS = defineEnum('conversationStatus', [
  [0, 'Waiting', '等待中', 'orange'],
  [1, 'Open', '接待中', 'arcoblue'],
  [2, 'Closed', '已关闭', 'gray'],
]);

/** Where a feedback item is in its handling: new, or handled (and reopened back to new when it was not). */
export const FEEDBACK_STATUS = defineEnum('feedbackStatus', [
  [0, 'New', '新反馈', 'orange'],
  [1, 'Handled', '已处理', 'green'],
]);

export { FEEDBACK_TYPE };

registerMessages(
  enumLabels([
    APPLICATION_STATUS,
    OPERATION_RESULT,
    OPERATION_METHOD,
    SERVICE_CODE,
    CONVERSATION_STATUS,
    FEEDBACK_STATUS,
    FEEDBACK_TYPE,
    WALLET_KIND,
  ]),
);
