// What each demo app user watched, as one history that agrees with itself: plays of
// episodes one after another (play time never past the episode's length), within the
// last 90 days and after both the user and the drama existed; a "watch drama" follow for
// exactly the dramas a user played; an unlock (coins, or VIP for VIP users) just before
// the first play of each episode past the project's free ones, unless a rewarded ad
// opened it (projects that offer them); likes, follows and a few comments of dramas the
// user watched. The dramas' play, follow, comment and unlock counts are then the counts
// of these rows, written by one aggregate update per project. The coin unlocks are answered
// too: the wallets' seed pays each from its user's coin wallet.
import type { Insertable, Kysely } from 'kysely';
import { reconcileDramaCounts } from '../../domain/dramas';
import type { Comment, Database, Follow, Interaction } from '../types';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const BATCH = 1000;
/** Users whose rows are made and written together: the memory stays flat at any size. */
const USERS_AT_ONCE = 500;

/** Where the app says a play started: a session's first play, the next ones, one resumed later. */
const STARTS = [
  ['For You feed', 40],
  ['Drama page', 25],
  ['Search', 12],
  ['Shared link', 8],
  ['Push notification', 15],
] as const;
const AUTOPLAY = 'Autoplay next';
const RESUMED = 'Continue watching';
const REPLAY = 'Replay';
export const COMMENTS = [
  "Can't wait for the next episode!",
  'The twist at the end of this one 😱',
  'Why is he so cold to her?',
  'Best drama on the app right now',
  'She deserves so much better',
  'Rewatching this for the third time',
  'The episodes are too short',
  'Who else is here after the trailer?',
  'The acting in this scene is amazing',
  'Please make a second season',
] as const;
export const COMMENT_STATES = [
  ['visible', 85],
  ['hidden', 10],
  ['deleted', 5],
] as const;
const DRAMAS_WATCHED = [
  [1, 45],
  [2, 30],
  [3, 13],
  [4, 7],
  [5, 3],
  [6, 2],
] as const;

type User = { id: number; create_time: Date; vip: number };
type Drama = { id: number; name: string; create_time: Date; episode_count: number };

export interface ActivityCounts {
  interactions: number;
  follows: number;
  comments: number;
}

/** An episode unlocked with coins (a follow of type 10): what its user's coin ledger spends for it. */
export interface CoinUnlock {
  userId: number;
  dramaName: string;
  episodeNo: number;
  coins: number;
  /** the unlock's time, in ms */
  time: number;
}

export interface Activity extends ActivityCounts {
  /** every coin unlock written, in no particular order */
  coinUnlocks: CoinUnlock[];
}

/** An episode's length in seconds (1 to 3 minutes), the same for every play of it: a stand-in until episodes have a table. */
export const episodeSeconds = (dramaId: number, episodeNo: number) =>
  60 + ((dramaId * 7919 + episodeNo * 104_729) % 121);
/** What unlocking one episode of a drama costs in coins. */
export const unlockPrice = (dramaId: number) => [30, 40, 50, 60, 80][dramaId % 5];

export async function seedInteractions(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  now: Date,
): Promise<Activity> {
  const [users, dramas, settings] = await Promise.all([
    db
      .selectFrom('app_user')
      .select(['id', 'create_time', 'vip'])
      .where('project_code', '=', projectCode)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('drama')
      .select(['id', 'name', 'create_time', 'episode_count'])
      .where('project_code', '=', projectCode)
      .orderBy('id')
      .execute(),
    playerSettings(db, projectCode),
  ]);
  const counts: Activity = { interactions: 0, follows: 0, comments: 0, coinUnlocks: [] };
  if (!dramas.length) return counts;
  const pickDrama = byPopularity(random, dramas);
  for (let start = 0; start < users.length; start += USERS_AT_ONCE) {
    const rows: Rows = { interaction: [], follow: [], comment: [], coinUnlocks: counts.coinUnlocks };
    for (const user of users.slice(start, start + USERS_AT_ONCE))
      historyOf(random, projectCode, user, pickDrama, settings, now, rows);
    await insertRows(db, 'interaction', rows.interaction);
    await insertRows(db, 'follow', rows.follow);
    await insertRows(db, 'comment', rows.comment);
    counts.interactions += rows.interaction.length;
    counts.follows += rows.follow.length;
    counts.comments += rows.comment.length;
  }
  // the counts are those of the rows just written, by the one rule of each
  await reconcileDramaCounts(db, projectCode);
  return counts;
}

interface Settings {
  freeEpisodes: number;
  rewardedAds: boolean;
}

/** The project's own player settings (config), so its history follows them. */
async function playerSettings(db: Kysely<Database>, projectCode: string): Promise<Settings> {
  const entries = await db
    .selectFrom('sys_config as c')
    .innerJoin('sys_project as p', 'p.id', 'c.project_id')
    .select(['c.config_key', 'c.value'])
    .where('p.code', '=', projectCode)
    .where('c.config_key', 'in', ['player.free_episodes', 'ads.rewarded_enabled'])
    .execute();
  const value = (key: string) => entries.find((entry) => entry.config_key === key)?.value;
  const free = Number(value('player.free_episodes'));
  return {
    freeEpisodes: Number.isInteger(free) && free >= 0 ? free : 10,
    rewardedAds: value('ads.rewarded_enabled') === 'true',
  };
}

