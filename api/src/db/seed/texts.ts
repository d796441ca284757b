// The content locales each demo project serves and the texts of its other locales (the
// columns hold the default locale's: drama-jp's dramas are written in Japanese, English is
// their translation): every label's and category's title, and the dramas'
// name, summary and description, half of the dramas in every locale and the others missing
// some (a whole locale, or a field), so the screens' "missing" marks have something to show.
import type { Insertable, Kysely } from 'kysely';
import type { ContentText, Database } from '../types';
import type { Random } from './random';
import { englishOf } from './catalogue';

/** Per demo project: the default first. */
export const DEMO_CONTENT_LOCALES: Record<string, string[]> = {
  'drama-us': ['en', 'es', 'pt-BR'],
  'drama-sea': ['en', 'th', 'vi', 'id'],
  'drama-jp': ['ja', 'en'],
};

type Words = {
  who: string[];
  what: string[];
  name: (who: string, what: string) => string;
  summaries: string[];
  descriptions: string[];
};

const WORDS: Record<string, Words> = {
  es: {
    who: ['La novia', 'El heredero', 'La esposa', 'El director', 'La reina', 'El guardaespaldas'],
    what: ['del multimillonario', 'de medianoche', 'por contrato', 'en secreto', 'del destino', 'de la mafia'],
    name: (who, what) => `${who} ${what}`,
    summaries: [
      'Traicionada el día de su boda, vuelve cinco años después con otro nombre y un plan.',
      'Un matrimonio por contrato debía durar un año. Ninguno esperaba enamorarse.',
    ],
    descriptions: ['Un drama corto contado en episodios de uno a dos minutos.'],
  },
  'pt-BR': {
    who: ['A noiva', 'O herdeiro', 'A esposa', 'O CEO', 'A rainha', 'O guarda-costas'],
    what: ['do bilionário', 'da meia-noite', 'por contrato', 'em segredo', 'do destino', 'da máfia'],
    name: (who, what) => `${who} ${what}`,
    summaries: [
      'Traída no dia do casamento, ela volta cinco anos depois com outro nome e um plano.',
      'Um casamento por contrato deveria durar um ano. Nenhum dos dois esperava se apaixonar.',
    ],
    descriptions: ['Um drama curto contado em episódios de um a dois minutos.'],
  },
  th: {
    who: ['เจ้าสาว', 'ทายาท', 'ภรรยา', 'ซีอีโอ', 'ราชินี', 'บอดี้การ์ด'],
    what: ['ของมหาเศรษฐี', 'เที่ยงคืน', 'ตามสัญญา', 'ลับ', 'แห่งโชคชะตา', 'มาเฟีย'],
    name: (who, what) => `${who}${what}`,
    summaries: [
      'ถูกหักหลังในวันแต่งงาน เธอกลับมาอีกครั้งในห้าปีต่อมาพร้อมชื่อใหม่และแผนการ',
      'การแต่งงานตามสัญญาควรจะจบในหนึ่งปี แต่ไม่มีใครคาดว่าจะตกหลุมรัก',
    ],
    descriptions: ['ละครสั้นที่เล่าเรื่องในตอนละหนึ่งถึงสองนาที'],
  },
  vi: {
    who: ['Cô dâu', 'Người thừa kế', 'Người vợ', 'Tổng tài', 'Nữ hoàng', 'Vệ sĩ'],
    what: ['của tỷ phú', 'lúc nửa đêm', 'theo hợp đồng', 'bí mật', 'định mệnh', 'mafia'],
    name: (who, what) => `${who} ${what}`,
    summaries: [
      'Bị phản bội trong ngày cưới, cô trở lại năm năm sau với một cái tên mới và một kế hoạch.',
      'Cuộc hôn nhân hợp đồng chỉ kéo dài một năm. Không ai ngờ họ lại yêu nhau.',
    ],
    descriptions: ['Một bộ phim ngắn kể qua các tập dài một đến hai phút.'],
  },
  id: {
    who: ['Pengantin', 'Pewaris', 'Istri', 'CEO', 'Ratu', 'Pengawal'],
    what: ['Sang Miliarder', 'Tengah Malam', 'Kontrak', 'Rahasia', 'Takdir', 'Mafia'],
    name: (who, what) => `${who} ${what}`,
    summaries: [
      'Dikhianati di hari pernikahannya, ia kembali lima tahun kemudian dengan nama baru dan sebuah rencana.',
      'Pernikahan kontrak seharusnya hanya setahun. Tak satu pun dari mereka menyangka akan jatuh cinta.',
    ],
    descriptions: ['Drama pendek yang diceritakan dalam episode satu hingga dua menit.'],
  },
  ja: {
    who: ['花嫁', '御曹司', '妻', '社長', '女王', 'ボディーガード'],
    what: ['億万長者', '真夜中', '契約', '秘密', '運命', 'マフィア'],
    name: (who, what) => `${what}の${who}`,
    summaries: [
      '結婚式の日に裏切られた彼女は、五年後に新しい名前と計画を持って戻ってくる。',
      '一年だけの契約結婚のはずだった。二人とも恋に落ちるとは思っていなかった。',
    ],
    descriptions: ['一話一〜二分で描くショートドラマ。'],
  },
};

