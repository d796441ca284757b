import { sql } from 'kysely';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';
import { reconcileDramaCounts } from './dramaCounts';

let t: TestApp;
let tokens: Record<DemoUser, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

/** Every drama (of every project) whose stored counts are not what its rows say. */
async function dramasDisagreeing(): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select d.id from drama d where
      d.play_count <> (select count(*) from interaction i where i.drama_id = d.id)
      or d.follow_count <> (select count(*) from follow f where f.drama_id = d.id and f.type = 2)
      or d.unlock_count <> (select count(*) from follow f where f.drama_id = d.id and f.type in (10, 11))
      or d.comment_count <> (select count(*) from comment c where c.drama_id = d.id and c.state = 'visible')
    order by d.id`.execute(t.db);
  return rows.map((row) => Number(row.id));
}

it('agrees after the seed: every drama counts its plays, follows, unlocks and visible comments', async () => {
  expect(await dramasDisagreeing()).toEqual([]);
  expect(await reconcileDramaCounts(t.db)).toEqual([]);
});

it('finds the dramas whose counts were broken, says by how much, and sets them right (one project, then all)', async () => {
  const first = async (project: string) =>
    (
      await sql<{
        id: number;
        code: string;
      }>`select id, code from drama where project_code = ${project} order by id limit 1`.execute(t.db)
    ).rows[0];
  const [us, jp] = [await first('drama-us'), await first('drama-jp')];
  await sql`update drama set follow_count = follow_count + 5, comment_count = comment_count + 2 where id = ${us.id}`.execute(
    t.db,
  );
  await sql`update drama set unlock_count = unlock_count + 3, play_count = play_count + 1 where id = ${jp.id}`.execute(
    t.db,
  );
  expect(await dramasDisagreeing()).toEqual([Number(us.id), Number(jp.id)].sort((a, b) => a - b));

  // one project's: the other's drama stays off
  expect(await reconcileDramaCounts(t.db, 'drama-us')).toEqual([
    { id: Number(us.id), projectCode: 'drama-us', code: us.code, off: { followCount: 5, commentCount: 2 } },
  ]);
  expect(await dramasDisagreeing()).toEqual([Number(jp.id)]);
  // every project's
  expect(await reconcileDramaCounts(t.db)).toEqual([
    { id: Number(jp.id), projectCode: 'drama-jp', code: jp.code, off: { playCount: 1, unlockCount: 3 } },
  ]);
  expect(await dramasDisagreeing()).toEqual([]);
  expect(await reconcileDramaCounts(t.db)).toEqual([]);
});

it('a count too low is off by a negative amount', async () => {
  const [drama] = (
    await sql<{
      id: number;
      code: string;
    }>`select id, code from drama where project_code = 'drama-us' and comment_count > 0 order by id limit 1`.execute(
      t.db,
    )
  ).rows;
  await sql`update drama set comment_count = comment_count - 1 where id = ${drama.id}`.execute(t.db);
  expect(await reconcileDramaCounts(t.db, 'drama-us')).toEqual([
    { id: Number(drama.id), projectCode: 'drama-us', code: drama.code, off: { commentCount: -1 } },
  ]);
});

it('moderation in both screens keeps the counts in step with no reconcile', async () => {
  const comments = (
    await sql<{ id: number; state: string }>`
    select id, state from comment where project_code = 'drama-us' and state in ('visible', 'hidden') order by id limit 12`.execute(
      t.db,
    )
  ).rows.map((row) => ({ ...row, id: Number(row.id) }));
  expect(comments.length).toBeGreaterThan(3);
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api/${url}`,
      headers: { 'client-token': tokens.admin },
      payload: { projectCode: 'drama-us', ...payload },
    });
  const ids = comments.map((comment) => comment.id);
  expect((await post('product/comments/hide', { ids })).statusCode).toBe(200);
  expect(await dramasDisagreeing()).toEqual([]);
  expect((await post(`user/product/comments/${ids[0]}/restore`, {})).statusCode).toBe(200);
  expect((await post('product/comments/restore', { ids: ids.slice(1, 6) })).statusCode).toBe(200);
  expect(await dramasDisagreeing()).toEqual([]);
  expect((await post(`user/product/comments/${ids[1]}/hide`, {})).statusCode).toBe(200);
  expect((await post('product/comments/delete', { ids: ids.slice(0, 4) })).statusCode).toBe(200);
  expect(await dramasDisagreeing()).toEqual([]);
  // and the reconcile finds nothing to set right
  expect(await reconcileDramaCounts(t.db)).toEqual([]);
});
