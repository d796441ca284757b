// A project's catalogue around its dramas: the labels (each drama keeps the one it was first
// given and may gain one or two more), the categories the app's home screen shows with their
// dramas in order, each drama's summary, and a few drafts being prepared.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import type { Random } from './random';
import { catalogueLanguage, catalogueWords } from './catalogue';

const LABEL_TEXTS: Record<string, { title: string; description: string }> = {
  romance: { title: 'Romance', description: 'Love stories, slow-burn and whirlwind alike.' },
  revenge: { title: 'Revenge', description: 'Wronged heroines and heroes who come back stronger.' },
  werewolf: { title: 'Werewolf', description: 'Packs, mates and alphas.' },
  ceo: { title: 'CEO', description: 'Boardrooms, contracts and the billionaires behind them.' },
  family: { title: 'Family', description: 'Secrets, heirs and the ties that bind.' },
  fantasy: { title: 'Fantasy', description: 'Magic, kingdoms and fated powers.' },
  thriller: { title: 'Thriller', description: 'Twists, crimes and nobody to trust.' },
  comedy: { title: 'Comedy', description: 'Light, fast and made to make you laugh.' },
};

const CATEGORIES = [
  { code: 'trending', title: 'Trending now', link: 'app://home/trending', pick: 'plays' },
  { code: 'new', title: 'New releases', link: 'app://home/new', pick: 'newest' },
  { code: 'most-unlocked', title: 'Most unlocked', link: 'app://home/unlocked', pick: 'unlocks' },
  { code: 'editors-picks', title: "Editors' picks", link: 'https://drama.example/picks', pick: 'random' },
] as const;

export async function seedContent(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  firstLabels: string[],
  now: Date,
): Promise<void> {
  const dramas = await db
    .selectFrom('drama')
    .select(['id', 'play_count', 'unlock_count', 'create_time'])
    .where('project_code', '=', projectCode)
    .orderBy('id')
    .execute();

  const labelIds = new Map<string, number>();
  for (const [code, text] of Object.entries(LABEL_TEXTS)) {
    const created = new Date(now.getTime() - random.int(200, 600) * 86_400_000);
    const row = await db
      .insertInto('label')
      .values({
        project_code: projectCode,
        code,
        title: text.title,
        description: text.description,
        create_time: created,
        update_time: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    labelIds.set(code, row.id);
  }
  const codes = Object.keys(LABEL_TEXTS);
  const dramaLabels = dramas.flatMap((drama, index) => {
    const mine = new Set([firstLabels[index]]);
    for (let extra = random.int(0, 2); extra > 0; extra -= 1) mine.add(random.pick(codes));
    return [...mine].map((code) => ({ project_code: projectCode, drama_id: drama.id, label_id: labelIds.get(code)! }));
  });
  if (dramaLabels.length) await db.insertInto('drama_label').values(dramaLabels).execute();

  const { summaries } = catalogueWords(catalogueLanguage(projectCode));
  for (const drama of dramas) {
    await db
      .updateTable('drama')
      .set({ summary: random.pick(summaries) })
      .where('id', '=', drama.id)
      .execute();
  }
  // The newest few are drafts: prepared, not yet shown to app users.
  const newest = [...dramas]
    .sort((a, b) => +b.create_time - +a.create_time)
    .slice(0, Math.max(1, Math.round(dramas.length / 20)));
  if (newest.length)
    await db
      .updateTable('drama')
      .set({ status: 2 })
      .where(
        'id',
        'in',
        newest.map((drama) => drama.id),
      )
      .execute();
  const drafts = new Set(newest.map((drama) => drama.id));
  // The others were put online the day after they were added (the online screen's "since").
  await db
    .updateTable('drama')
    .set({ online_time: sql<Date>`create_time + interval '1 day'` })
    .where('project_code', '=', projectCode)
    .where('status', '!=', 2)
    .execute();
  const shown = dramas.filter((drama) => !drafts.has(drama.id));

  await seedEpisodes(db, projectCode);

  for (const category of CATEGORIES) {
    const created = new Date(now.getTime() - random.int(100, 400) * 86_400_000);
    const row = await db
      .insertInto('category')
      .values({
        project_code: projectCode,
        code: category.code,
        title: category.title,
        link: category.link,
        create_time: created,
        update_time: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ordered =
      category.pick === 'plays'
        ? [...shown].sort((a, b) => Number(b.play_count) - Number(a.play_count))
        : category.pick === 'unlocks'
          ? [...shown].sort((a, b) => Number(b.unlock_count) - Number(a.unlock_count))
          : category.pick === 'newest'
            ? [...shown].sort((a, b) => +b.create_time - +a.create_time)
            : shuffled(random, shown);
    const members = ordered.slice(0, Math.min(ordered.length, random.int(8, 16)));
    if (members.length) {
      await db
        .insertInto('category_drama')
        .values(
          members.map((drama, position) => ({
            project_code: projectCode,
            category_id: row.id,
            drama_id: drama.id,
            position: position + 1,
          })),
        )
        .execute();
    }
  }
}

/** Fisher–Yates, drawing from the seed's stream. */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * Every drama's episodes, as many as its episode count: 1–3 minutes each, the first five free
 * (the app's preview), the rest locked at 30–60 coins. No video: a demo database carries no
 * media (the episodes screen says so and offers the upload). Derived from the ids in SQL, so
 * the seed's random streams stay where they were and a large seed costs one statement.
 */
async function seedEpisodes(db: Kysely<Database>, projectCode: string): Promise<void> {
  await sql`insert into episode (project_code, drama_id, episode_no, duration_seconds, free, unlock_coins, create_time, update_time)
    select d.project_code, d.id, n, 60 + ((d.id * 7919 + n * 104729) % 121), n <= 5,
      case when n <= 5 then 0 else 30 + ((d.id + n) % 4) * 10 end, d.create_time, d.create_time
    from drama d cross join generate_series(1, d.episode_count) as n
    where d.project_code = ${projectCode} and d.deleted = 0`.execute(db);
}
