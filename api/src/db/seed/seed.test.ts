import { GROUPS, PERMISSIONS, SCREENS } from '@backoffice/shared/catalogue';
import { sql } from 'kysely';
import { grantedMenuIds, menuRows, permissionCode, roleGrant, type SeededRole, screenKey } from './menu';
import { parseSeedSize, SEED_SIZES } from '.';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { DEMO_FEEDBACK_LABELS } from '../../modules/user-feedlabel/user-feedlabel.seed';
import { Random } from './random';
import { COIN_PACKS } from './wallets';
import { EXPIRED_REASON } from '../../domain/wallet';

describe('the seeded menu', () => {
  const rows = menuRows();
  const byName = new Map(rows.filter((row) => row.menu_type !== 'F').map((row) => [row.menu_name, row]));

  it('has stable, unique ids and every button under a screen', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(menuRows()).toEqual(rows);
    const screens = new Set(rows.filter((row) => row.menu_type === 'C').map((row) => row.id));
    for (const button of rows.filter((row) => row.menu_type === 'F')) expect(screens.has(button.parent_id)).toBe(true);
  });

  it('builds perms codes from the group and the screen path', () => {
    expect(screenKey('apply/list')).toBe('apply-list');
    expect(screenKey('product/:userCode')).toBe('product');
    expect(permissionCode('setting', 'user', 'reset-password')).toBe('setting:user:reset-password');
  });

  it('grants each role the screens screens.json opens to it', () => {
    const screensOf = (role: SeededRole) => {
      const granted = new Set(grantedMenuIds(rows, roleGrant(role)));
      return rows.filter((row) => row.menu_type === 'C' && granted.has(row.id)).map((row) => row.menu_name);
    };
    expect(screensOf('admin')).toHaveLength(49);
    const normal = screensOf('normal');
    expect(normal.filter((name) => name.startsWith('customer-service/'))).toEqual(['customer-service/feed']);
    expect(normal.some((name) => name.startsWith('setting/') || name.startsWith('promotion/'))).toBe(false);
    expect(normal).toEqual(
      expect.arrayContaining([
        'dashboard/workplace',
        'business/af',
        'product/list',
        'user/list',
        'deal/coupon',
        'activity/medalconfig',
      ]),
    );
    expect(screensOf('operator')).toEqual([
      'dashboard/workplace',
      'dashboard/user',
      'dashboard/product',
      'dashboard/topup',
      'dashboard/consume',
      'dashboard/topic',
      'dashboard/stat',
      'customer-service/online_assistant',
      'customer-service/vip_official_customer',
      'customer-service/big_account',
      'customer-service/reply-mange',
    ]);
    // a grant of a screen covers its buttons
    const operator = new Set(grantedMenuIds(rows, roleGrant('operator')));
    const reply = rows.find((row) => row.perms === 'customer-service:big_account:reply')!;
    expect(operator.has(reply.id)).toBe(true);
    expect(byName.get('customer-service')).toBeDefined();
    // the staff users list can be exported, by admins only
    const exportUsers = rows.find((row) => row.perms === 'setting:user:export')!;
    expect(grantedMenuIds(rows, roleGrant('admin'))).toContain(exportUsers.id);
    expect(grantedMenuIds(rows, roleGrant('normal'))).not.toContain(exportUsers.id);
  });
});

