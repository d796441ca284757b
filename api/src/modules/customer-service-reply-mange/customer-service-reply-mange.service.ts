// The customer-service area's frequent replies: what agents insert in a conversation (group,
// title, shortcut, text, order, the queues that offer it). The text in the project's default
// content locale is the reply's own; the other locales' are content texts, edited per locale,
// and each row says which locales still lack one. A reply belongs to one project; another
// project's replies are a 404, as if absent. Deleting one is soft: conversations that carry its
// text keep it (it was copied into the message), and its shortcut is free again.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ChatReply, Database } from '../../db/types';
import { badRequest, keptText } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { DEFAULT_SORT_BY, type ListParams, listPage, presentRow } from '../../platform/listQuery';
import { plainTable, type Rows } from '../../platform/plainTable';
import { projectRows } from '../../platform/projectRows';
import { REPLY_VARIABLES, unknownReplyVariables } from '../../domain/chat';
import { missingLocalesOf, type TextsOwner } from '../../domain/content-texts';
import {
  CONTENT_MAX,
  type Reply,
  type ReplyBody,
  type ReplyListQuery,
  REPLY_SORT,
} from './customer-service-reply-mange.schemas';

const LIST = {
  containsAny: { keyword: ['chat_reply.title', 'chat_reply.shortcut'] },
  equals: { groupName: 'chat_reply.group_name' },
  sort: REPLY_SORT,
};

/** `text` as a reply keeps it: not blank, and no `{…}` but the variables (else a 400 naming `field`). */
export function replyText(field: string, text: string): string {
  const kept = keptText(field, text);
  const unknown = unknownReplyVariables(kept);
  if (unknown.length) {
    const allowed = REPLY_VARIABLES.map((name) => `{${name}}`);
    throw badRequest(
      field,
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a variable' : 'are not variables'}: use ${allowed.join(', ')}`,
      'pattern',
      { allowed, unknown },
    );
  }
  return kept;
}

export const replies = plainTable<'chat_reply', Static<typeof ReplyBody>, Static<typeof Reply>>({
  table: 'chat_reply',
  noun: 'frequent reply',
  list: LIST,
  unique: {
    field: 'shortcut',
    taken: (shortcut, projectCode, holder) =>
      `/${shortcut} is already the shortcut of ${holder ? `the reply "${holder.title}"` : 'a reply'} in project ${projectCode}`,
  },
  // the form sends them all, a cleared group arriving absent (so absent is none); an edit without a sort keeps the row's
  values: (body, before) => ({
    group_name: body.groupName?.trim() ?? '',
    title: keptText('title', body.title),
    shortcut: body.shortcut,
    content: replyText('content', body.content),
    sort: body.sort ?? before?.sort ?? 0,
    service_codes: [...new Set(body.serviceCodes)],
  }),
  present: presentReplies,
});

/** Replies as answered, each with the locales of its project it lacks a text in (one query a page). */
async function presentReplies(rows: Rows, list: Selectable<ChatReply>[], db: Kysely<Database>) {
  const missing = await missingLocalesOf(db, rows, REPLY_TEXTS, list);
  return list.map((reply) => ({
    ...presentRow(reply),
    serviceCodes: reply.service_codes as Static<typeof Reply>['serviceCodes'],
    missingLocales: missing.get(reply.id) ?? [],
  }));
}

/** A reply's text in each content locale: the default's is the reply's own content, never blank, variables checked. */
export const REPLY_TEXTS: TextsOwner<'content'> = {
  kind: 'chat_reply',
  fields: { content: CONTENT_MAX },
  find: (rows, id) => replies.one(rows, id),
  async writeOwn(rows, id, values) {
    await rows
      .update('chat_reply')
      .set({ content: replyText('content', values.content ?? ''), update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },
};

/**
 * One page of the replies: the filters (a keyword in the title or shortcut, a group, a queue)
 * and, unless another order is asked for, by sort then id, smallest first (the order agents
 * are offered them in).
 */
export async function listReplies(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof ReplyListQuery>) {
  const rows = projectRows(db, scope);
  let matching = rows.read('chat_reply').where('chat_reply.deleted', '=', 0);
  if (query.serviceCode) matching = matching.where(sql<boolean>`${query.serviceCode} = any(chat_reply.service_codes)`);
  const asked = query.sortBy !== undefined && query.sortBy.replace(/\s/g, '') !== DEFAULT_SORT_BY.replace(/\s/g, '');
  const params: ListParams = asked ? query : { ...query, sortBy: 'sort', sortType: 'asc' };
  const page = await listPage(matching, (filtered) => filtered.selectAll(), params, {
    ...LIST,
    tieBreaker: 'chat_reply.id',
    present: (row) => row,
  });
  return { ...page, list: await presentReplies(rows, page.list, db) };
}

/** The groups the project's live replies are in, by name: the filter's and the form's choices. */
export async function replyGroups(db: Kysely<Database>, scope: ProjectScope): Promise<string[]> {
  const found = await projectRows(db, scope)
    .read('chat_reply')
    .select('group_name')
    .distinct()
    .where('deleted', '=', 0)
    .where('group_name', '<>', '')
    .orderBy('group_name')
    .execute();
  return found.map((row) => row.group_name);
}
