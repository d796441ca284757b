// Frequent replies (chat_reply): what an agent inserts in a conversation instead of typing it,
// found by its title or shortcut among the replies of the conversation's queue, in the app
// user's content locale (the project's default when that locale has no text), its variables
// filled with the user's and the agent's names. Written on the customer-service area's
// reply-mange screen; its texts in the project's other content locales are content texts
// (kind 'chat_reply', field 'content').
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { containsPattern } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { projectLocales, readerLocale, textsIn } from '../content-texts';

/** The queues a reply may serve, as chat_reply.service_codes checks them. */
export const REPLY_SERVICE_CODES = ['online_assistant', 'vip_official_customer', 'premium_customer_service'] as const;
export type ReplyServiceCode = (typeof REPLY_SERVICE_CODES)[number];

/** The variables a reply's text may hold, written `{name}`: filled when the agent inserts it. */
export const REPLY_VARIABLES = ['name', 'userCode', 'agent'] as const;
export type ReplyVariable = (typeof REPLY_VARIABLES)[number];

/** The most a queue's search answers: an agent picks among a screenful, not pages. */
export const QUEUE_REPLIES_MAX = 50;

// anything between braces is meant as a variable: "{ name }" or "{nombre}" is a mistake to say, not text to send
const VARIABLE = /\{([^{}\n]*)\}/g;

/** The `{…}` of `text` that are not variables (each once, as written), in the order they come. */
export function unknownReplyVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const [written, name] of text.matchAll(VARIABLE))
    if (!(REPLY_VARIABLES as readonly string[]).includes(name) && !unknown.includes(written)) unknown.push(written);
  return unknown;
}

/** The reply's text with its variables filled; anything else between braces stays as written. */
export function fillReply(text: string, values: Record<ReplyVariable, string>): string {
  return text.replace(VARIABLE, (written, name: string) =>
    Object.hasOwn(values, name) && (REPLY_VARIABLES as readonly string[]).includes(name)
      ? values[name as ReplyVariable]
      : written,
  );
}

/** A reply as a conversation offers it: its text in the reader's locale, variables not yet filled. */
export interface QueueReply {
  id: number;
  groupName: string;
  title: string;
  shortcut: string;
  text: string;
}

/**
 * The live replies of the scope's projects that serve `serviceCode`, by sort then id: those whose
 * title or shortcut holds `keyword` (a leading "/" as an agent types a shortcut is not part of it),
 * each in `locale` where its project serves that locale or one of its language and has a text
 * there, else in the project's default content locale. A locale that is no tag reads the default.
 */
export async function repliesForQueue(
  db: Kysely<Database>,
  scope: ProjectScope,
  serviceCode: string,
  keyword: string | undefined,
  locale: string | undefined,
): Promise<QueueReply[]> {
  const rows = projectRows(db, scope);
  const typed = keyword?.trim().replace(/^\//, '') ?? '';
  let query = rows
    .read('chat_reply')
    .select(['id', 'project_code', 'group_name', 'title', 'shortcut', 'content'])
    .where('deleted', '=', 0)
    .where(sql<boolean>`${serviceCode} = any(service_codes)`);
  if (typed) {
    const pattern = containsPattern(typed);
    query = query.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('shortcut', 'ilike', pattern)]));
  }
  const found = await query.orderBy('sort').orderBy('id').limit(QUEUE_REPLIES_MAX).execute();

  const texts = new Map<number, string>();
  for (const projectCode of new Set(found.map((reply) => reply.project_code))) {
    const project = await projectLocales(db, projectCode);
    let reads = project.defaultLocale;
    try {
      reads = readerLocale(project, 'locale', locale);
    } catch {
      // an app's locale that is no tag: its user reads the default, the agent is not refused
    }
    if (reads === project.defaultLocale) continue;
    const ids = found.filter((reply) => reply.project_code === projectCode).map((reply) => reply.id);
    for (const [id, text] of await textsIn(rows, 'chat_reply', ids, reads, ['content']))
      if (text.content) texts.set(id, text.content);
  }
  return found.map((reply) => ({
    id: reply.id,
    groupName: reply.group_name,
    title: reply.title,
    shortcut: reply.shortcut,
    text: texts.get(reply.id) ?? reply.content,
  }));
}