describe('the seeded menu and the catalogue of screens', () => {
  const rows = menuRows();

  it('is the catalogue: the same groups, screens, labels, order, visibility and permission codes as the browser derives', () => {
    const seeded = rows
      .filter((row) => row.menu_type !== 'F')
      .map((row) => ({ url: row.url, labelKey: row.remark, hidden: row.visible === '0', order: row.order_num }));
    const catalogued = GROUPS.flatMap((group) => [
      { url: group.url, labelKey: group.labelKey, hidden: false, order: group.order },
      ...group.screens.map((screen) => ({
        url: screen.url,
        labelKey: screen.labelKey,
        hidden: screen.hidden,
        order: screen.order,
      })),
    ]);
    expect(seeded).toEqual(catalogued);
    expect(new Set(rows.filter((row) => row.menu_type === 'F').map((row) => row.perms))).toEqual(PERMISSIONS);
    expect(rows.filter((row) => row.menu_type === 'C').map((row) => row.menu_name)).toEqual(
      SCREENS.map((screen) => screen.name),
    );
  });

  it('grants each seeded role exactly the screens the catalogue opens to it', () => {
    for (const role of ['normal', 'operator'] as const) {
      const granted = new Set(grantedMenuIds(rows, roleGrant(role)));
      const screens = rows.filter((row) => row.menu_type === 'C' && granted.has(row.id)).map((row) => row.menu_name);
      expect({ role, screens }).toEqual({
        role,
        screens: SCREENS.filter((screen) => screen.roles.includes('*') || screen.roles.includes(role)).map(
          (screen) => screen.name,
        ),
      });
    }
  });
});

describe('seed size', () => {
  it('reads names and multipliers, and refuses anything else', () => {
    expect(parseSeedSize(undefined)).toBe(SEED_SIZES.small);
    expect(parseSeedSize('large')).toBe(100);
    expect(parseSeedSize('2.5')).toBe(2.5);
    expect(() => parseSeedSize('huge')).toThrow(/tiny, small, medium, large/);
    expect(() => parseSeedSize('-1')).toThrow();
  });
});

describe('Random', () => {
  it('repeats itself for the same seed', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.int(1, 1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });
});

describe('the seeded feedback', () => {
  it('gives each project its labels and feedback from its own users over the last 90 days, mostly labelled with a label fitting its type', async () => {
    const t = await createTestApp();
    try {
      const labels = await t.db
        .selectFrom('feedback_label')
        .select(['id', 'project_code', 'title', 'colour'])
        .where('deleted', '=', 0)
        .execute();
      const feedback = await t.db
        .selectFrom('feedback as f')
        .innerJoin('app_user as u', 'u.id', 'f.user_id')
        .select([
          'f.project_code',
          'u.project_code as user_project',
          'f.type',
          'f.label_id',
          'f.create_time',
          'u.create_time as signed_up',
        ])
        .execute();
      const labelOf = new Map(labels.map((label) => [label.id, label]));
      for (const project of ['drama-us', 'drama-sea', 'drama-jp']) {
        expect(labels.filter((label) => label.project_code === project).map((label) => label.title)).toEqual(
          DEMO_FEEDBACK_LABELS.map((label) => label.title),
        );
        const own = feedback.filter((item) => item.project_code === project);
        expect(own.length).toBeGreaterThanOrEqual(30);
        expect(own.filter((item) => item.label_id !== null).length / own.length).toBeGreaterThan(0.6);
      }
      const oldest = Date.now() - 91 * 86_400_000;
      for (const item of feedback) {
        expect(item.user_project).toBe(item.project_code);
        expect(item.create_time.getTime()).toBeGreaterThan(Math.max(oldest, item.signed_up.getTime() - 1));
        if (item.label_id === null) continue;
        const label = labelOf.get(item.label_id)!;
        expect(label.project_code).toBe(item.project_code);
        expect(DEMO_FEEDBACK_LABELS.find((demo) => demo.title === label.title)!.types).toContain(item.type);
      }
    } finally {
      await t.close();
    }
  });
});

/** One app on the demo data for the describes below that only read it: each costs a second or two. */
let demo: Promise<TestApp> | undefined;
const demoApp = () => (demo ??= createTestApp());
afterAll(async () => {
  if (demo) await (await demo).close();
});

