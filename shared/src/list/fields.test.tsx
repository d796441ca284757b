import { useEffect, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Select, Table } from '@arco-design/web-react';
import { api, registerMessages } from '@backoffice/shared';
import { envelope, installFetch, renderScreen, requests } from '@backoffice/shared/testing';
import {
  defineFields,
  type ListAnswer,
  ListPage,
  searchKinds,
  useFieldColumns,
  useFieldTableColumns,
  useListParams,
} from '../../list';

interface Member {
  id: number;
  name: string;
  joined: string;
}
interface MemberQuery {
  pageNum?: number;
  pageSize?: number;
  sortBy?: 'name';
  name?: string;
  teamId?: number;
  region?: string;
  joinedFrom?: string;
  joinedTo?: string;
}

const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTeamMembers: build.query<ListAnswer<Member>, Record<string, unknown>>({
      query: (params) => ({ url: '/team-members/list', params }),
    }),
  }),
});

const FIELDS = defineFields<Member, never, MemberQuery>()({
  name: { label: 'test.name', column: { sortBy: 'name' }, search: true },
  teamId: { label: 'test.team', search: { kind: 'number' } },
  region: { label: 'test.region', search: true },
  // a row's time the query does not filter by is searched by a range sent as two of its filters
  joined: { label: 'test.joined', valueType: 'dateTime', search: { range: { from: 'joinedFrom', to: 'joinedTo' } } },
});
// @ts-expect-error a row field the query does not filter by is searched by a range only
defineFields<Member, never, MemberQuery>()({ joined: { label: 'test.joined', search: true } });
defineFields<Member, never, MemberQuery>()({
  // @ts-expect-error the range's ends are filters of the query
  joined: { label: 'test.joined', search: { range: { from: 'joinedSince', to: 'joinedTo' } } },
});

/** The page loads its teams after its first render, as a query would. */
function useTeams() {
  const [teams, setTeams] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setTeams([{ id: 2, name: 'Blue team' }]));
    return () => clearTimeout(timer);
  }, []);
  return teams;
}

function Members({ mayReadRegions }: { mayReadRegions: boolean }) {
  const list = useListParams<MemberQuery>({ filters: searchKinds(FIELDS) });
  const result = listApi.useListTeamMembersQuery(list.request);
  const teams = useTeams();
  const columns = useFieldColumns<Member, typeof FIELDS>(
    FIELDS,
    {},
    {
      teamId: <Select allowClear options={teams.map((team) => ({ value: team.id, label: team.name }))} />,
      region: mayReadRegions && <Select allowClear options={['north', 'south']} />,
    },
  );
  return (
    <ListPage<Member, typeof list.filters>
      list={list}
      result={result}
      columns={columns}
      rowKey="id"
      listKey="test.team-members"
    />
  );
}

beforeAll(() =>
  registerMessages({
    'en-US': { 'test.name': 'Name', 'test.team': 'Team', 'test.region': 'Region', 'test.joined': 'Joined' },
  }),
);
beforeEach(() => localStorage.clear());

const serve = () =>
  installFetch((request) =>
    new URL(request.url).pathname.endsWith('/team-members/list')
      ? envelope({ list: [{ id: 1, name: 'Ann', joined: '2026-01-01T00:00:00Z' }], total: 1, pageNum: 1, pageSize: 10 })
      : envelope(null),
  );
const listCalls = (fetchMock: ReturnType<typeof installFetch>) =>
  requests(fetchMock)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith('/team-members/list'));

it('reads a filter the spec says is a number back from the URL as one: what is not a number is not sent', async () => {
  expect(searchKinds(FIELDS)).toEqual({
    name: 'string',
    teamId: 'number',
    region: 'string',
    joinedFrom: 'string',
    joinedTo: 'string',
  });
  const fetchMock = serve();
  renderScreen(<Members mayReadRegions />, { at: '/members?teamId=abc&name=an' });
  await screen.findByText('Ann');
  const query = Object.fromEntries(listCalls(fetchMock)[0].searchParams);
  expect(query).toMatchObject({ name: 'an' });
  expect(query).not.toHaveProperty('teamId');
});

it("draws the page's own control for a filter, as the page's data arrives, and leaves out one the page says false to", async () => {
  const fetchMock = serve();
  renderScreen(<Members mayReadRegions={false} />, { at: '/members?teamId=2' });
  await screen.findByText('Ann');
  expect(listCalls(fetchMock)[0].searchParams.get('teamId')).toBe('2');
  const search = screen.getByRole('form', { name: 'Search' });
  // the team is named once the page has its teams (the control is not kept from the first render)
  await waitFor(() => expect(within(search).getByText('Blue team')).toBeInTheDocument());
  expect(within(search).queryByText('Region')).not.toBeInTheDocument();
  // a filter with no column of its own is never a column
  expect(screen.queryByRole('columnheader', { name: /Team/ })).not.toBeInTheDocument();
});

// a detail's small table keeps the list's rule: a code or a date-time is never broken across lines
function MemberTable({ members }: { members: (Member & { code: string })[] }) {
  const columns = useFieldTableColumns<Member & { code: string }, typeof TABLE_FIELDS>(TABLE_FIELDS);
  return <Table rowKey="id" columns={columns} data={members} pagination={false} />;
}
const TABLE_FIELDS = defineFields<Member & { code: string }>()({
  name: { label: 'test.name', column: true },
  code: { label: 'test.code', valueType: 'code', column: true },
  joined: { label: 'test.joined', valueType: 'dateTime', column: true },
});

it('keeps a code and a date-time on one line in a small table too, and lets a name wrap', () => {
  renderScreen(
    <MemberTable members={[{ id: 1, name: 'Ann Lee', code: 'US-U0000015', joined: '2026-11-20T10:00:00Z' }]} />,
  );
  expect(screen.getByText('US-U0000015').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(screen.getByText('Ann Lee').closest('td')).not.toHaveStyle({ whiteSpace: 'nowrap' });
});
