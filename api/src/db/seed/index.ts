// The demo data generator: projects, staff accounts with their roles, the whole menu,
// and per project dramas, app users and top-up orders, then each module's own seed step
// (its manifest's `seed`, e.g. the feedback of user-feedlabel). Deterministic (seeded PRNG)
// for a given `now`; `size` multiplies the business rows, from a quick test set to a large
// benchmark set.
import { type Insertable, type Kysely, sql } from 'kysely';
import catalogue from '@backoffice/shared/src/catalogue/screens.json';
import type { AppUser, Database, Drama } from '../types';
import { seedSettings } from './config';
import { seedWallets } from './wallets';
import { fillLargeVolume, largeVolume } from './large';
import { fillLargeOrders } from './largeOrders';
import { fillLargeActivityRecords } from './largeActivityRecords';
import { seedInteractions } from './interactions';
import { seedContent } from './content';
import { seedTexts } from './texts';
import { catalogueLanguage, catalogueWords } from './catalogue';
import { grantedMenuIds, menuRows, roleGrant } from './menu';
import { makeNotifications } from './notifications';
import { GIVEN_NAMES } from './givenNames';
import { Random } from './random';
import { posterAddresses, posterByCode, writePosters } from './posters';
import { fillLargeActivity, fillLargeCatalogue } from './largeContent';
import type { MediaStorage } from '../../platform/mediaStorage';
import { discoverModules, seedOrder } from '../../platform/modules';

export const SEED_SIZES = { tiny: 0.1, small: 1, medium: 10, large: 100 } as const;

/** `small`, `large`… or a plain multiplier such as `2.5`. */
export function parseSeedSize(text: string | undefined): number {
  if (!text) return SEED_SIZES.small;
  if (text in SEED_SIZES) return SEED_SIZES[text as keyof typeof SEED_SIZES];
  const factor = Number(text);
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new Error(
      `seed size must be one of ${Object.keys(SEED_SIZES).join(', ')} or a positive number, got "${text}"`,
    );
  }
  return factor;
}

export interface SeedOptions {
  /** multiplier of the business rows (1 = small: ~300 users, 50 dramas, 2000 orders a project) */
  size?: number;
  /** the moment the demo is "now"; dates are laid out backwards from it */
  now?: Date;
  hashPassword: (password: string) => Promise<string>;
  /** progress of a long seed (the large volume), a line at a time */
  log?: (line: string) => void;
  /** the media storage uploads go to: the dramas' and categories' posters are put there; without it they have none */
  posters?: MediaStorage;
}

export interface SeedSummary {
  projects: number;
  staff: number;
  menuItems: number;
  dramas: number;
  appUsers: number;
  walletEntries: number;
  interactions: number;
  follows: number;
  comments: number;
  feedback: number;
  orders: number;
  /** SEED_SIZE=large: the rows written in bulk on top of the demo (the users area's and the content area's) */
  largeVolume?: {
    appUsers: number;
    walletEntries: number;
    interactions: number;
    dramas: number;
    episodes: number;
    comments: number;
    follows: number;
    /** the deals area's top-up orders (largeOrders.ts) */
    orders: number;
    /** the activities area's records (largeActivityRecords.ts) */
    activityRecords?: number;
  };
}

export const DEMO_PROJECTS = [
  { code: 'drama-us', tenant_code: 't-us', name: 'Drama US', currency: 'USD', countries: ['US', 'CA', 'GB', 'AU'] },
  {
    code: 'drama-sea',
    tenant_code: 't-sea',
    name: 'Drama SEA',
    currency: 'USD',
    countries: ['SG', 'MY', 'TH', 'ID', 'PH', 'VN'],
  },
  { code: 'drama-jp', tenant_code: 't-jp', name: 'Drama JP', currency: 'USD', countries: ['JP'] },
] as const;

// named and described in English as the catalogue does; the screens show them in the reader's language
const ROLES = [
  { code: 'admin', name: catalogue.roles.admin['en-US'], remark: catalogue.roleRemarks.admin['en-US'] },
  {
    code: 'normal',
    name: catalogue.roles.normal['en-US'],
    remark: catalogue.roleRemarks.normal['en-US'],
  },
  {
    code: 'operator',
    name: catalogue.roles.operator['en-US'],
    remark: catalogue.roleRemarks.operator['en-US'],
  },
] as const;

