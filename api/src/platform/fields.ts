// Input types shared by every module, bounded to what the database holds, so a number
// out of range is a 400 naming the field and never reaches PostgreSQL.
import { Type } from '@sinclair/typebox';

/** The largest value of a PostgreSQL integer (int4): serial ids, counts, orders. */
export const INT4_MAX = 2 ** 31 - 1;

/** A row's id (serial): 1..2^31-1. */
export const RowId = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/** A parent's id, where 0 means "at the top". */
export const ParentId = Type.Integer({ minimum: 0, maximum: INT4_MAX, description: '0 for the top level' });
