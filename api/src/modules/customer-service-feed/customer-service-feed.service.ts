// App users' feedback as customer service handles it: read (filtered, newest first), labelled
// (one or many at once, with a live label of the feedback's own project), answered (the reply
// goes to the user's inbox; the feedback keeps the last one sent) and marked handled or
// reopened. new → handled (mark handled, or a reply sent with `handled`), handled → new
// (reopen: the user wrote again, or it was closed too early); anything else is a 409 naming
// the status the feedback has now.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Feedback as FeedbackRow } from '../../db/types';
import { sendToInbox } from '../../domain/app-users';
import { badRequest, keptText, notFound, statusConflict } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { containsPattern, filteredBy, listPage } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import {
  type Feedback,
  type FeedbackFilterQuery,
  type FeedbackListQuery,
  type ReplyBody,
  type SetLabelBody,
  FEEDBACK_DEFAULT_SORT,
  FEEDBACK_SORT,
} from './customer-service-feed.schemas';

type Filters = Static<typeof FeedbackFilterQuery>;
type Rows = ReturnType<typeof projectRows>;

/** FEEDBACK_STATUS */
export const NEW = 0;
export const HANDLED = 1;
const STATUS_NAMES: Record<number, string> = { [NEW]: 'new', [HANDLED]: 'handled' };

/** The title of a reply in the user's inbox (the seed's replies say the same). */
export const REPLY_TITLE = 'About your feedback';

/** The feedback of the scope the filters match (no columns chosen yet): the list's, its export's. */
export function feedbackMatching(db: Kysely<Database>, scope: ProjectScope, filters: Filters) {
  const rows = projectRows(db, scope);
  let matching = rows.read('feedback');
  if (filters.beginTime && filters.endTime && Date.parse(filters.beginTime) >= Date.parse(filters.endTime))
    throw badRequest('endTime', 'must be after beginTime', 'min');
  if (filters.beginTime) matching = matching.where('feedback.create_time', '>=', new Date(filters.beginTime));
  if (filters.endTime) matching = matching.where('feedback.create_time', '<', new Date(filters.endTime));
  // 0 asks for the feedback still waiting for a label (feedback_by_label holds the nulls too)
  if (filters.labelId === 0) matching = matching.where('feedback.label_id', 'is', null);
  else if (filters.labelId !== undefined) matching = matching.where('feedback.label_id', '=', filters.labelId);
  if (filters.userCode)
    matching = matching.where(
      'feedback.user_id',
      'in',
      rows.read('app_user').select('app_user.id').where('app_user.user_code', '=', filters.userCode),
    );
  if (filters.keyword)
    matching = matching.where(sql<boolean>`feedback.content ilike ${containsPattern(filters.keyword)}`);
  return filteredBy(matching, filters, { equals: { type: 'feedback.type', status: 'feedback.status' } });
}

/** Each row with its user's code, its label and who handled it, as the list and the export show them. */
export async function presentFeedback(
  db: Kysely<Database>,
  rows: Rows,
  found: Selectable<FeedbackRow>[],
): Promise<Static<typeof Feedback>[]> {
  if (!found.length) return [];
  const userIds = [...new Set(found.map((row) => row.user_id))];
  const labelIds = [...new Set(found.flatMap((row) => (row.label_id === null ? [] : [row.label_id])))];
  const staffIds = [...new Set(found.flatMap((row) => (row.handled_by === null ? [] : [row.handled_by])))];
  const [users, labels, staff] = await Promise.all([
    rows.read('app_user').select(['id', 'user_code']).where('id', 'in', userIds).execute(),
    labelIds.length
      ? rows.read('feedback_label').select(['id', 'title', 'colour', 'deleted']).where('id', 'in', labelIds).execute()
      : [],
    staffIds.length
      ? db.selectFrom('sys_user').select(['id', 'name', 'username']).where('id', 'in', staffIds).execute()
      : [],
  ]);
  const codeOf = new Map(users.map((user) => [user.id, user.user_code]));
  const labelOf = new Map(labels.map((label) => [label.id, label]));
  const nameOf = new Map(staff.map((user) => [user.id, user.name || user.username]));
  return found.map((row) => {
    const label = row.label_id === null ? undefined : labelOf.get(row.label_id);
    return {
      id: row.id,
      projectCode: row.project_code,
      userCode: codeOf.get(row.user_id) ?? '',
      type: row.type as Static<typeof Feedback>['type'],
      content: row.content,
      images: row.images,
      labelId: row.label_id,
      labelTitle: label?.title ?? '',
      labelColour: label?.colour ?? '',
      labelDeleted: label ? label.deleted === 1 : false,
      status: row.status as Static<typeof Feedback>['status'],
      reply: row.reply,
      replyTime: row.reply_time?.toISOString() ?? null,
      handledByName: row.handled_by === null ? '' : (nameOf.get(row.handled_by) ?? ''),
      handledTime: row.handled_time?.toISOString() ?? null,
      createTime: row.create_time.toISOString(),
    };
  });
}

