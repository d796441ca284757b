// An app user's inbox: their messages newest first, and marking one read. Each user reads only
// their own; another's message is a 404, as if it were not there.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { countRows, pagingOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { InboxMessage, InboxQuery } from './app-inbox.schemas';

const unreadOf = (db: Kysely<Database>, scope: ProjectScope, userId: number) =>
  countRows(projectRows(db, scope).read('app_message').where('user_id', '=', userId).where('read_time', 'is', null));

export async function listInbox(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  query: Static<typeof InboxQuery>,
) {
  const paging = pagingOf(query);
  let mine = projectRows(db, scope).read('app_message').where('user_id', '=', userId);
  if (query.unread) mine = mine.where('read_time', 'is', null);
  const [total, unread, page] = await Promise.all([
    countRows(mine),
    unreadOf(db, scope, userId),
    mine
      .select(['id', 'source', 'title', 'content', 'read_time', 'create_time'])
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
  ]);
  return {
    list: page.map((message): Static<typeof InboxMessage> => ({
      id: message.id,
      source: message.source,
      title: message.title,
      content: message.content,
      read: message.read_time !== null,
      createTime: message.create_time.toISOString(),
    })),
    total,
    unread,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** Marks the user's message read (again: it stays read since the first time). */
export async function readMessage(db: Kysely<Database>, scope: ProjectScope, userId: number, id: number) {
  const message = await projectRows(db, scope)
    .update('app_message')
    .set({ read_time: sql<Date>`coalesce(read_time, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'read_time'])
    .executeTakeFirst();
  if (!message) throw notFound(`You have no message ${id}`);
  return { id: message.id, readTime: message.read_time!.toISOString(), unread: await unreadOf(db, scope, userId) };
}
