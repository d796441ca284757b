import { createAppStore } from '@backoffice/shared';

/** The one store of the product: remotes inject their endpoints and slices into it. */
export const store = createAppStore();
