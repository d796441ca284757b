// A drama's lifecycle (draft, online, offline) and the one rule of its moves: the content
// area's list moves dramas now, its schedule at their time, both through moveDrama.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { notFound, statusConflict } from '../../platform/errors';
import type { projectRows } from '../../platform/projectRows';

type Rows = ReturnType<typeof projectRows>;

// DRAMA_STATUS (shared/src/enums) as the api names its values in its messages and exports:
// the api cannot load the shared package's modules at run time, so they are stated once
// here, and a test holds them to the shared labels.
export const DRAMA_STATUS_NAMES = { 2: 'draft', 0: 'online', 1: 'offline' } as const;
export type DramaStatusValue = keyof typeof DRAMA_STATUS_NAMES;
export const DRAFT = 2;
export const ONLINE = 0;
export const OFFLINE = 1;

/**
 * The lifecycle of a drama, every move it can make and no other: a draft is published
 * (put online), an online drama is taken offline, an offline one is put online again. A
 * drama never goes back to being a draft: app users may have seen it.
 */
export const DRAMA_MOVES = [
  { move: 'online', from: DRAFT, to: ONLINE },
  { move: 'offline', from: ONLINE, to: OFFLINE },
  { move: 'online', from: OFFLINE, to: ONLINE },
] as const;
export type DramaMove = (typeof DRAMA_MOVES)[number]['move'];
/** Each move's name in a sentence: "… can be put online". */
export const MOVE_WORDS: Record<DramaMove, string> = { online: 'put online', offline: 'taken offline' };

export const DramaStatus = Type.Union([Type.Literal(DRAFT), Type.Literal(ONLINE), Type.Literal(OFFLINE)], {
  description: '2 draft, 0 online, 1 offline',
});

/** The most characters a drama's name takes. */
export const NAME_MAX = 100;

/** The statuses a move starts from, and the one it ends in (DRAMA_MOVES). */
export function moveOf(move: DramaMove): { from: DramaStatusValue[]; to: DramaStatusValue } {
  const moves = DRAMA_MOVES.filter((entry) => entry.move === move);
  return { from: moves.map((entry) => entry.from), to: moves[0].to };
}

/** What a move writes: the status, and since when the drama is online when it goes online. */
export const movedTo = (to: DramaStatusValue) => ({
  status: to,
  update_time: sql<Date>`now()`,
  ...(to === ONLINE ? { online_time: sql<Date>`now()` } : {}),
});

/** What a drama in a status is: "US-D00012 is a draft". */
const IS: Record<DramaStatusValue, string> = {
  2: `a ${DRAMA_STATUS_NAMES[2]}`,
  0: DRAMA_STATUS_NAMES[0],
  1: DRAMA_STATUS_NAMES[1],
};
/** A drama in a status: "only an online drama". */
const ONE: Record<DramaStatusValue, string> = {
  2: `a ${DRAMA_STATUS_NAMES[2]}`,
  0: `an ${DRAMA_STATUS_NAMES[0]} drama`,
  1: `an ${DRAMA_STATUS_NAMES[1]} drama`,
};

/** "US-D00012 is a draft: only an online drama can be taken offline", from DRAMA_MOVES. */
export function refusal(code: string, status: DramaStatusValue, move: DramaMove): string {
  return `${code} is ${IS[status]}: only ${moveOf(move)
    .from.map((from) => ONE[from])
    .join(' or ')} can be ${MOVE_WORDS[move]}`;
}

/**
 * One drama's move, or a 409 naming it and its status (404 when it is not a live drama of
 * the scope). The status is checked by the update itself: two moves at once cannot both pass.
 */
export async function moveDrama(rows: Rows, id: number, move: DramaMove): Promise<void> {
  const { from, to } = moveOf(move);
  const moved = await rows
    .update('drama')
    .set(movedTo(to))
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  if (moved) return;
  const drama = await rows
    .read('drama')
    .select(['code', 'status'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!drama) throw notFound(`No drama ${id} in your projects`);
  throw statusConflict(refusal(drama.code, drama.status as DramaStatusValue, move), {
    enum: 'dramaStatus',
    status: drama.status,
  });
}
