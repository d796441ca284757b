// The words of the demo catalogue in each project's default content language: the dramas'
// names (three parts), summaries and description. Each language's lists are parallel to the
// English ones and as long, so a drama drawn in Japanese draws what it would in English (the
// seed's random streams do not move) and its English translation is the same draw.
import { DEMO_CONTENT_LOCALES } from './texts';

export type CatalogueLanguage = 'en' | 'ja';

interface Words {
  first: readonly string[];
  second: readonly string[];
  third: readonly string[];
  name: (first: string, second: string, third: string) => string;
  summaries: readonly string[];
  description: string;
}

const WORDS: Record<CatalogueLanguage, Words> = {
  en: {
    first: [
      'The',
      'My',
      'Her',
      'His',
      'Secret',
      'Forbidden',
      'Hidden',
      'Runaway',
      'Contract',
      'Midnight',
      'Fated',
      'Lost',
    ],
    second: [
      'Billionaire',
      'Bride',
      'Heiress',
      'Alpha',
      'CEO',
      'Twin',
      'Bodyguard',
      'Queen',
      'Doctor',
      'Prince',
      'Mafia Boss',
      'Ex-Wife',
    ],
    third: [
      'Returns',
      'Revenge',
      'Love Contract',
      'in Disguise',
      'Strikes Back',
      'Second Chance',
      'Awakening',
      'Promise',
      'Crown',
      'Deal',
    ],
    name: (first, second, third) => `${first} ${second} ${third}`,
    summaries: [
      'Betrayed on her wedding day, she returns five years later with a new name and a plan.',
      'A contract marriage was supposed to last one year. Neither of them expected to fall in love.',
      'The heir everyone overlooked is about to take back what is his.',
      'Two rivals, one company, and a secret that could ruin them both.',
      'She saved a stranger in the rain; he turned out to be the most powerful man in the city.',
      'A royal bloodline, a forbidden bond, and a war only she can stop.',
    ],
    description: 'A short drama told in one-to-two-minute episodes.',
  },
  ja: {
    first: [
      'あの',
      '私の',
      '彼女の',
      '彼の',
      '秘密の',
      '禁断の',
      '隠された',
      '逃げた',
      '契約の',
      '真夜中の',
      '運命の',
      '失われた',
    ],
    second: [
      '億万長者',
      '花嫁',
      '令嬢',
      'アルファ',
      '社長',
      '双子',
      'ボディーガード',
      '女王',
      '医師',
      '王子',
      'マフィアのボス',
      '元妻',
    ],
    third: [
      'の帰還',
      'の復讐',
      'との契約恋愛',
      'は正体を隠す',
      'の逆襲',
      'のセカンドチャンス',
      'の目覚め',
      'の約束',
      'の王冠',
      'の取引',
    ],
    name: (first, second, third) => `${first}${second}${third}`,
    summaries: [
      '結婚式の日に裏切られた彼女は、五年後に新しい名前と計画を持って戻ってくる。',
      '一年だけの契約結婚のはずだった。二人とも恋に落ちるとは思っていなかった。',
      '誰にも相手にされなかった後継者が、自分のものを取り戻そうとしている。',
      '二人のライバル、一つの会社、そして二人を破滅させかねない秘密。',
      '雨の中で見知らぬ男を助けた彼女。彼は街で最も力を持つ男だった。',
      '王家の血筋、禁じられた絆、そして彼女にしか止められない戦争。',
    ],
    description: '一話一〜二分で描くショートドラマ。',
  },
};

/** The language a project's drama columns are written in: its default content locale's. */
export function catalogueLanguage(projectCode: string): CatalogueLanguage {
  return DEMO_CONTENT_LOCALES[projectCode]?.[0] === 'ja' ? 'ja' : 'en';
}

export const catalogueWords = (language: CatalogueLanguage): Words => WORDS[language];

/** Every name, summary and description of a language, to its English. */
let english: Map<string, string> | undefined;

/** The English of a text the catalogue wrote in another language, or undefined when it did not write it. */
export function englishOf(text: string): string | undefined {
  if (!english) {
    english = new Map();
    const en = WORDS.en;
    for (const words of Object.values(WORDS)) {
      if (words === en) continue;
      words.first.forEach((first, a) =>
        words.second.forEach((second, b) =>
          words.third.forEach((third, c) =>
            english!.set(words.name(first, second, third), en.name(en.first[a], en.second[b], en.third[c])),
          ),
        ),
      );
      words.summaries.forEach((summary, index) => english!.set(summary, en.summaries[index]));
      english.set(words.description, en.description);
    }
  }
  return english.get(text);
}
