// Test support: what a person reading the Chinese UI would see untranslated.
import { getLocale } from '../i18n/localeStore';
import { getRegisteredMessages } from '../i18n/registry';

const CJK = /[\u3400-\u9fff]/;
const WORD = /[A-Za-z][A-Za-z-]*[A-Za-z]/g;
/** An internal name such as `configKey` or `projectCode`: no person writes words like that. */
const IDENTIFIER = /\b[a-z]+[A-Z][A-Za-z]*\b/;

/** A text without its data-like tokens: a time zone (America/New_York), a path or an address is no word of ours. */
const withoutData = (text: string) => text.replace(/\S*[/_@]\S*/g, ' ');

const wordsOf = (texts: string[]) =>
  new Set(texts.flatMap((text) => text.match(WORD) ?? []).map((word) => word.toLowerCase()));

/** Texts on screen: text nodes (with their element's whole text) and the names assistive technology reads. */
function textsOn(root: ParentNode): string[] {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (!text) continue;
    texts.add(text);
    const whole = (node.parentElement?.textContent ?? '').trim();
    if (whole.length <= 200) texts.add(whole);
  }
  for (const element of root.querySelectorAll('[aria-label],[placeholder],[title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.add(value);
    }
  }
  return [...texts];
}

/**
 * The texts under `root` that a person would read as untranslated: a message key or an
 * internal field name (`configKey`); in Chinese also an English message shown as it is, or an
 * English word of our texts inside a Chinese sentence (a raw code such as the `all` pseudo
 * project in "all 的数据"). Data (names, codes of records) has no Chinese around it and passes.
 */
export function untranslatedTexts(root: ParentNode = document.body): string[] {
  const messages = getRegisteredMessages();
  const keys = new Set([...Object.keys(messages['en-US']), ...Object.keys(messages['zh-CN'])]);
  const chinese = messages['zh-CN'];
  const englishOnly = new Set(
    Object.entries(messages['en-US'])
      .filter(([key, text]) => chinese[key] !== text && /\s/.test(text))
      .map(([, text]) => text),
  );
  const chineseWords = wordsOf(Object.values(chinese));
  const englishWords = [...wordsOf(Object.values(messages['en-US']))].filter((word) => !chineseWords.has(word));
  const foreign = new Set(englishWords);
  const chineseUi = getLocale() === 'zh-CN';
  return textsOn(root).filter(
    (text) =>
      keys.has(text) ||
      text.split(/\s+/).some((token) => keys.has(token.replace(/[.,:;]$/, ''))) ||
      (IDENTIFIER.test(text) && !/^[[{]/.test(text)) || // a JSON value is data
      (chineseUi && englishOnly.has(text)) ||
      (chineseUi &&
        CJK.test(text) &&
        (withoutData(text).match(WORD) ?? []).some((word) => foreign.has(word.toLowerCase()))),
  );
}
