import type { ListUserListApiResponse } from './listApi.generated';
import type { GetWalletApiResponse } from './walletApi.generated';

/** An app user: a row of this screen. */
export type AppUser = ListUserListApiResponse['list'][number];
/** A user's wallet as the api answers it: balances by kind, the newest entries, pending applications. */
export type Wallet = GetWalletApiResponse;
export type WalletKind = keyof Wallet['balances'];

// The wallet's calls share the list's tag ('UserList'): an adjustment refreshes the wallet and the coins column.
export {
  type ExportUserListApiArg,
  type ListUserListApiArg,
  useListUserListQuery,
  useReviewUserListMutation,
} from './listApi.generated';
export {
  adjustWalletBody,
  useAdjustWalletMutation,
  useGetWalletQuery,
  useListWalletLedgerQuery,
  useWithdrawCustomerServiceApplyMutation,
} from './walletApi.generated';