/** The seeded labels' and categories' titles (by code) in each locale a demo project serves besides English. */
const TITLES: Record<string, Record<string, string>> = {
  es: {
    romance: 'Romance',
    revenge: 'Venganza',
    werewolf: 'Hombres lobo',
    ceo: 'Director ejecutivo',
    family: 'Familia',
    fantasy: 'Fantasía',
    thriller: 'Suspenso',
    comedy: 'Comedia',
    trending: 'Tendencias',
    new: 'Novedades',
    'most-unlocked': 'Más desbloqueados',
    'editors-picks': 'Selección del editor',
  },
  'pt-BR': {
    romance: 'Romance',
    revenge: 'Vingança',
    werewolf: 'Lobisomem',
    ceo: 'CEO',
    family: 'Família',
    fantasy: 'Fantasia',
    thriller: 'Suspense',
    comedy: 'Comédia',
    trending: 'Em alta',
    new: 'Lançamentos',
    'most-unlocked': 'Mais desbloqueados',
    'editors-picks': 'Escolhas da equipe',
  },
  th: {
    romance: 'โรแมนติก',
    revenge: 'แก้แค้น',
    werewolf: 'มนุษย์หมาป่า',
    ceo: 'ซีอีโอ',
    family: 'ครอบครัว',
    fantasy: 'แฟนตาซี',
    thriller: 'ระทึกขวัญ',
    comedy: 'ตลก',
    trending: 'กำลังมาแรง',
    new: 'มาใหม่',
    'most-unlocked': 'ปลดล็อกมากที่สุด',
    'editors-picks': 'บรรณาธิการแนะนำ',
  },
  vi: {
    romance: 'Lãng mạn',
    revenge: 'Báo thù',
    werewolf: 'Người sói',
    ceo: 'Tổng tài',
    family: 'Gia đình',
    fantasy: 'Giả tưởng',
    thriller: 'Giật gân',
    comedy: 'Hài hước',
    trending: 'Thịnh hành',
    new: 'Mới ra mắt',
    'most-unlocked': 'Mở khóa nhiều nhất',
    'editors-picks': 'Biên tập viên chọn',
  },
  id: {
    romance: 'Romansa',
    revenge: 'Balas Dendam',
    werewolf: 'Manusia Serigala',
    ceo: 'CEO',
    family: 'Keluarga',
    fantasy: 'Fantasi',
    thriller: 'Thriller',
    comedy: 'Komedi',
    trending: 'Sedang Tren',
    new: 'Rilis Baru',
    'most-unlocked': 'Paling Banyak Dibuka',
    'editors-picks': 'Pilihan Editor',
  },
  ja: {
    romance: '恋愛',
    revenge: '復讐',
    werewolf: '人狼',
    ceo: '社長',
    family: '家族',
    fantasy: 'ファンタジー',
    thriller: 'スリラー',
    comedy: 'コメディ',
    trending: '急上昇',
    new: '新着',
    'most-unlocked': 'よく解放される作品',
    'editors-picks': '編集部のおすすめ',
  },
};

