// Demo activities: one or two of every type a project runs by itself (points games are seeded with
// their draws, compensations with their grants), over the last 90 days and ahead, most online,
// and a 7-day check-in online now in every project (the app side checks in to it). Some have
// their title and rules in the project's other content locales.
import type { Insertable, Kysely } from 'kysely';
import type { Activity, ContentText, Database } from '../../db/types';
import { ACTIVITY_CURRENCY as C, ACTIVITY_TYPE as T } from '../../domain/activities';
import { projectLocales } from '../../domain/content-texts';
import type { Random } from '../../db/seed/random';

const DAY = 86_400_000;

interface Demo {
  type: number;
  currency: number;
  title: string;
  rules: string;
  /** days from now */
  start: number;
  end: number;
  online: boolean;
  config: object;
  audience?: object;
  priority?: number;
  budget?: number;
  cap?: number;
  expire?: number;
  /** other locales' titles, by language */
  texts?: Record<string, string>;
}

const demos = (badgeCode: string | null, couponTemplateId: number | null): Demo[] => [
  {
    type: T.checkIn,
    currency: C.point,
    title: 'Daily check-in',
    rules:
      'Check in every day for 7 days: the reward grows each day of the streak. Missed a day? Make it up within 2 days.',
    start: -60,
    end: 120,
    online: true,
    config: { ladder: [10, 10, 20, 20, 30, 30, 80], makeUpDays: 2 },
    budget: 5_000_000,
    expire: 30,
    texts: {
      zh: '每日签到',
      th: 'เช็คอินรายวัน',
      ja: '毎日チェックイン',
      vi: 'Điểm danh hằng ngày',
      es: 'Registro diario',
      pt: 'Check-in diário',
    },
  },
  {
    type: T.checkIn,
    currency: C.ticket,
    title: 'New-user check-in week',
    rules: 'Your first week: a ticket for every day you check in.',
    start: -90,
    end: -30,
    online: false,
    config: { ladder: [1, 1, 1, 1, 1, 1, 2], makeUpDays: 0 },
    audience: { newUserDays: 7 },
    priority: 10,
  },
  {
    type: T.dailyTask,
    currency: C.point,
    title: 'Watch 3 episodes today',
    rules: 'Watch any 3 episodes today to earn bonus points.',
    start: -45,
    end: 45,
    online: true,
    config: { action: 'watch', count: 3, reward: 15 },
    texts: { zh: '今天观看3集', th: 'ดู 3 ตอนวันนี้' },
  },
  {
    type: T.adTask,
    currency: C.point,
    title: 'Watch an ad, earn points',
    rules: 'Up to 5 ads a day, 5 points each.',
    start: -30,
    end: 60,
    online: true,
    config: { adsPerDay: 5, reward: 5 },
    cap: 25,
  },
  {
    type: T.bindAccount,
    currency: C.ticket,
    title: 'Link your Google account',
    rules: 'Link a Google or Apple account once and get 2 tickets.',
    start: -80,
    end: 280,
    online: true,
    config: { reward: 2 },
  },
  {
    type: T.topUpGift,
    currency: couponTemplateId ? C.coupon : C.ticket,
    title: 'First top-up gift',
    rules: 'Top up 4.99 or more and get a gift.',
    start: -20,
    end: 40,
    online: true,
    config: {
      thresholdMinor: 499,
      currencyCode: 'USD',
      reward: couponTemplateId ? 1 : 3,
      ...(couponTemplateId && { couponTemplateId }),
    },
  },
  {
    type: T.topUpActivity,
    currency: C.point,
    title: 'Weekend top-up bonus',
    rules: 'The more you top up this weekend, the more bonus points.',
    start: 3,
    end: 6,
    online: true,
    config: {
      currencyCode: 'USD',
      tiers: [
        { thresholdMinor: 999, reward: 100 },
        { thresholdMinor: 2999, reward: 400 },
        { thresholdMinor: 9999, reward: 1500 },
      ],
    },
    budget: 2_000_000,
    texts: { zh: '周末充值奖励', ja: '週末チャージボーナス' },
  },
  {
    type: T.checkInAd,
    currency: C.ad,
    title: 'Double check-in with an ad',
    rules: 'Watch a short ad after checking in.',
    start: -15,
    end: 75,
    online: false,
    config: { reward: 1 },
  },
  {
    type: T.watchEpisodes,
    currency: C.ticket,
    title: 'Binge 10 episodes',
    rules: 'Watch 10 episodes today and get a ticket.',
    start: -10,
    end: 50,
    online: true,
    config: { episodes: 10, reward: 1 },
    audience: { vip: 'non_vip' },
  },
  {
    type: T.unlockEpisodes,
    currency: C.point,
    title: 'Unlock 5, get points back',
    rules: 'Unlock 5 episodes today and get 20 bonus points.',
    start: -70,
    end: -5,
    online: false,
    config: { episodes: 5, reward: 20 },
  },
  ...(badgeCode
    ? [
        {
          type: T.badge,
          currency: C.vip,
          title: 'Binge-watcher badge reward',
          rules: 'Earn the binge-watcher badge and get a VIP day.',
          start: -40,
          end: 140,
          online: true,
          config: { badgeCode, reward: 1 },
        },
      ]
    : []),
  {
    type: T.invite,
    currency: C.ticket,
    title: 'Invite 3 friends',
    rules: 'Invite 3 friends who sign up and get 5 tickets.',
    start: -50,
    end: 130,
    online: true,
    config: { invitees: 3, reward: 5 },
    texts: { zh: '邀请3位好友', es: 'Invita a 3 amigos', pt: 'Convide 3 amigos' },
  },
  {
    type: T.operationActivity,
    currency: C.point,
    title: 'Anniversary celebration',
    rules: 'Join the anniversary week: 200 bonus points for every user.',
    start: 10,
    end: 17,
    online: false,
    config: { reward: 200 },
    budget: 10_000_000,
  },
];

