// One play as its user saw its drama: the play itself, and for that user and drama every
// episode played (plays, play time, length, best completion), the unlocks, the like,
// follow and watch, and the comments. A play of another project is a 404.
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import type { ProductDetail } from './user-product-detail.schemas';
import type { Play } from '../../domain/app-users';

type Detail = Static<typeof ProductDetail>;

/** GET /user/product-detail/{id}: the play `id` and its drama as its user saw it. */
export async function productDetail(db: Kysely<Database>, scope: ProjectScope, id: number): Promise<Detail> {
  const rows = projectRows(db, scope);
  const play = await rows.read('interaction').selectAll().where('id', '=', id).executeTakeFirst();
  if (!play) throw notFound(`No play ${id} in your projects`);
  const [user, drama, episodes, follows, comments] = await Promise.all([
    rows
      .read('app_user')
      .select(['user_code', 'username', 'vip'])
      .where('id', '=', play.user_id)
      .executeTakeFirstOrThrow(),
    rows
      .read('drama')
      .select(['code', 'name', 'episode_count'])
      .where('id', '=', play.drama_id)
      .executeTakeFirstOrThrow(),
    rows
      .read('interaction')
      .select((eb) => [
        'episode_no',
        eb.fn.countAll().as('plays'),
        eb.fn.sum('play_time_seconds').as('play_time'),
        eb.fn.max('total_time_seconds').as('total_time'),
        eb.fn.max('completion_permille').as('completion'),
        eb.fn.max('create_time').as('last_play'),
      ])
      .where('user_id', '=', play.user_id)
      .where('drama_id', '=', play.drama_id)
      .groupBy('episode_no')
      .orderBy('episode_no')
      .execute(),
    rows
      .read('follow')
      .select(['id', 'type', 'episode_no', 'coins', 'create_time'])
      .where('user_id', '=', play.user_id)
      .where('drama_id', '=', play.drama_id)
      .orderBy('episode_no')
      .orderBy('type')
      .execute(),
    rows
      .read('comment')
      .select(['id', 'episode_no', 'content', 'state', 'create_time'])
      .where('user_id', '=', play.user_id)
      .where('drama_id', '=', play.drama_id)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const unlocks = follows.filter((follow) => follow.episode_no !== null);
  return {
    play: {
      id: play.id,
      type: play.type as Static<typeof Play>['type'],
      dramaCode: drama.code,
      dramaName: drama.name,
      episodeNo: play.episode_no,
      content: play.content,
      playTimeSeconds: play.play_time_seconds,
      totalTimeSeconds: play.total_time_seconds,
      completionPermille: play.completion_permille,
      createTime: play.create_time.toISOString(),
    },
    user: { userCode: user.user_code, username: user.username, vip: user.vip },
    drama: { code: drama.code, name: drama.name, episodeCount: drama.episode_count },
    episodes: episodes.map((episode) => ({
      episodeNo: episode.episode_no,
      plays: Number(episode.plays),
      playTimeSeconds: Number(episode.play_time),
      totalTimeSeconds: Number(episode.total_time),
      completionPermille: Number(episode.completion),
      lastPlayTime: new Date(episode.last_play as Date).toISOString(),
    })),
    follows: follows
      .filter((follow) => follow.episode_no === null)
      .map((follow) => ({
        type: follow.type as Detail['follows'][number]['type'],
        createTime: follow.create_time.toISOString(),
      })),
    unlocks: unlocks.map((unlock) => ({
      id: unlock.id,
      type: unlock.type as Detail['unlocks'][number]['type'],
      episodeNo: unlock.episode_no as number,
      coins: unlock.coins,
      createTime: unlock.create_time.toISOString(),
    })),
    unlockCoins: unlocks.reduce((sum, unlock) => sum + unlock.coins, 0),
    comments: comments.map((comment) => ({
      id: comment.id,
      episodeNo: comment.episode_no,
      content: comment.content,
      state: comment.state,
      createTime: comment.create_time.toISOString(),
    })),
  };
}
