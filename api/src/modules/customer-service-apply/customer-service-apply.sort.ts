import { sortColumns } from '../../platform/listQuery';

// Every call carries the contract's default sort `deleted, create_time`, which means "none asked"
// here: an application is never deleted, and the list's own default is the newest first (by id).
export const APPLICATION_SORT = sortColumns('large_bonus_application', [
  'create_time',
  'review_time',
  'amount',
  'status',
  'id',
]);
