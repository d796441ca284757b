// A staff user's message box, as other areas fill it: an export is ready, an application
// waits for review. The message box screen (modules/notification) reads and marks them.
import { type Kysely, sql } from 'kysely';
import type { Database, NotificationKind } from '../../db/types';
import { publish } from '../../platform/live';

/** The message box's tabs. */
export const NOTIFICATION_KINDS = ['message', 'notice', 'todo'] as const;

/** The product's two languages: every text a notification shows is written in both. */
export const NOTICE_LOCALES = ['en-US', 'zh-CN'] as const;
export type NoticeLocale = (typeof NOTICE_LOCALES)[number];
/** A text in each of the product's languages. */
export type Wording = Record<NoticeLocale, string>;

/** The stored other languages of a notification (English is its title and content). */
type Translations = Partial<Record<NoticeLocale, { title: string; content: string }>>;

export interface NewNotification {
  userId: number;
  /** the project it belongs to; null or absent: shown in every project */
  projectCode?: string | null;
  kind: NotificationKind;
  title: Wording;
  content?: Wording;
  /** an in-app path such as /product/list?pageSize=50, which the reader may open */
  link?: string;
  /** the export whose file it downloads */
  exportId?: number | null;
  /** what it is about (`large-bonus-application:12`): resolveSubject removes the to-dos of it */
  subject?: string;
}

const TITLE_MAX = 200;
const CONTENT_MAX = 4000;

/**
 * Puts a notification in a user's message box; what later features call (an export is
 * ready, an application waits for review…). Answers its id.
 */
export async function notify(db: Kysely<Database>, notification: NewNotification): Promise<number> {
  if (!NOTIFICATION_KINDS.includes(notification.kind))
    throw new Error(`unknown notification kind "${notification.kind}"`);
  for (const locale of NOTICE_LOCALES)
    if (!notification.title[locale]?.trim()) throw new Error(`a notification needs a title in ${locale}`);
  const link = notification.link ?? '';
  if (link && !link.startsWith('/'))
    throw new Error(`a notification link is an in-app path starting with /, got "${link}"`);
  const texts = (locale: NoticeLocale) => ({
    title: notification.title[locale].trim().slice(0, TITLE_MAX),
    content: (notification.content?.[locale] ?? '').slice(0, CONTENT_MAX),
  });
  const translations: Translations = { 'zh-CN': texts('zh-CN') };
  const row = await db
    .insertInto('sys_notification')
    .values({
      user_id: notification.userId,
      project_code: notification.projectCode ?? null,
      kind: notification.kind,
      ...texts('en-US'),
      translations: JSON.stringify(translations),
      link: link.slice(0, 500),
      export_id: notification.exportId ?? null,
      subject: notification.subject ?? '',
    })
    .returning(['id', 'create_time'])
    .executeTakeFirstOrThrow();
  // the message box of an open tab shows it at once (and counts it unread)
  await publish(db, {
    topic: 'notifications',
    userId: notification.userId,
    projectCode: notification.projectCode ?? null,
    payload: {
      change: 'new',
      notification: {
        id: row.id,
        projectCode: notification.projectCode ?? null,
        kind: notification.kind,
        texts: { 'en-US': texts('en-US'), 'zh-CN': texts('zh-CN') },
        link: link.slice(0, 500),
        exportId: notification.exportId ?? null,
        createTime: row.create_time.toISOString(),
      },
    },
  });
  return row.id;
}

/** A notification's title and content in `locale`: its English when it has no such translation (one written before). */
export function wordingOf(
  row: { title: string; content: string; translations: unknown },
  locale: NoticeLocale,
): { title: string; content: string } {
  const translated = (row.translations as Translations | null)?.[locale];
  return translated?.title ? translated : { title: row.title, content: row.content };
}

/**
 * Removes the live notifications about `subject` (the to-dos of an application once it is
 * decided or withdrawn: nothing is left in them to act on). Answers how many.
 */
export async function resolveSubject(db: Kysely<Database>, subject: string): Promise<number> {
  const result = await db
    .updateTable('sys_notification')
    .set({ deleted: 1, read_at: sql<Date>`coalesce(read_at, now())` })
    .where('subject', '=', subject)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
