// The content locales a project serves (the languages app users read its dramas, episodes,
// categories and labels in) and its default, whose texts are the content's own columns and
// the fallback of the others. Tags are BCP-47 in their canonical case (en, zh-TW, pt-BR,
// zh-Hant-TW): a language, then a script and a region if any, nothing more.
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../platform/errors';

export const CONTENT_LOCALES_MAX = 12;
const SIMPLE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;

export const ContentLocale = Type.String({
  minLength: 2,
  maxLength: 35,
  description: 'a BCP-47 tag: a language, a script and a region if any (en, zh-TW, pt-BR), in any case',
});

/** The tag in its canonical case (zh-tw is zh-TW), or a 400 naming `field`. */
export function canonicalLocale(field: string, tag: string): string {
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(tag.trim());
  } catch {
    // a RangeError: not a BCP-47 tag at all
  }
  if (!canonical || !SIMPLE_TAG.test(canonical))
    throw badRequest(field, `${tag} is not a locale such as en, zh-TW or pt-BR`, 'locale');
  return canonical;
}

export interface ContentLocaleColumns {
  content_locales: string[];
  default_content_locale: string;
}

/**
 * The columns a create or an edit sets: what is sent, canonical and each once, the default among
 * them; a part not sent keeps `current` (a new project: English alone, or its first locale).
 */
export function contentLocalesOf(
  body: { contentLocales?: string[]; defaultContentLocale?: string },
  current?: ContentLocaleColumns,
): ContentLocaleColumns | Record<string, never> {
  if (body.contentLocales === undefined && body.defaultContentLocale === undefined) return {};
  const locales = body.contentLocales?.map((tag) => canonicalLocale('contentLocales', tag)) ??
    current?.content_locales ?? ['en'];
  const twice = locales.find((tag, index) => locales.indexOf(tag) !== index);
  if (twice) throw badRequest('contentLocales', `names ${twice} twice`, 'repeated');
  if (!locales.length) throw badRequest('contentLocales', 'must name at least one locale', 'minItems', { limit: 1 });
  if (locales.length > CONTENT_LOCALES_MAX)
    throw badRequest('contentLocales', `must name at most ${CONTENT_LOCALES_MAX} locales`, 'maxItems', {
      limit: CONTENT_LOCALES_MAX,
    });
  const wanted =
    body.defaultContentLocale !== undefined
      ? canonicalLocale('defaultContentLocale', body.defaultContentLocale)
      : (current?.default_content_locale ?? locales[0]);
  if (!locales.includes(wanted)) {
    throw badRequest(
      'defaultContentLocale',
      `${wanted} is not one of the content locales (${locales.join(', ')})`,
      'enum',
      {
        allowed: locales,
      },
    );
  }
  return { content_locales: locales, default_content_locale: wanted };
}
