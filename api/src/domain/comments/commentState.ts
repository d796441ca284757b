// A comment's state, changed in one place: the content area's moderation queue (in bulk)
// and the users area's product screen (one comment) both move comments here, so the moves
// allowed and the drama's count of visible comments (drama.comment_count, what the app
// shows) are stated once.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { projectRows } from '../../platform/projectRows';

type Rows = ReturnType<typeof projectRows>;

/** COMMENT_STATE (shared/src/enums): shown to app users, hidden by staff, or deleted. */
export const CommentState = Type.Union([Type.Literal('visible'), Type.Literal('hidden'), Type.Literal('deleted')], {
  description: 'visible: shown to app users; hidden: hidden by staff; deleted',
});
export type CommentState = 'visible' | 'hidden' | 'deleted';

/**
 * Every move staff make on a comment, and no other: hide a visible one, restore a hidden
 * one, delete a visible or hidden one. A deleted comment stays deleted: deleted by its
 * writer or by moderation, it is not staff's to bring back.
 */
export const COMMENT_MOVES = {
  hide: { from: ['visible'], to: 'hidden', done: 'hidden' },
  restore: { from: ['hidden'], to: 'visible', done: 'restored' },
  delete: { from: ['visible', 'hidden'], to: 'deleted', done: 'deleted' },
} as const satisfies Record<string, { from: readonly CommentState[]; to: CommentState; done: string }>;
export type CommentMove = keyof typeof COMMENT_MOVES;

/** "Comment 12 is deleted: only a hidden comment can be restored". */
export function commentRefusal(id: number, state: CommentState, move: CommentMove): string {
  const { from, done } = COMMENT_MOVES[move];
  return `Comment ${id} is ${state}: only a ${from.join(' or a ')} comment can be ${done}`;
}

/** How a change of state moves its drama's count, which counts visible comments. */
const countChange = (from: CommentState, to: CommentState) => (to === 'visible' ? 1 : 0) - (from === 'visible' ? 1 : 0);

export interface CommentMoveResult {
  id: number;
  outcome: 'moved' | 'refused';
  /** its state now, moved or not; null when no comment of the scope has the id */
  state: CommentState | null;
  dramaId: number | null;
  /** why it was refused; null when moved */
  reason: string | null;
}

/** A drama a move touched, and its count of visible comments after it. */
export interface DramaCommentCount {
  id: number;
  code: string;
  commentCount: number;
}

/**
 * Makes `move` for each of `ids` (comments of the scope's projects) that can make it; the
 * others stay as they are, each with the reason. Each drama touched has its comment count
 * moved by what its comments did, by an increment in SQL (never a count read and written
 * back). Run it in one transaction (a write request is one): the comments moved are locked
 * first, so of two moves at once the second finds them moved and changes nothing, the
 * counts included.
 */
export async function moveComments(
  rows: Rows,
  ids: number[],
  move: CommentMove,
): Promise<{ results: CommentMoveResult[]; dramas: DramaCommentCount[] }> {
  const { from, to } = COMMENT_MOVES[move];
  const movable = ids.length
    ? await rows
        .read('comment')
        .select(['id', 'drama_id', 'state'])
        .where('id', 'in', ids)
        .where('state', 'in', [...from])
        .orderBy('id')
        .forUpdate()
        .execute()
    : [];
  if (movable.length)
    await rows
      .update('comment')
      .set({ state: to })
      .where(
        'id',
        'in',
        movable.map((comment) => comment.id),
      )
      .execute();

  // each drama's change, then one update for the dramas that change alike (in drama order, as every move takes their locks)
  const changes = new Map<number, number>();
  for (const comment of movable)
    changes.set(
      comment.drama_id,
      (changes.get(comment.drama_id) ?? 0) + countChange(comment.state as CommentState, to),
    );
  const byChange = new Map<number, number[]>();
  for (const [dramaId, change] of [...changes].sort(([a], [b]) => a - b))
    if (change !== 0) byChange.set(change, [...(byChange.get(change) ?? []), dramaId]);
  for (const [change, dramaIds] of byChange) {
    await rows
      .update('drama')
      .set({ comment_count: sql<number>`comment_count + ${change}` })
      .where('id', 'in', dramaIds)
      .execute();
  }
  const dramas = changes.size
    ? await rows
        .read('drama')
        .select(['id', 'code', 'comment_count'])
        .where('id', 'in', [...changes.keys()])
        .orderBy('id')
        .execute()
    : [];

  const movedById = new Map(movable.map((comment) => [comment.id, comment]));
  const rest = ids.filter((id) => !movedById.has(id));
  const stayed = rest.length
    ? await rows.read('comment').select(['id', 'drama_id', 'state']).where('id', 'in', rest).execute()
    : [];
  const stayedById = new Map(stayed.map((comment) => [comment.id, comment]));
  const results = ids.map((id): CommentMoveResult => {
    const moved = movedById.get(id);
    if (moved) return { id, outcome: 'moved', state: to, dramaId: moved.drama_id, reason: null };
    const comment = stayedById.get(id);
    if (!comment)
      return { id, outcome: 'refused', state: null, dramaId: null, reason: `No comment ${id} in your projects` };
    const state = comment.state as CommentState;
    return { id, outcome: 'refused', state, dramaId: comment.drama_id, reason: commentRefusal(id, state, move) };
  });
  return {
    results,
    dramas: dramas.map((drama) => ({ id: drama.id, code: drama.code, commentCount: Number(drama.comment_count) })),
  };
}
