// Demo badges: eight a project, named in its content locales, created over the last 90 days, and
// their holders as the seeded data makes them: each condition badge awarded once (source
// backfill) to those its condition counts, the package award's big-spender to the buyers its
// grants name, and the manual vip-guest to a handful by hand.
import type { Insertable, Kysely } from 'kysely';
import type { ContentText, Database } from '../../db/types';
import { awardBadge, backfillBadge } from '../../domain/activities';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';

/** The tiers' colours, bronze to diamond. */
const TIER_COLOURS = ['#b87333', '#a8a9ad', '#d4af37', '#8fb8c8', '#6fc3df'];

/**
 * A demo badge's icon: a medal of its tier's colour with its initial, inline (the product's
 * content security policy loads images from itself only, so an icon elsewhere would not show).
 */
function badgeIcon(badge: DemoBadge): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${TIER_COLOURS[badge.tier - 1]}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${badge.code[0].toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const DAY_MS = 86_400_000;

interface DemoBadge {
  code: string;
  tier: number;
  condition: 'episodes_watched' | 'topped_up' | 'checkin_days' | 'draws' | 'manual';
  threshold: number;
  reward: ['none' | 'coin' | 'ticket' | 'point' | 'vip_day', number];
  status?: 1;
  names: Record<string, string>;
}

const DEMO_BADGES: DemoBadge[] = [
  {
    code: 'first-episode',
    tier: 1,
    condition: 'episodes_watched',
    threshold: 1,
    reward: ['point', 10],
    names: {
      en: 'First episode',
      es: 'Primer episodio',
      'pt-BR': 'Primeiro episódio',
      th: 'ตอนแรก',
      vi: 'Tập đầu tiên',
      id: 'Episode pertama',
      ja: 'はじめての1話',
    },
  },
  {
    code: 'binge-watcher',
    tier: 3,
    condition: 'episodes_watched',
    threshold: 50,
    reward: ['ticket', 2],
    names: {
      en: 'Binge watcher',
      es: 'Maratonista',
      'pt-BR': 'Maratonista',
      th: 'นักดูมาราธอน',
      vi: 'Cày phim thần tốc',
      id: 'Penonton maraton',
      ja: '一気見マスター',
    },
  },
  {
    code: 'first-top-up',
    tier: 1,
    condition: 'topped_up',
    threshold: 1,
    reward: ['coin', 20],
    names: {
      en: 'First top-up',
      es: 'Primera recarga',
      'pt-BR': 'Primeira recarga',
      th: 'เติมเงินครั้งแรก',
      vi: 'Nạp lần đầu',
      id: 'Isi ulang pertama',
      ja: '初めてのチャージ',
    },
  },
  {
    code: 'loyal-supporter',
    tier: 4,
    condition: 'topped_up',
    threshold: 5,
    reward: ['vip_day', 3],
    names: {
      en: 'Loyal supporter',
      es: 'Fan leal',
      'pt-BR': 'Fã fiel',
      th: 'ผู้สนับสนุนตัวจริง',
      vi: 'Người ủng hộ trung thành',
      id: 'Pendukung setia',
      ja: '常連サポーター',
    },
  },
  {
    code: 'check-in-7',
    tier: 2,
    condition: 'checkin_days',
    threshold: 7,
    reward: ['point', 50],
    names: {
      en: 'Seven-day streak',
      es: 'Siete días seguidos',
      'pt-BR': 'Sete dias seguidos',
      th: 'เช็กอินครบ 7 วัน',
      vi: 'Điểm danh 7 ngày',
      id: 'Tujuh hari check-in',
      ja: '7日連続チェックイン',
    },
  },
  {
    code: 'lucky-drawer',
    tier: 2,
    condition: 'draws',
    threshold: 10,
    reward: ['none', 0],
    names: {
      en: 'Lucky drawer',
      es: 'Mano con suerte',
      'pt-BR': 'Mão de sorte',
      th: 'มือนำโชค',
      vi: 'Tay quay may mắn',
      id: 'Tangan beruntung',
      ja: 'ラッキードロー',
    },
  },
  {
    code: 'big-spender',
    tier: 4,
    condition: 'manual',
    threshold: 0,
    reward: ['none', 0],
    names: {
      en: 'Big spender',
      es: 'Gran comprador',
      'pt-BR': 'Grande comprador',
      th: 'ขาช้อปตัวจริง',
      vi: 'Đại gia',
      id: 'Pembeli besar',
      ja: 'ビッグスペンダー',
    },
  },
  {
    code: 'vip-guest',
    tier: 5,
    condition: 'manual',
    threshold: 0,
    reward: ['vip_day', 7],
    names: {
      en: 'VIP guest',
      es: 'Invitado VIP',
      'pt-BR': 'Convidado VIP',
      th: 'แขก VIP',
      vi: 'Khách mời VIP',
      id: 'Tamu VIP',
      ja: 'VIPゲスト',
    },
  },
  {
    code: 'night-owl',
    tier: 3,
    condition: 'episodes_watched',
    threshold: 200,
    reward: ['point', 100],
    status: 1,
    names: {
      en: 'Night owl',
      es: 'Búho nocturno',
      'pt-BR': 'Coruja da madrugada',
      th: 'นกฮูกราตรี',
      vi: 'Cú đêm',
      id: 'Burung hantu malam',
      ja: '夜ふかし',
    },
  },
];

/** Writes the demo badges of every project and awards them; answers the badges and holdings made. */
export async function seedBadges(
  db: Kysely<Database>,
  projects: readonly { code: string }[],
  now: Date,
): Promise<Record<string, number>> {
  const scope = await everyProjectScope(db);
  const rows = projectRows(db, scope);
  let made = 0;
  let held = 0;
  for (const { code: projectCode } of projects) {
    const project = await db
      .selectFrom('sys_project')
      .select(['content_locales', 'default_content_locale'])
      .where('code', '=', projectCode)
      .executeTakeFirstOrThrow();
    const nameIn = (badge: DemoBadge, locale: string) => badge.names[locale] ?? badge.names[locale.split('-')[0]];
    const added = await rows
      .add(
        'badge',
        DEMO_BADGES.map((badge, index) => {
          const created = new Date(now.getTime() - (88 - index * 9) * DAY_MS);
          return {
            project_code: projectCode,
            code: badge.code,
            name: nameIn(badge, project.default_content_locale) ?? badge.names.en,
            icon_url: badgeIcon(badge),
            tier: badge.tier,
            condition_type: badge.condition,
            threshold: badge.threshold,
            reward_kind: badge.reward[0],
            reward_amount: badge.reward[1],
            status: badge.status ?? 0,
            sort: index * 10,
            create_time: created,
            update_time: created,
          };
        }),
      )
      .returningAll()
      .execute();
    made += added.length;
    const texts: Insertable<ContentText>[] = added.flatMap((row) => {
      const badge = DEMO_BADGES.find((demo) => demo.code === row.code)!;
      return project.content_locales
        .filter((locale) => locale !== project.default_content_locale && nameIn(badge, locale))
        .map((locale) => ({
          project_code: projectCode,
          entity_kind: 'badge' as const,
          entity_id: row.id,
          field: 'name' as const,
          locale,
          text: nameIn(badge, locale)!,
        }));
    });
    if (texts.length) await db.insertInto('content_text').values(texts).execute();

    for (const badge of added) {
      if (badge.status !== 0) continue;
      if (badge.condition_type !== 'manual') held += await backfillBadge(rows, badge, { source: 'backfill' });
    }
    const byCode = new Map(added.map((badge) => [badge.code, badge]));
    // the buyers the package award's grants name (none when no order paid for it was seeded)
    const buyers = await rows
      .read('deal_package_award_grant')
      .select('user_id')
      .distinct()
      .where('project_code', '=', projectCode)
      .where('badge_code', '=', 'big-spender')
      .execute();
    held += (
      await awardBadge(
        rows,
        byCode.get('big-spender')!,
        buyers.map((buyer) => buyer.user_id),
        { source: 'award', reason: 'Package award', operator: null },
      )
    ).length;
    const guests = await rows
      .read('app_user')
      .select('id')
      .where('project_code', '=', projectCode)
      .where('deleted', '=', 0)
      .orderBy('id')
      .limit(4)
      .execute();
    held += (
      await awardBadge(
        rows,
        byCode.get('vip-guest')!,
        guests.map((guest) => guest.id),
        { source: 'manual', reason: 'Guest of the launch screening', operator: null },
      )
    ).length;
  }
  return { badges: made, badgeHolders: held };
}