const DRAMA_FIELDS = ['name', 'summary', 'description'] as const;

export async function seedTexts(db: Kysely<Database>, random: Random, projectCode: string, now: Date): Promise<number> {
  const [defaultLocale, ...others] = DEMO_CONTENT_LOCALES[projectCode];
  await db
    .updateTable('sys_project')
    .set({ content_locales: [defaultLocale, ...others], default_content_locale: defaultLocale })
    .where('code', '=', projectCode)
    .execute();
  const rows: Insertable<ContentText>[] = [];
  const text = (
    entity_kind: ContentText['entity_kind'],
    entity_id: number,
    field: ContentText['field'],
    locale: string,
    value: string,
  ) => rows.push({ project_code: projectCode, entity_kind, entity_id, field, locale, text: value, update_time: now });

  // The default locale's titles are the columns: labels and categories are made in English, so a
  // project whose default is another language (drama-jp) gets its titles there, English their translation.
  const titled = [
    ...(
      await db.selectFrom('label').select(['id', 'code', 'title']).where('project_code', '=', projectCode).execute()
    ).map((row) => ({ ...row, kind: 'label' as const })),
    ...(
      await db.selectFrom('category').select(['id', 'code', 'title']).where('project_code', '=', projectCode).execute()
    ).map((row) => ({ ...row, kind: 'category' as const })),
  ];
  for (const row of titled) {
    const own = TITLES[defaultLocale]?.[row.code];
    if (own) await db.updateTable(row.kind).set({ title: own }).where('id', '=', row.id).execute();
    for (const locale of others) text(row.kind, row.id, 'title', locale, TITLES[locale]?.[row.code] ?? row.title);
  }

  const dramas = await db
    .selectFrom('drama')
    .select(['id', 'name', 'summary', 'description'])
    .where('project_code', '=', projectCode)
    .orderBy('id')
    .execute();
  for (const [index, drama] of dramas.entries()) {
    // every other drama, so even the tiny seed has both
    const complete = index % 2 === 0;
    // the others miss a whole locale or some of its fields, at least one thing each
    const gaps = complete ? new Set<string>() : missingOf(random, others);
    for (const locale of others) {
      const words = WORDS[locale];
      // English is the catalogue's own translation of a drama written in another language (no draw: the stream stays where it was)
      const texts = words
        ? {
            name: words.name(random.pick(words.who), random.pick(words.what)),
            summary: random.pick(words.summaries),
            description: random.pick(words.descriptions),
          }
        : {
            name: englishOf(drama.name) ?? drama.name,
            summary: englishOf(drama.summary) ?? drama.summary,
            description: englishOf(drama.description) ?? drama.description,
          };
      for (const field of DRAMA_FIELDS) {
        if (!gaps.has(locale) && !gaps.has(`${locale}.${field}`) && texts[field])
          text('drama', drama.id, field, locale, texts[field]);
      }
    }
  }
  for (let start = 0; start < rows.length; start += 1000)
    await db
      .insertInto('content_text')
      .values(rows.slice(start, start + 1000))
      .execute();
  return rows.length;
}

/** What a drama lacks: "th" (the whole locale) or "th.description" (one field), at least one. */
function missingOf(random: Random, locales: string[]): Set<string> {
  const gaps = new Set<string>();
  for (const locale of locales) {
    const roll = random.next();
    if (roll < 0.4) gaps.add(locale);
    else if (roll < 0.65) gaps.add(`${locale}.${random.pick(DRAMA_FIELDS)}`);
  }
  if (!gaps.size) gaps.add(random.pick(locales));
  return gaps;
}
