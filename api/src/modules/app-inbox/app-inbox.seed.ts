// A few messages in each demo app user's inbox: welcomes, promotions and customer-service
// replies from the last 30 days (never before the user signed up), the older ones mostly read.
import type { Insertable, Kysely } from 'kysely';
import type { AppMessage, Database } from '../../db/types';
import type { Random } from '../../db/seed/random';
import { WELCOME_MESSAGE } from '../../domain/app-users';

const DAY_MS = 86_400_000;
const BATCH = 1000;

const MESSAGES: readonly Pick<Insertable<AppMessage>, 'source' | 'title' | 'content'>[] = [
  WELCOME_MESSAGE,
  { source: 'promotion', title: 'Double coins this weekend', content: 'Top up before Sunday and get twice the coins.' },
  { source: 'promotion', title: 'New drama online', content: 'A new drama everyone is talking about is now online.' },
  { source: 'promotion', title: 'VIP for less', content: 'Your first month of VIP is half price this week.' },
  {
    source: 'service',
    title: 'About your feedback',
    content: 'Thank you for telling us. The episode plays again now.',
  },
  { source: 'system', title: 'Daily check-in', content: 'Check in today to keep your streak and earn bonus coins.' },
];

export async function seedInbox(db: Kysely<Database>, random: Random, projectCode: string, now: Date): Promise<number> {
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'create_time'])
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  const rows: Insertable<AppMessage>[] = [];
  for (const user of users) {
    const count = random.int(1, 4);
    for (let index = 0; index < count; index++) {
      const message = random.pick(MESSAGES);
      const earliest = Math.max(user.create_time.getTime(), now.getTime() - 30 * DAY_MS);
      const sent = new Date(earliest + random.next() * (now.getTime() - earliest));
      const ageDays = (now.getTime() - sent.getTime()) / DAY_MS;
      const read = random.chance(Math.min(0.9, ageDays / 10));
      rows.push({
        project_code: projectCode,
        user_id: user.id,
        ...message,
        create_time: sent,
        read_time: read ? new Date(Math.min(now.getTime(), sent.getTime() + random.int(60, 86_400) * 1000)) : null,
      });
    }
  }
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insertInto('app_message')
      .values(rows.slice(start, start + BATCH))
      .execute();
  return rows.length;
}
