import type { ApiModule } from '../../platform/modules';

// Top-up orders (/deal/topup-record): routes to come with the screen's work.
export default {
  screens: ['deal:topup-record'],
} satisfies ApiModule;