/** The demo accounts of the README: username, password, role and projects. */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'admin123',
    role: 'admin',
    projects: ['drama-us', 'drama-sea', 'drama-jp'],
    allProjects: true,
    profile: {
      account_id: '10001',
      name: 'Avery Chen',
      job: 'admin',
      job_name: 'Administrator',
      organization: 'platform',
      organization_name: 'Platform team',
      location: 'singapore',
      location_name: 'Singapore',
      email: 'avery.chen@backoffice.example',
      phone: '+65 6100 0001',
      introduction: 'Runs the back-office and its projects.',
      personal_website: 'https://backoffice.example/avery',
      certification: 1,
    },
  },
  {
    username: 'operator',
    password: 'operator123',
    role: 'operator',
    projects: ['drama-us', 'drama-sea'],
    allProjects: false,
    profile: {
      account_id: '10002',
      name: 'Olivia Park',
      job: 'support',
      job_name: 'Customer service lead',
      organization: 'support',
      organization_name: 'Customer service',
      location: 'manila',
      location_name: 'Manila',
      email: 'olivia.park@backoffice.example',
      phone: '+63 2 8100 0002',
      introduction: 'Answers VIP and big-account customers.',
      personal_website: '',
      certification: 1,
    },
  },
  {
    username: 'normal',
    password: 'normal123',
    role: 'normal',
    projects: ['drama-us', 'drama-jp'],
    allProjects: false,
    profile: {
      account_id: '10003',
      name: 'Noah Tanaka',
      job: 'operations',
      job_name: 'Content operations',
      organization: 'content',
      organization_name: 'Content operations',
      location: 'tokyo',
      location_name: 'Tokyo',
      email: 'noah.tanaka@backoffice.example',
      phone: '+81 3 6100 0003',
      introduction: 'Curates dramas, packages and campaigns.',
      personal_website: '',
      certification: 0,
    },
  },
] as const;

const SEEDED_TABLES = [
  'sys_project',
  'sys_role',
  'sys_menu',
  'sys_role_menu',
  'sys_user',
  'sys_user_project_role',
  'drama',
  'episode',
  'app_user',
  'interaction',
  'follow',
  'comment',
  'sys_notification',
  'sys_config',
  'sys_config_history',
  'label',
  'category',
  'category_drama',
  'drama_label',
  'content_text',
];

const DAY_MS = 86_400_000;
const BATCH = 1000;

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('sys_user')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count > 0;
}

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const size = options.size ?? SEED_SIZES.small;
  // large is the users and content areas' benchmark volume, written by the database on top of the small demo
  const bulk = size >= SEED_SIZES.large;
  const steps = seedOrder(await discoverModules());
  const summary: SeedSummary = await insertDemo(db, { ...options, size: bulk ? SEED_SIZES.small : size }, steps);
  if (bulk) {
    const volume = largeVolume(size / SEED_SIZES.large);
    const now = options.now ?? new Date();
    // the catalogue first, so the users area's plays spread over it; the comments and follows are the bulk users'
    const catalogue = await fillLargeCatalogue(
      db,
      DEMO_PROJECTS,
      volume,
      now,
      (code) => (options.posters ? posterAddresses(code) : []),
      options.log,
    );
    const users = await fillLargeVolume(db, DEMO_PROJECTS, volume, now, options.log);
    const activity = await fillLargeActivity(db, DEMO_PROJECTS, volume, now, options.log);
    // the bulk users' purchases of the packages the demo seeded
    const orders = await fillLargeOrders(db, DEMO_PROJECTS, volume.orders, now, options.log);
    summary.largeVolume = { ...catalogue, ...users, ...activity, orders };
    // the activities' records (5 million at large), of the activities the demo seeded, by the bulk users
    summary.largeVolume.activityRecords = await fillLargeActivityRecords(
      db,
      DEMO_PROJECTS,
      50_000 * size,
      now,
      options.log,
    );
  }
  // Fresh statistics, so the planner does not treat the new tables as empty (only ours:
  // a shared server may hold other schemas).
  await sql
    .raw(
      `analyze ${[...SEEDED_TABLES, ...steps.flatMap((step) => step.tables), ...(bulk ? ['wallet', 'wallet_ledger', 'wallet_grant'] : [])].join(', ')}`,
    )
    .execute(db);
  return summary;
}