describe('the seeded history of what app users watched', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await demoApp();
  });
  const rows = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(t.db)).rows;

  it('has plays, every follow type, every comment state and plays of every kind', async () => {
    const counts = await rows<{ what: string; count: number }>(sql`
      select 'play ' || type as what, count(*)::int as count from interaction group by type
      union all select 'follow ' || type, count(*)::int from follow group by type
      union all select 'comment ' || state, count(*)::int from comment group by state`);
    const found = Object.fromEntries(counts.map((row) => [row.what, row.count]));
    for (const what of [
      'play 1',
      'play 2',
      'play 3',
      'play 4',
      'follow 1',
      'follow 2',
      'follow 3',
      'follow 10',
      'follow 11',
      'comment visible',
      'comment hidden',
    ]) {
      expect({ what, seeded: (found[what] ?? 0) > 0 }).toEqual({ what, seeded: true });
    }
  });

  it('agrees with itself: a watch follow for exactly the dramas played, an unlock only of a played episode, VIP unlocks only for VIP users', async () => {
    // (user, drama) pairs with plays but no watch follow, or a watch follow but no plays
    expect(
      await rows(sql`
      select user_id, drama_id from interaction except select user_id, drama_id from follow where type = 3
      union all
      (select user_id, drama_id from follow where type = 3 except select user_id, drama_id from interaction)`),
    ).toEqual([]);
    // an unlock with no play of its episode at or after it
    expect(
      await rows(sql`
      select f.id from follow f where f.type in (10, 11) and not exists (
        select 1 from interaction i where i.user_id = f.user_id and i.drama_id = f.drama_id and i.episode_no = f.episode_no and i.create_time >= f.create_time)`),
    ).toEqual([]);
    // a coin- or VIP-unlocked play without its unlock; a VIP unlock or play by a user who is not VIP
    expect(
      await rows(sql`
      select i.id from interaction i where i.type in (2, 3) and not exists (
        select 1 from follow f where f.user_id = i.user_id and f.drama_id = i.drama_id and f.episode_no = i.episode_no and f.type = case i.type when 2 then 10 else 11 end)`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select u.user_code from app_user u where u.vip = 0 and (
        exists (select 1 from follow f where f.user_id = u.id and f.type = 11) or exists (select 1 from interaction i where i.user_id = u.id and i.type = 3))`),
    ).toEqual([]);
    // a free play is of a free episode, a paid one past them (the project's player.free_episodes)
    expect(
      await rows(sql`
      select i.id from interaction i join sys_project p on p.code = i.project_code
      join sys_config c on c.project_id = p.id and c.config_key = 'player.free_episodes'
      where (i.type = 1) <> (i.episode_no <= c.value::int)`),
    ).toEqual([]);
  });

  it("dates every row after the user signed up, within the last 90 days, and never plays past an episode's length", async () => {
    const late = await rows(sql`
      select 'play' as what, x.id from interaction x join app_user u on u.id = x.user_id
        where x.create_time < u.create_time or x.create_time < now() - interval '91 days' or x.create_time > now() or x.play_time_seconds > x.total_time_seconds
      union all select 'follow', x.id from follow x join app_user u on u.id = x.user_id
        where x.create_time < u.create_time or x.create_time < now() - interval '91 days' or x.create_time > now()
      union all select 'comment', x.id from comment x join app_user u on u.id = x.user_id
        where x.create_time < u.create_time or x.create_time > now()`);
    expect(late).toEqual([]);
  });

  it('gives each drama the counts of its rows: plays, follows, visible comments and unlocks', async () => {
    const wrong = await rows(sql`
      select d.code from drama d where
        d.play_count <> (select count(*) from interaction i where i.drama_id = d.id)
        or d.follow_count <> (select count(*) from follow f where f.drama_id = d.id and f.type = 2)
        or d.unlock_count <> (select count(*) from follow f where f.drama_id = d.id and f.type in (10, 11))
        or d.comment_count <> (select count(*) from comment c where c.drama_id = d.id and c.state = 'visible')`);
    expect(wrong).toEqual([]);
    const [played] = await rows<{ total: number }>(sql`select sum(play_count)::int as total from drama`);
    expect(played.total).toBeGreaterThan(0);
  });
});

describe('the seeded wallets and the unlocks they paid for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await demoApp();
  });
  const rows = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(t.db)).rows;

  it("pays each coin unlock with one deduction by the app from its user's coin ledger, at its time, for its price, naming the episode", async () => {
    const [unlocks] = await rows<{ count: number }>(sql`select count(*)::int as count from follow where type = 10`);
    expect(unlocks.count).toBeGreaterThan(10);
    // an unlock without exactly one such deduction
    expect(
      await rows(sql`
      select f.id, f.user_id, f.coins, f.create_time from follow f join drama d on d.id = f.drama_id
      where f.type = 10 and (
        select count(*) from wallet_ledger l join wallet w on w.id = l.wallet_id
        where w.user_id = f.user_id and w.kind = 'coin' and l.direction = 'deduction' and l.amount = f.coins and l.create_time = f.create_time
          and l.operator_id is null and l.operator_name = '' and l.reason = 'Unlocked episode ' || f.episode_no || ' of ' || d.name) <> 1`),
    ).toEqual([]);
    // and no unlock deduction without its unlock
    const [deductions] = await rows<{ count: number }>(
      sql`select count(*)::int as count from wallet_ledger where reason like 'Unlocked episode %'`,
    );
    expect(deductions.count).toBe(unlocks.count);
    // only a coin unlock costs coins (a VIP unlock, a like or a watch none)
    expect(await rows(sql`select id from follow where (type = 10) <> (coins > 0)`)).toEqual([]);
  });

  it('keeps each ledger in time order, its running balance never below 0, each entry dated after its user signed up and within the last 90 days', async () => {
    expect(
      await rows(sql`
      select l.id, l.wallet_id from (
        select l.*, sum(case when direction = 'top-up' then amount else -amount end) over (partition by wallet_id order by id) as running,
               lag(create_time) over (partition by wallet_id order by id) as before
        from wallet_ledger l) l
      join wallet w on w.id = l.wallet_id join app_user u on u.id = w.user_id
      where l.running <> l.balance_after or l.running < 0 or l.create_time < l.before
        or l.create_time < u.create_time or l.create_time < now() - interval '91 days' or l.create_time > now()`),
    ).toEqual([]);
    // coins the app sold are packs it sells, by nobody
    const packs = COIN_PACKS.map(([coins]) => coins);
    const bought = await rows<{ amount: number; reason: string; operator_id: number | null }>(sql`
      select l.amount::int as amount, l.reason, l.operator_id from wallet_grant g join wallet_ledger l on l.id = g.ledger_id
      where g.source = 'purchase' and l.idempotency_key is null`);
    expect(bought.length).toBeGreaterThan(0);
    // the recent orders' purchases (deal-topup-record's step) credit what their package gave, by nobody
    const ordered = await rows<{ order_no: string; amount: number; coins: number; operator_id: number | null }>(sql`
      select o.order_no, l.amount::int as amount, o.coins::int as coins, l.operator_id from wallet_grant g
      join wallet_ledger l on l.id = g.ledger_id left join topup_order o on 'order:' || o.order_no = l.idempotency_key
      where g.source = 'purchase' and l.idempotency_key is not null`);
    expect(ordered.length).toBeGreaterThan(0);
    expect(ordered.filter((entry) => entry.amount !== entry.coins || entry.operator_id !== null)).toEqual([]);
    expect(
      bought.filter((entry) => !packs.includes(entry.amount as (typeof packs)[number]) || entry.operator_id !== null),
    ).toEqual([]);
  });

  it("makes each wallet its ledger's sum, its last entry's balance after and its grants' remaining, each deduction spending the grants in the service's order", async () => {
    const [wallets, ledger, grants] = await Promise.all([
      t.db.selectFrom('wallet').select(['id', 'balance']).orderBy('id').execute(),
      t.db
        .selectFrom('wallet_ledger')
        .select(['id', 'wallet_id', 'direction', 'amount', 'balance_after', 'reason', 'create_time'])
        .orderBy('wallet_id')
        .orderBy('id')
        .execute(),
      t.db
        .selectFrom('wallet_grant')
        .select(['id', 'wallet_id', 'ledger_id', 'source', 'amount', 'remaining', 'expire_time'])
        .orderBy('id')
        .execute(),
    ]);
    expect(wallets.length).toBeGreaterThan(10);
    type Replayed = { id: number; source: string; expire: number | null; remaining: number };
    const grantOf = new Map(grants.map((grant) => [grant.ledger_id, grant]));
    const live = new Map<number, Replayed[]>();
    const replayed = new Map<number, number>();
    const balance = new Map<number, { sum: number; last: number }>();
    const wrong: string[] = [];
    // bonus first ('bonus' < 'purchase'), the soonest expiry first (none last), the oldest first
    const order = (a: Replayed, b: Replayed) =>
      a.source.localeCompare(b.source) || (a.expire ?? Infinity) - (b.expire ?? Infinity) || a.id - b.id;
    for (const entry of ledger) {
      const held = live.get(entry.wallet_id) ?? [];
      live.set(entry.wallet_id, held);
      const time = entry.create_time.getTime();
      const sum =
        (balance.get(entry.wallet_id)?.sum ?? 0) + (entry.direction === 'top-up' ? entry.amount : -entry.amount);
      balance.set(entry.wallet_id, { sum, last: entry.balance_after });
      if (entry.direction === 'top-up') {
        const grant = grantOf.get(entry.id);
        if (!grant) wrong.push(`top-up ${entry.id} has no grant`);
        else
          held.push({
            id: grant.id,
            source: grant.source,
            expire: grant.expire_time?.getTime() ?? null,
            remaining: grant.amount,
          });
        continue;
      }
      const spendable = held.filter((grant) => grant.remaining > 0).sort(order);
      if (entry.reason === EXPIRED_REASON) {
        // a write-off is what one grant had left, at its expiry
        const expired = spendable.find((grant) => grant.expire === time && grant.remaining === entry.amount);
        if (expired) expired.remaining = 0;
        else wrong.push(`write-off ${entry.id} matches no expiring grant`);
        continue;
      }
      // nothing expired is spent: it was written off first
      if (spendable.some((grant) => grant.expire !== null && grant.expire <= time))
        wrong.push(`deduction ${entry.id} finds an expired grant live`);
      let left = entry.amount;
      for (const grant of spendable) {
        const taken = Math.min(grant.remaining, left);
        grant.remaining -= taken;
        left -= taken;
      }
      if (left) wrong.push(`deduction ${entry.id} spends ${left} more than its grants hold`);
    }
    for (const held of live.values()) for (const grant of held) replayed.set(grant.id, grant.remaining);
    for (const grant of grants)
      if (replayed.get(grant.id) !== grant.remaining)
        wrong.push(`grant ${grant.id} has ${grant.remaining} left, spent in order ${replayed.get(grant.id)}`);
    for (const wallet of wallets) {
      const held = (live.get(wallet.id) ?? []).reduce((sum, grant) => sum + grant.remaining, 0);
      const { sum, last } = balance.get(wallet.id) ?? { sum: 0, last: 0 };
      if (new Set([wallet.balance, sum, last, held]).size !== 1)
        wrong.push(`wallet ${wallet.id}: balance ${wallet.balance}, ledger ${sum}, last entry ${last}, grants ${held}`);
    }
    expect(wrong).toEqual([]);
    // some coins bought, some bonus, some of it written off
    expect(new Set(grants.map((grant) => grant.source))).toEqual(new Set(['purchase', 'bonus']));
    expect(ledger.some((entry) => entry.reason === EXPIRED_REASON)).toBe(true);
  });
});
