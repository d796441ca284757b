// The list contract's sort: what a request without sortBy is sorted by, and what is refused.
import { DEFAULT_SORT_BY, sortColumns, sortOf } from './listQuery';

const APP_USERS = sortColumns('app_user', ['deleted', 'create_time', 'username', 'id']);
// a table without `deleted` (plays, follows, comments): nothing to map `deleted` to
const PLAYS = sortColumns('interaction', ['create_time', 'play_time_seconds', 'id']);

describe('sortOf', () => {
  it(`sorts a request without sortBy by "${DEFAULT_SORT_BY}", newest first`, () => {
    expect(sortOf({}, APP_USERS)).toEqual([
      { column: 'app_user.deleted', direction: 'desc' },
      { column: 'app_user.create_time', direction: 'desc' },
    ]);
  });

  it("sorts by the list's own default when it declares one, in the direction asked for", () => {
    expect(sortOf({}, PLAYS, 'create_time')).toEqual([{ column: 'interaction.create_time', direction: 'desc' }]);
    expect(sortOf({ sortType: 'asc' }, PLAYS, 'create_time')).toEqual([
      { column: 'interaction.create_time', direction: 'asc' },
    ]);
  });

  it("reads the contract's default that every browser request carries as no sort asked, on a list with its own default", () => {
    expect(sortOf({ sortBy: DEFAULT_SORT_BY, sortType: 'desc' }, PLAYS, 'create_time')).toEqual([
      { column: 'interaction.create_time', direction: 'desc' },
    ]);
    expect(sortOf({ sortBy: 'deleted,create_time' }, PLAYS, 'create_time')).toEqual([
      { column: 'interaction.create_time', direction: 'desc' },
    ]);
    // a list whose default it is sorts by it as before
    expect(sortOf({ sortBy: DEFAULT_SORT_BY }, APP_USERS)).toEqual(sortOf({}, APP_USERS));
  });

  it('takes the sortBy sent over the default', () => {
    expect(sortOf({ sortBy: 'playTimeSeconds, id', sortType: 'asc' }, PLAYS, 'create_time')).toEqual([
      { column: 'interaction.play_time_seconds', direction: 'asc' },
      { column: 'interaction.id', direction: 'asc' },
    ]);
  });

  it('refuses with a 400 naming sortBy a name outside the whitelist, `deleted` included where the table has none', () => {
    expect(() => sortOf({ sortBy: 'deleted' }, PLAYS, 'create_time')).toThrow(
      expect.objectContaining({ statusCode: 400, errors: [expect.objectContaining({ field: 'sortBy' })] }),
    );
    // a comma list with an empty name asks for no sort anyone can tell
    for (const sortBy of [',,,', ',', 'create_time,', 'create_time,,id'])
      expect(() => sortOf({ sortBy }, PLAYS, 'create_time')).toThrow(
        expect.objectContaining({ statusCode: 400, errors: [expect.objectContaining({ field: 'sortBy' })] }),
      );
    // a list without `deleted` that forgets its default fails loudly, not silently by another column
    expect(() => sortOf({}, PLAYS)).toThrow(/cannot sort by "deleted"/);
  });
});
