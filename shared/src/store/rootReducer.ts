import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authSlice } from '../auth/authSlice';
import { settingsSlice } from '../settings/settingsSlice';

/**
 * State slices that remotes add at run time. A remote declares its own with module
 * augmentation, so its selectors are typed without the host knowing it:
 *
 *   import type { WithSlice } from '@reduxjs/toolkit';
 *   declare module '@backoffice/shared' {
 *     interface LazyLoadedSlices extends WithSlice<typeof productSlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: an interface the remotes fill by module augmentation (a type alias cannot be merged into)
export interface LazyLoadedSlices {}

/**
 * The one root reducer (RTK "lazy loading slices"): the host's store is built on it, and a
 * remote calls `rootReducer.inject(itsSlice)` (or `itsSlice.injectInto(rootReducer)`) when
 * its routes load.
 */
export const rootReducer = combineSlices(api, authSlice, settingsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
