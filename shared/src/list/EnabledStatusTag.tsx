import { Tag } from '@arco-design/web-react';
import { ENABLED_STATUS, useEnumLabel } from '@backoffice/shared';

/** A staff user's, role's or project's status as a tag: green while enabled, grey when disabled. */
export function EnabledStatusTag({ status }: { status: number }) {
  const label = useEnumLabel();
  return <Tag color={ENABLED_STATUS.colorOf(status)}>{label(ENABLED_STATUS, status)}</Tag>;
}
