import { Random } from '../../db/seed/random';
import type { ApiModule } from '../../platform/modules';
import { idleCloseJob } from './app-chat.idle';
import { appChatRoutes } from './app-chat.routes';
import { talkToCustomerService } from './app-chat.scenarios';
import { seedChat } from './app-chat.seed';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** the job that closes idle conversations every minute; false leaves it to the caller (tests drive it) */
    chatIdleClose?: boolean;
  }
}

// The app user's end of the customer-service chat (/app-api/chat); the staff's end is the
// customer-service-chat module, both on the chat domain. Beside it: the idle conversations'
// close, the simulator's users talking to customer service, and the demo's customer service
// (the queues' settings, the agents, 90 days of conversations and a few going on now).
export default {
  screens: [],
  appRoutes: (app, { db, media }) => appChatRoutes(app, db, media.storage),
  jobs: [idleCloseJob],
  scenarios: [talkToCustomerService],
  seed: {
    // the big spenders (the premium queue's users) are known by their paid orders
    after: ['deal-topup-record'],
    tables: ['cs_service', 'cs_agent', 'conversation', 'chat_message'],
    async run(db, { projects, now, size }) {
      let conversations = 0;
      let chatMessages = 0;
      // each project's own random sequence: the other generators' draws do not move
      for (const { code, index } of projects) {
        const seeded = await seedChat(db, new Random(20261127 + index), code, now, size);
        conversations += seeded.conversations;
        chatMessages += seeded.chatMessages;
      }
      return { conversations, chatMessages };
    },
  },
} satisfies ApiModule;
