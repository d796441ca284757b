import type { ApiModule } from '../../platform/modules';
import { productPosterRoutes } from './product-poster.routes';

// the posters' files, shown by the dramas and categories screens
export default {
  screens: [],
  routes: (api, { media }) => productPosterRoutes(api, media.storage),
} satisfies ApiModule;
