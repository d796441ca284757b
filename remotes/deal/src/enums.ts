// The status and type codes this remote shows (data, bundled with it), their labels registered
// when a page that shows them loads.
import { registerMessages } from '@backoffice/shared';
import { COUPON_STATE, enumLabels, ORDER_PAYMENT_STATUS } from '@backoffice/shared/enums';

export { COUPON_STATE, ORDER_PAYMENT_STATUS };

registerMessages(enumLabels([ORDER_PAYMENT_STATUS, COUPON_STATE]));