/** Writes the demo activities of `projectCode` and their texts; answers how many activities. */
export async function seedActivities(db: Kysely<Database>, random: Random, projectCode: string, now: Date) {
  const badge = await db
    .selectFrom('badge')
    .select('code')
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .where('status', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  const template = await db
    .selectFrom('deal_coupon_template')
    .select('id')
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .where('status', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  const list = demos(badge?.code ?? null, template?.id ?? null);
  const project = await projectLocales(db, projectCode);
  // the title in a locale's language: the English one for en, else its translation if any
  const titleIn = (demo: Demo, locale: string) => {
    const language = locale.split('-')[0];
    return language === 'en' ? demo.title : demo.texts?.[language];
  };
  const rows: Insertable<Activity>[] = list.map((demo, index) => {
    const created = new Date(now.getTime() + Math.min(demo.start - 3, 0) * DAY - random.int(0, 86_399) * 1000);
    const spentShare = demo.budget && demo.start < 0 ? random.int(5, 60) : 0;
    return {
      project_code: projectCode,
      type: demo.type,
      currency: demo.currency,
      status: demo.online ? 0 : 1,
      start_time: new Date(now.getTime() + demo.start * DAY),
      end_time: new Date(now.getTime() + demo.end * DAY),
      sort: index * 10,
      priority: demo.priority ?? 0,
      title: titleIn(demo, project.defaultLocale) ?? demo.title,
      rules: demo.rules,
      audience: JSON.stringify(demo.audience ?? {}),
      config: JSON.stringify(demo.config),
      total_budget: demo.budget ?? null,
      spent: demo.budget ? Math.floor((demo.budget * spentShare) / 100) : 0,
      daily_cap_per_user: demo.cap ?? null,
      reward_expire_days: demo.expire ?? null,
      create_time: created,
      update_time: created,
    };
  });
  const added = await db.insertInto('activity').values(rows).returning('id').execute();
  const texts: Insertable<ContentText>[] = added.flatMap(({ id }, index) =>
    project.locales
      .filter((locale) => locale !== project.defaultLocale && titleIn(list[index], locale))
      .map((locale) => ({
        project_code: projectCode,
        entity_kind: 'activity' as const,
        entity_id: id,
        field: 'title' as const,
        locale,
        text: titleIn(list[index], locale)!,
      })),
  );
  if (texts.length) await db.insertInto('content_text').values(texts).execute();
  return added.length;
}
