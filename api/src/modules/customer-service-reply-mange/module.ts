import type { ApiModule } from '../../platform/modules';
import { customerServiceReplyMangeRoutes } from './customer-service-reply-mange.routes';
import { seedReplies } from './customer-service-reply-mange.seed';

export default {
  screens: ['customer-service:reply-mange'],
  routes: (api, { db }) => customerServiceReplyMangeRoutes(api, db),
  seed: {
    tables: ['chat_reply', 'content_text'],
    async run(db, { projects, now }) {
      let replies = 0;
      for (const { code } of projects) replies += await seedReplies(db, code, now);
      return { replies };
    },
  },
} satisfies ApiModule;
