// Demo feedback: the labels customer service sorts it by, and a few hundred items a project
// from its app users over the last 90 days (never before the user signed up), most of them
// labelled with a label that fits their type, the newest ones still waiting for a label.
import type { Insertable, Kysely } from 'kysely';
import type { Database, Feedback } from '../../db/types';
import type { Random } from '../../db/seed/random';

const DAY_MS = 86_400_000;

/** Title, colour, description, sort; the feedback types (FEEDBACK_TYPE) each label usually goes with. */
export const DEMO_FEEDBACK_LABELS = [
  {
    title: 'Playback',
    colour: '#165DFF',
    description: 'Stutters, black screens, episodes that will not load',
    sort: 10,
    types: [2],
  },
  {
    title: 'Payment',
    colour: '#F53F3F',
    description: 'Charged without coins, failed top-ups, refunds',
    sort: 20,
    types: [3],
  },
  {
    title: 'Subtitles',
    colour: '#722ED1',
    description: 'Missing, late or badly translated subtitles',
    sort: 30,
    types: [2, 4],
  },
  {
    title: 'Account',
    colour: '#FF7D00',
    description: 'Sign-in, lost progress, linked accounts',
    sort: 40,
    types: [1, 0],
  },
  {
    title: 'Content request',
    colour: '#00B42A',
    description: 'Dramas and genres users ask for',
    sort: 50,
    types: [4, 5],
  },
  {
    title: 'Bug',
    colour: '#86909C',
    description: 'Crashes and anything that behaves wrongly in the app',
    sort: 60,
    types: [1],
  },
  { title: 'Praise', colour: '#F7BA1E', description: 'Users telling us what they love', sort: 70, types: [5, 0] },
] as const;

/** How often each type comes in: [FEEDBACK_TYPE value, weight]. */
const TYPES = [
  [2, 30],
  [3, 20],
  [1, 18],
  [4, 14],
  [5, 12],
  [0, 6],
] as const;

const CONTENT: Record<number, readonly string[]> = {
  1: [
    'The app closes when I open my history',
    'Notifications keep showing an episode I already watched',
    'The check-in button does nothing',
    'I was signed out and lost my progress',
  ],
  2: [
    'Episode 12 keeps buffering on wifi',
    'Black screen after the ad, sound only',
    'The video freezes when I skip forward',
    'Subtitles are two seconds late in episode 4',
    'Playback stops when the screen turns off',
  ],
  3: [
    'I paid for 500 coins but got nothing',
    'Charged twice for one top-up',
    'The VIP plan renewed after I cancelled it',
    'My card is refused at checkout',
  ],
  4: [
    'Please add more revenge dramas',
    'Subtitles in Thai are missing for this drama',
    'The last episode of this drama is missing',
    'Can you add the sequel?',
  ],
  5: [
    'Let me download episodes to watch offline',
    'A dark mode for the player please',
    'Love this app, the stories are great',
    'Let me pick the playback speed',
  ],
  0: ['How do I delete my account?', 'Where can I see my coupons?', 'Just wanted to say thank you'],
};

/** Writes the labels and the feedback of `projectCode`; answers how many feedback items. */
export async function seedFeedback(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  size: number,
  now: Date,
): Promise<number> {
  const labels = await db
    .insertInto('feedback_label')
    .values(
      DEMO_FEEDBACK_LABELS.map(({ title, colour, description, sort }, index) => {
        const created = new Date(now.getTime() - (120 - index * 3) * DAY_MS);
        return {
          project_code: projectCode,
          title,
          colour,
          description,
          sort,
          create_time: created,
          update_time: created,
        };
      }),
    )
    .returning(['id', 'title'])
    .execute();
  const idOf = new Map(labels.map((label) => [label.title, label.id]));
  const fitting = (type: number) =>
    DEMO_FEEDBACK_LABELS.filter((label) => (label.types as readonly number[]).includes(type)).map((label) =>
      idOf.get(label.title)!,
    );

  const users = await db
    .selectFrom('app_user')
    .select(['id', 'create_time'])
    .where('project_code', '=', projectCode)
    .orderBy('id')
    .execute();
  const since = now.getTime() - 90 * DAY_MS;
  const count = Math.max(30, Math.round(300 * size));
  const rows: Insertable<Feedback>[] = Array.from({ length: count }, () => {
    const user = random.pick(users);
    const from = Math.max(since, user.create_time.getTime());
    const created = from + random.int(0, Math.max(0, now.getTime() - from - 1));
    const type = random.weighted(TYPES);
    // the last two days' feedback is mostly still waiting for a label
    const recent = now.getTime() - created < 2 * DAY_MS;
    const labelled = random.chance(recent ? 0.3 : 0.9);
    const images =
      type === 1 || type === 2 || type === 3
        ? Array.from(
            {
              length: random.weighted([
                [0, 5],
                [1, 3],
                [2, 2],
              ] as const),
            },
            (_, index) => `https://cdn.drama.example/feedback/${projectCode}/${user.id}-${created}-${index + 1}.jpg`,
          )
        : [];
    return {
      project_code: projectCode,
      user_id: user.id,
      type,
      content: random.pick(CONTENT[type]),
      images,
      label_id: labelled ? random.pick(fitting(type)) : null,
      create_time: new Date(created),
    };
  });
  for (let start = 0; start < rows.length; start += 1000)
    await db
      .insertInto('feedback')
      .values(rows.slice(start, start + 1000))
      .execute();
  return rows.length;
}
