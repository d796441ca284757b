import type { ApiModule } from '../../platform/modules';
import { appChatRoutes } from './app-chat.routes';

// The app user's end of the customer-service chat (/app-api/chat); the staff's end is the
// customer-service-chat module, both on the chat domain.
export default {
  screens: [],
  appRoutes: (app, { db, media }) => appChatRoutes(app, db, media.storage),
} satisfies ApiModule;
