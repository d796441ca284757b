// Input types shared by every module, bounded to what the database holds, so a number
// out of range is a 400 naming the field and never reaches PostgreSQL.
import { Type } from '@sinclair/typebox';
import { badRequest } from './errors';

/** The largest value of a PostgreSQL integer (int4): serial ids, counts, orders. */
export const INT4_MAX = 2 ** 31 - 1;

/** A row's id (serial): 1..2^31-1. */
export const RowId = Type.Integer({ minimum: 1, maximum: INT4_MAX });
/** When a row was created and last changed, as every row answers them. */
export const Timestamps = {
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
};
/** `…/:id`'s parameters. */
export const IdParams = Type.Object({ id: RowId });

/** A parent's id, where 0 means "at the top". */
export const ParentId = Type.Integer({ minimum: 0, maximum: INT4_MAX, description: '0 for the top level' });

/** The canonical IANA name (Asia/Tokyo for asia/tokyo) of a project's time zone, or a 400 naming `field`. */
export function canonicalTimeZone(name: string, field = 'timezone'): string {
  // Names only: Intl also takes offsets such as +01:00, which do not follow daylight saving.
  if (/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      // RangeError: not a time zone; answered below.
    }
  }
  throw badRequest(field, `${name} is not an IANA time zone name such as Asia/Tokyo`, 'timeZone');
}
