import type { ApiModule } from '../../platform/modules';

// Payment packages (/deal/package): routes to come with the screen's work.
export default {
  screens: ['deal:package'],
} satisfies ApiModule;
