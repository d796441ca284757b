import type { ApiModule } from '../../platform/modules';
import { customerServiceChatRoutes } from './customer-service-chat.routes';

// The live chat: three queues answered on one screen (customer-service:online_assistant,
// vip_official_customer, big_account); conversations and messages are the chat domain's.
export default {
  screens: [
    'customer-service:online_assistant',
    'customer-service:vip_official_customer',
    'customer-service:big_account',
  ],
  routes: (api, { db, media }) => customerServiceChatRoutes(api, db, media.storage),
} satisfies ApiModule;
