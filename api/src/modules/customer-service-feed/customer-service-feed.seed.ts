// The demo's handling of the feedback the users area seeds (user-feedlabel.seed.ts): about a
// third handled, mostly the older ones, nearly all of them answered by a staff member of the
// project who may see the screen (its admins and normal users), the answer in the user's inbox
// at the time it was sent; a few new ones answered already and waiting on the user.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { AppMessage, Database } from '../../db/types';
import type { Random } from '../../db/seed/random';
import { REPLY_TITLE } from './customer-service-feed.service';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BATCH = 1000;

/** What customer service answers, by FEEDBACK_TYPE. */
const REPLIES: Record<number, readonly string[]> = {
  1: [
    'Thanks for the report. We fixed this in the latest version: please update the app.',
    'Sorry about that. Our engineers found the cause and the fix goes out this week.',
  ],
  2: [
    'We moved this drama to a faster server; the episode should play smoothly now.',
    'Thanks for telling us. Clearing the app cache and updating to the latest version fixes this.',
    'The subtitles of this episode are corrected now. Enjoy!',
  ],
  3: [
    'We found your payment and added the coins to your wallet. Sorry for the wait.',
    'The double charge is refunded; it shows on your statement within 5 working days.',
    'Your VIP plan is cancelled and the last renewal refunded.',
  ],
  4: ['Thanks for the suggestion! We passed it to our content team.', 'The missing episode is online again.'],
  5: ['Thank you! We added your idea to our plans.', 'Thanks for the kind words, the whole team says hello!'],
  0: [
    'You can delete your account under Me › Settings › Account.',
    'Your coupons are under Me › Wallet › Coupons.',
    'Thank you for writing to us!',
  ],
};

/** Marks and answers part of `projectCode`'s feedback; answers how many were handled. */
export async function seedFeedbackHandling(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  now: Date,
): Promise<number> {
  const staff = await db
    .selectFrom('sys_user_project_role as upr')
    .innerJoin('sys_project as p', 'p.id', 'upr.project_id')
    .innerJoin('sys_role as r', 'r.id', 'upr.role_id')
    .select('upr.user_id')
    .where('p.code', '=', projectCode)
    .where('r.code', 'in', ['admin', 'normal'])
    .orderBy('upr.user_id')
    .execute();
  if (!staff.length) return 0;
  const feedback = await db
    .selectFrom('feedback')
    .select(['id', 'user_id', 'type', 'create_time'])
    .where('project_code', '=', projectCode)
    .orderBy('id')
    .execute();
  const messages: Insertable<AppMessage>[] = [];
  const changes: ReturnType<typeof sql>[] = [];
  let handled = 0;
  for (const item of feedback) {
    const created = item.create_time.getTime();
    const age = now.getTime() - created;
    // the last two days' feedback is mostly still new
    const isHandled = random.chance(age < 2 * DAY_MS ? 0.05 : 0.34);
    const replied = isHandled ? random.chance(0.9) : random.chance(0.05);
    if (!isHandled && !replied) continue;
    const replyTime = new Date(Math.min(now.getTime() - 60_000, created + random.int(1, 48) * HOUR_MS));
    const content = random.pick(REPLIES[item.type] ?? REPLIES[0]);
    const handledTime = new Date(Math.min(now.getTime() - 1000, replyTime.getTime() + random.int(0, 120) * 60_000));
    changes.push(
      sql`(${item.id}::bigint, ${replied ? content : ''}, ${replied ? replyTime : null}::timestamptz, ${isHandled ? 1 : 0}::smallint, ${isHandled ? random.pick(staff).user_id : null}::bigint, ${isHandled ? handledTime : null}::timestamptz)`,
    );
    if (isHandled) handled++;
    if (replied)
      messages.push({
        project_code: projectCode,
        user_id: item.user_id,
        source: 'service',
        title: REPLY_TITLE,
        content,
        create_time: replyTime,
        read_time: random.chance(0.7)
          ? new Date(Math.min(now.getTime(), replyTime.getTime() + random.int(10, 1440) * 60_000))
          : null,
      });
  }
  for (let start = 0; start < changes.length; start += BATCH)
    await sql`update feedback set reply = v.reply, reply_time = v.reply_time, status = v.status,
        handled_by = v.handled_by, handled_time = v.handled_time
      from (values ${sql.join(changes.slice(start, start + BATCH))}) as v (id, reply, reply_time, status, handled_by, handled_time)
      where feedback.id = v.id`.execute(db);
  for (let start = 0; start < messages.length; start += BATCH)
    await db
      .insertInto('app_message')
      .values(messages.slice(start, start + BATCH))
      .execute();
  return handled;
}