export async function listFeedback(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof FeedbackListQuery>) {
  const page = await listPage(feedbackMatching(db, scope, query), (found) => found.selectAll('feedback'), query, {
    sort: FEEDBACK_SORT,
    defaultSort: FEEDBACK_DEFAULT_SORT,
    tieBreaker: 'feedback.id',
    present: (row: Selectable<FeedbackRow>) => row,
  });
  return { ...page, list: await presentFeedback(db, projectRows(db, scope), page.list) };
}

export async function getFeedback(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const [feedback] = await presentFeedback(db, rows, [await lockedFeedback(rows, id, false)]);
  return feedback;
}

/** The live labels of the scope's projects, in the order the labels screen gives them. */
export async function labelOptions(db: Kysely<Database>, scope: ProjectScope) {
  return projectRows(db, scope)
    .read('feedback_label')
    .select(['id', 'project_code as projectCode', 'title', 'colour'])
    .where('deleted', '=', 0)
    .orderBy('project_code')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * Puts one label on every feedback of `ids` (or takes it off): all or none. The label must be
 * live and of the feedback's own project (a 400 naming labelId); 0 takes it off; feedback out of reach is a 404.
 */
export async function setLabel(db: Kysely<Database>, scope: ProjectScope, body: Static<typeof SetLabelBody>) {
  const rows = projectRows(db, scope);
  const ids = [...new Set(body.ids)];
  const found = await rows.read('feedback').select(['id', 'project_code']).where('id', 'in', ids).execute();
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length)
    throw notFound(`No feedback ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''} in your projects`);
  if (body.labelId !== 0) {
    const label = await rows
      .read('feedback_label')
      .select(['id', 'project_code', 'title', 'deleted'])
      .where('id', '=', body.labelId)
      .executeTakeFirst();
    if (!label) throw badRequest('labelId', `no feedback label ${body.labelId} in your projects`, 'notFound');
    if (label.deleted)
      throw badRequest('labelId', `the label "${label.title}" was deleted: choose a live one`, 'notFound');
    const others = found.filter((row) => row.project_code !== label.project_code);
    if (others.length)
      throw badRequest(
        'labelId',
        `"${label.title}" is a label of project ${label.project_code}; feedback ${others
          .slice(0, 10)
          .map((row) => row.id)
          .join(', ')} is of another project`,
        'oneProject',
      );
  }
  const result = await rows
    .update('feedback')
    .set({ label_id: body.labelId || null })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
}

/**
 * Sends the reply to the user's inbox (in the feedback's project) and keeps it as the
 * feedback's last reply; each reply sent is a message of its own. With `handled`, new
 * feedback is marked handled in the same change (handled feedback stays so).
 */
export async function reply(
  db: Kysely<Database>,
  scope: ProjectScope,
  staff: SignedInUser,
  id: number,
  body: Static<typeof ReplyBody>,
) {
  const rows = projectRows(db, scope);
  const content = keptText('content', body.content);
  const feedback = await lockedFeedback(rows, id);
  const project = scope.projects.find((each) => each.code === feedback.project_code)!;
  await sendToInbox(db, { projectCode: project.code, all: false, projects: [project] }, [
    { userId: feedback.user_id, source: 'service', title: REPLY_TITLE, content },
  ]);
  const handling =
    body.handled && feedback.status === NEW
      ? { status: HANDLED, handled_by: staff.id, handled_time: sql<Date>`now()` }
      : {};
  await rows
    .update('feedback')
    .set({ reply: content, reply_time: sql<Date>`now()`, ...handling })
    .where('id', '=', id)
    .execute();
  return getFeedback(db, scope, id);
}

/** new → handled, by whom and when. */
export async function markHandled(db: Kysely<Database>, scope: ProjectScope, staff: SignedInUser, id: number) {
  const rows = projectRows(db, scope);
  const feedback = await lockedFeedback(rows, id);
  if (feedback.status !== NEW) throw notAllowed(feedback, 'marked handled');
  await rows
    .update('feedback')
    .set({ status: HANDLED, handled_by: staff.id, handled_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  return getFeedback(db, scope, id);
}

/** handled → new: who handled it is forgotten, the replies sent stay. */
export async function reopen(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const feedback = await lockedFeedback(rows, id);
  if (feedback.status !== HANDLED) throw notAllowed(feedback, 'reopened');
  await rows
    .update('feedback')
    .set({ status: NEW, handled_by: null, handled_time: null })
    .where('id', '=', id)
    .execute();
  return getFeedback(db, scope, id);
}

/** The feedback; locked until the request's transaction ends when it is to change (two staff marking it at once: the second sees the first's). */
async function lockedFeedback(rows: Rows, id: number, lock = true): Promise<Selectable<FeedbackRow>> {
  const query = rows.read('feedback').selectAll().where('id', '=', id);
  const found = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!found) throw notFound(`No feedback ${id} in your projects`);
  return found;
}

const notAllowed = (feedback: Selectable<FeedbackRow>, asked: string) =>
  statusConflict(
    `Feedback ${feedback.id} is ${STATUS_NAMES[feedback.status]}: only ${
      asked === 'reopened' ? 'handled' : 'new'
    } feedback can be ${asked}`,
    { enum: 'feedbackStatus', status: feedback.status },
  );