/** A few dramas draw most plays: weights fall with a random rank. */
function byPopularity(random: Random, dramas: Drama[]): () => Drama {
  const ranked = dramas.map((drama) => ({ drama, key: random.next() })).sort((a, b) => a.key - b.key);
  const cumulative: number[] = [];
  let total = 0;
  ranked.forEach((_, rank) => cumulative.push((total += 1 / (rank + 2))));
  return () => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > roll) high = middle;
      else low = middle + 1;
    }
    return ranked[low].drama;
  };
}

/** The rows to write, and the coin unlocks among them (all of the project's, for its wallets). */
type Rows = {
  interaction: Insertable<Interaction>[];
  follow: Insertable<Follow>[];
  comment: Insertable<Comment>[];
  coinUnlocks: CoinUnlock[];
};

function historyOf(
  random: Random,
  projectCode: string,
  user: User,
  pickDrama: () => Drama,
  settings: Settings,
  now: Date,
  rows: Rows,
): void {
  // some signed up and watched nothing yet
  if (!random.chance(0.7)) return;
  const end = now.getTime();
  const since = Math.max(user.create_time.getTime(), end - 90 * DAY_MS);
  const wanted = random.weighted(DRAMAS_WATCHED);
  const dramas = new Map<number, Drama>();
  for (let tries = 0; dramas.size < wanted && tries < wanted * 4; tries += 1) {
    const drama = pickDrama();
    dramas.set(drama.id, drama);
  }
  for (const drama of dramas.values()) {
    const from = Math.max(since, drama.create_time.getTime());
    if (from >= end - 60_000) continue;
    const plays: Insertable<Interaction>[] = [];
    const play = (episodeNo: number, type: number, content: string, time: number, seconds: number, total: number) =>
      plays.push({
        project_code: projectCode,
        user_id: user.id,
        drama_id: drama.id,
        episode_no: episodeNo,
        type,
        content,
        play_time_seconds: seconds,
        total_time_seconds: total,
        create_time: new Date(time),
      });
    // how far they got: about the free episodes on average, a long tail past them
    const episodes = Math.min(
      drama.episode_count,
      1 + Math.floor(-Math.log(1 - random.next()) * settings.freeEpisodes),
    );
    let time = from + random.int(0, Math.floor((end - from) * 0.8));
    let content: string = random.weighted(STARTS);
    for (let episodeNo = 1; episodeNo <= episodes && time < end; episodeNo += 1) {
      const total = episodeSeconds(drama.id, episodeNo);
      let type = 1;
      if (episodeNo > settings.freeEpisodes) {
        if (user.vip === 1) type = 3;
        else if (settings.rewardedAds && random.chance(0.3)) type = 4;
        else type = 2;
        // unlocked a moment before it plays (not before the user or the drama existed: the
        // coins it spends were bought after the user signed up)
        if (type !== 4) {
          const at = Math.max(from, time - random.int(1_000, 5_000));
          rows.follow.push(follow(projectCode, user, drama, type === 3 ? 11 : 10, at, episodeNo));
          if (type === 2)
            rows.coinUnlocks.push({
              userId: user.id,
              dramaName: drama.name,
              episodeNo,
              coins: unlockPrice(drama.id),
              time: at,
            });
        }
      }
      // the last episode they reached, and now and then another, is left part-way
      const partial = episodeNo === episodes || random.chance(0.15);
      const seconds = partial ? random.int(1, total - 1) : total;
      play(episodeNo, type, content, time, seconds, total);
      time += seconds * 1000 + random.int(2_000, 20_000);
      if (random.chance(0.05) && time < end) {
        play(episodeNo, type, REPLAY, time, total, total);
        time += total * 1000 + random.int(2_000, 20_000);
      }
      content = AUTOPLAY;
      // a break: back hours or days later
      if (random.chance(0.12)) {
        time += random.int(2 * 3_600_000, 3 * DAY_MS);
        content = RESUMED;
      }
    }
    if (!plays.length) continue;
    rows.interaction.push(...plays);
    const first = plays[0].create_time as Date;
    const someTimeWatching = () =>
      (plays[random.int(0, plays.length - 1)].create_time as Date).getTime() + random.int(5_000, 60_000);
    rows.follow.push(follow(projectCode, user, drama, 3, first.getTime()));
    if (random.chance(0.35)) rows.follow.push(follow(projectCode, user, drama, 2, Math.min(end, someTimeWatching())));
    if (random.chance(0.3)) rows.follow.push(follow(projectCode, user, drama, 1, Math.min(end, someTimeWatching())));
    if (random.chance(0.12)) {
      for (let count = random.int(1, 2); count > 0; count -= 1) {
        const on = plays[random.int(0, plays.length - 1)];
        rows.comment.push({
          project_code: projectCode,
          drama_id: drama.id,
          user_id: user.id,
          episode_no: random.chance(0.7) ? on.episode_no : null,
          content: random.pick(COMMENTS),
          state: random.weighted(COMMENT_STATES),
          create_time: new Date(Math.min(end, (on.create_time as Date).getTime() + random.int(10_000, 600_000))),
        });
      }
    }
  }
}

function follow(
  projectCode: string,
  user: User,
  drama: Drama,
  type: number,
  time: number,
  episodeNo: number | null = null,
): Insertable<Follow> {
  return {
    project_code: projectCode,
    user_id: user.id,
    drama_id: drama.id,
    type,
    episode_no: episodeNo,
    coins: type === 10 ? unlockPrice(drama.id) : 0,
    create_time: new Date(time),
  };
}

async function insertRows<T extends 'interaction' | 'follow' | 'comment'>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely cannot relate a generic table name to its row type; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}