async function insertDemo(
  db: Kysely<Database>,
  options: SeedOptions,
  steps: ReturnType<typeof seedOrder>,
): Promise<SeedSummary> {
  const size = options.size ?? SEED_SIZES.small;
  const now = options.now ?? new Date();
  // Hash before the transaction: argon2 is slow by design and needs no connection.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => options.hashPassword(account.password)));

  return db.transaction().execute(async (trx) => {
    const projects = await trx
      .insertInto('sys_project')
      .values(DEMO_PROJECTS.map(({ code, tenant_code, name, currency }) => ({ code, tenant_code, name, currency })))
      .returning(['id', 'code'])
      .execute();
    const projectId = new Map(projects.map((project) => [project.code, project.id]));

    const roles = await trx
      .insertInto('sys_role')
      .values([...ROLES])
      .returning(['id', 'code'])
      .execute();
    const roleId = new Map(roles.map((role) => [role.code, role.id]));

    const menu = menuRows();
    await trx.insertInto('sys_menu').values(menu).execute();
    // Ids were given explicitly; later inserts must continue after them.
    await sql`select setval(pg_get_serial_sequence('sys_menu', 'id'), (select max(id) from sys_menu))`.execute(trx);
    const roleMenu = ROLES.flatMap((role) =>
      grantedMenuIds(menu, roleGrant(role.code)).map((menuId) => ({
        role_id: roleId.get(role.code)!,
        menu_id: menuId,
      })),
    );
    await insertInBatches(trx, 'sys_role_menu', roleMenu);

    const staffIds = new Map<string, number>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = await trx
        .insertInto('sys_user')
        .values({
          username: account.username,
          password_hash: hashes[index],
          all_projects: account.allProjects,
          ...account.profile,
          create_time: new Date(now.getTime() - (400 - index * 30) * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      staffIds.set(account.username, user.id);
      await trx
        .insertInto('sys_user_project_role')
        .values(
          account.projects.map((code) => ({
            user_id: user.id,
            project_id: projectId.get(code)!,
            role_id: roleId.get(account.role)!,
          })),
        )
        .execute();
      await trx
        .insertInto('sys_notification')
        .values(makeNotifications(user.id, account.role, account.projects, now))
        .execute();
    }

    await seedSettings(trx, projectId, now);

    let dramas = 0;
    let appUsers = 0;
    let walletEntries = 0;
    const activity = { interactions: 0, follows: 0, comments: 0 };
    const admin = DEMO_ACCOUNTS.find((account) => account.username === 'admin')!;
    const walletOperator = { id: staffIds.get(admin.username)!, name: admin.profile.name };
    for (const [index, project] of DEMO_PROJECTS.entries()) {
      const random = new Random(20240601 + index);
      const prefix = project.code.split('-')[1].toUpperCase();
      const { rows: dramaRows, firstLabels } = makeDramas(
        random,
        project.code,
        prefix,
        Math.max(5, Math.round(50 * size)),
        now,
      );
      const userRows = makeAppUsers(
        random,
        project.code,
        prefix,
        project.countries,
        Math.max(20, Math.round(300 * size)),
        now,
      );
      await insertInBatches(trx, 'drama', dramaRows);
      await insertInBatches(trx, 'app_user', userRows);
      // its own sequence: labels, categories and the dramas' texts move nothing drawn above
      await seedContent(trx, new Random(20250301 + index), project.code, firstLabels, now);
      // no draw: each drama and category shows one of the project's few posters, picked by its code
      if (options.posters) {
        const addresses = await writePosters(options.posters, project.code);
        await sql`update drama set poster = ${posterByCode(addresses, sql.ref('code'))} where project_code = ${project.code}`.execute(
          trx,
        );
        await sql`update category set poster = ${posterByCode(addresses, sql.ref('code'))} where project_code = ${project.code}`.execute(
          trx,
        );
      }
      // its own sequence too: the content locales' texts of the labels, categories and dramas just made
      await seedTexts(trx, new Random(20250501 + index), project.code, now);
      dramas += dramaRows.length;
      appUsers += userRows.length;
      // its own sequence: what each user watched does not move when the rows above change
      const watched = await seedInteractions(trx, new Random(20250101 + index), project.code, now);
      activity.interactions += watched.interactions;
      activity.follows += watched.follows;
      activity.comments += watched.comments;
      // after what they watched: the coin ledgers pay for its unlocks
      walletEntries += await seedWallets(trx, random, project.code, walletOperator, now, watched.coinUnlocks);
    }

    // the modules' own steps, each on its own random sequences, after the core they read
    const counts: Record<string, number> = {};
    const projectsInOrder = DEMO_PROJECTS.map((project, index) => ({ code: project.code, index }));
    for (const step of steps)
      for (const [name, count] of Object.entries(await step.run(trx, { now, size, projects: projectsInOrder })))
        counts[name] = (counts[name] ?? 0) + count;

    return {
      projects: projects.length,
      staff: DEMO_ACCOUNTS.length,
      menuItems: menu.length,
      dramas,
      appUsers,
      // the top-up records' step (deal-topup-record): purchases of the packages seeded before them
      orders: counts.orders ?? 0,
      walletEntries,
      feedback: counts.feedback ?? 0,
      ...activity,
    };
  });
}

async function insertInBatches<T extends 'sys_role_menu' | 'drama' | 'app_user'>(
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

const LABELS = ['romance', 'revenge', 'werewolf', 'ceo', 'family', 'fantasy', 'thriller', 'comedy'];

/** The dramas, and the label each was first given (seedContent turns it into a label row). */
function makeDramas(
  random: Random,
  projectCode: string,
  prefix: string,
  count: number,
  now: Date,
): { rows: Insertable<Drama>[]; firstLabels: string[] } {
  const firstLabels: string[] = [];
  // in the project's own language (drama-jp: Japanese), drawn as the English would be
  const words = catalogueWords(catalogueLanguage(projectCode));
  const rows = Array.from({ length: count }, (_, index) => {
    const plays = random.int(2_000, 3_000_000);
    const name = words.name(random.pick(words.first), random.pick(words.second), random.pick(words.third));
    const episodeCount = random.int(40, 120);
    const status = random.chance(0.85) ? 0 : 1;
    firstLabels.push(random.pick(LABELS));
    return {
      project_code: projectCode,
      code: `${prefix}-D${String(index + 1).padStart(5, '0')}`,
      name,
      episode_count: episodeCount,
      status,
      description: words.description,
      play_count: plays,
      follow_count: Math.round(plays * (0.02 + random.next() * 0.08)),
      comment_count: Math.round(plays * random.next() * 0.01),
      unlock_count: Math.round(plays * (0.05 + random.next() * 0.2)),
      create_time: new Date(now.getTime() - random.int(1, 540) * DAY_MS),
    };
  });
  return { rows, firstLabels };
}

const SOURCES = [
  ['google', 30],
  ['facebook', 25],
  ['tiktok', 20],
  ['apple', 15],
  ['guest', 10],
] as const;

/** Country calling codes of the demo countries, for believable phone numbers. */
const CALLING_CODES: Record<string, string> = {
  US: '1',
  CA: '1',
  GB: '44',
  AU: '61',
  SG: '65',
  MY: '60',
  TH: '66',
  ID: '62',
  PH: '63',
  VN: '84',
  JP: '81',
};
/** Creator status (null: never applied) in realistic proportions. */
const CREATOR_STATUSES = [
  [null, 88],
  [1, 4],
  [2, 6],
  [3, 2],
] as const;

function makeAppUsers(
  random: Random,
  projectCode: string,
  prefix: string,
  countries: readonly string[],
  count: number,
  now: Date,
): Insertable<AppUser>[] {
  // phones and creator statuses draw from a stream of their own, so adding them changed no other seeded value
  const profile = new Random(count * 7919 + prefix.charCodeAt(0));
  return Array.from({ length: count }, (_, index) => {
    // More sign-ups lately than long ago, and always some today.
    const daysAgo = Math.min(365, Math.floor(-Math.log(1 - random.next()) * 40));
    const created = new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, DAY_MS - 1));
    const name = `${random.pick(GIVEN_NAMES)}${random.int(10, 9999)}`;
    const country = random.pick(countries);
    return {
      phone: profile.chance(0.7) ? `+${CALLING_CODES[country] ?? '1'}${profile.int(200_000_000, 999_999_999)}` : '',
      project_code: projectCode,
      user_code: `${prefix}-U${String(index + 1).padStart(7, '0')}`,
      username: name,
      email: `${name}@mail.example`,
      country,
      vip: random.chance(0.15) ? 1 : 0,
      gender: random.int(0, 1),
      source: random.weighted(SOURCES),
      creator_status: profile.weighted(CREATOR_STATUSES),
      create_time: created > now ? now : created,
    };
  });
}
