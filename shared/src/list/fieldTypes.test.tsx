import { Select, Table } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import { api, ENABLED_STATUS } from '@backoffice/shared';
import { envelope, installFetch, renderScreen, requests } from '@backoffice/shared/testing';
import {
  defineFields,
  formFields,
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
  status: number;
  roleCode: string;
  avatar: string;
  createTime: string;
}
interface MemberQuery {
  pageNum?: number;
  sortBy?: 'name' | 'createTime';
  name?: string;
  status?: 0 | 1;
  roleCode?: string;
  id?: number;
  joinedFrom?: string;
  joinedTo?: string;
}
/** What a generated export argument looks like: its body names the export's column keys. */
interface ExportMembers {
  body: { format: 'csv' | 'xlsx'; columns?: { key: 'name' | 'status' | 'createTime'; header: string }[] };
}

// The rules are the type checker's: each line below must fail to compile.
defineFields<Member, never, MemberQuery, ExportMembers>()({
  // @ts-expect-error a column the export has no column for must say it is not exported
  avatar: { label: 'avatar', column: true },
});
defineFields<Member, never, MemberQuery, ExportMembers>()({
  // @ts-expect-error … even with a render of its own
  avatar: { label: 'avatar', column: { render: (avatar) => avatar } },
});
defineFields<Member, never, MemberQuery, ExportMembers>()({
  // @ts-expect-error export: false is the only way out
  roleCode: { label: 'role', column: { export: true } },
});
// …and these compile: an exported column the export has, an unexported one marked, any column of a list without export
defineFields<Member, never, MemberQuery, ExportMembers>()({
  name: { label: 'name', column: true },
  avatar: { label: 'avatar', column: { export: false } },
});
defineFields<Member, never, MemberQuery>()({ avatar: { label: 'avatar', column: true } });
defineFields<Member, never, MemberQuery>()({
  // @ts-expect-error a row field the query does not filter is no filter…
  createTime: { label: 'joined', search: true },
});
defineFields<Member, never, MemberQuery>()({
  // @ts-expect-error … and its range is sent as two of the query's filters
  createTime: { label: 'joined', search: { range: { from: 'joinedFrom', to: 'joinedUntil' } } },
});
defineFields<Member, never, MemberQuery>()({
  createTime: { label: 'joined', search: { range: { from: 'joinedFrom', to: 'joinedTo' } } },
});
// a table of rows alone (a detail's): columns of the row, and no filter
defineFields<Member>()({ name: { label: 'name', column: { align: 'right', render: (name) => name.trim() } } });
defineFields<Member>()({
  // @ts-expect-error without a list query nothing is a filter
  name: { label: 'name', search: true },
});

const FIELDS = defineFields<Member, never, MemberQuery, ExportMembers>()({
  name: { label: 'Name', column: { sortBy: 'name' }, search: true },
  // the roles are read at run time: the page draws the filter's choices
  roleCode: { label: 'Role', search: true },
  status: { label: 'Status', valueType: 'enabledStatus', enum: ENABLED_STATUS, column: true, search: true },
  avatar: { label: 'Avatar', column: { export: false } },
  createTime: { label: 'Joined', valueType: 'dateTime', column: true },
});

const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<ListAnswer<Member>, Record<string, unknown>>({
      query: (params) => ({ url: '/members/list', params }),
    }),
  }),
});

function Members() {
  const list = useListParams<MemberQuery>({ filters: searchKinds(FIELDS) });
  const result = memberApi.useListMembersQuery(list.request);
  const roles = <Select allowClear options={[{ value: 'admin', label: 'Administrator' }]} />;
  const columns = useFieldColumns<Member, typeof FIELDS>(
    FIELDS,
    { avatar: (avatar: string) => `@${avatar}` },
    { roleCode: roles },
  );
  return (
    <ListPage<Member, typeof list.filters>
      list={list}
      result={result}
      listKey="test.members"
      rowKey="id"
      columns={columns}
    />
  );
}

const ann: Member = {
  id: 1,
  name: 'Ann',
  status: 0,
  roleCode: 'admin',
  avatar: 'ann',
  createTime: '2026-11-20T08:30:00Z',
};

it('reads each filter back from the URL as the query takes it', () => {
  expect(searchKinds(FIELDS)).toEqual({ name: 'string', roleCode: 'string', status: 'number' });
  const ids = defineFields<Member, never, MemberQuery>()({
    id: { label: 'ID', column: true, search: { kind: 'number' } },
    createTime: { label: 'Joined', search: { range: { from: 'joinedFrom', to: 'joinedTo' } } },
  });
  expect(searchKinds(ids)).toEqual({ id: 'number', joinedFrom: 'string', joinedTo: 'string' });
});

it("reads a filter the page draws from the URL, under the spec's label, in the spec's place", async () => {
  const fetchMock = installFetch(() => envelope({ list: [ann], total: 1, pageNum: 1, pageSize: 10 }));
  renderScreen(<Members />, { at: '/members?roleCode=admin&status=0' });
  expect(await screen.findByText('@ann')).toBeInTheDocument();
  const query = new URL(requests(fetchMock)[0].url).searchParams;
  expect(query.get('roleCode')).toBe('admin');
  expect(query.get('status')).toBe('0');
  // the role is a filter, not a column; drawn once, by the page's control, showing its choice
  expect(screen.queryByRole('columnheader', { name: 'Role' })).not.toBeInTheDocument();
  const labels = [...document.querySelectorAll('.arco-form-label-item label')].map((label) =>
    label.textContent?.trim(),
  );
  expect(labels).toEqual(['Name', 'Role', 'Status']);
  expect(screen.getByText('Administrator')).toBeInTheDocument();
});

it("labels a form field by the form's own label where the column's says another thing", () => {
  const fields = defineFields<Member, { name: string; password: string }>()({
    name: { label: 'Label', column: true, form: { label: 'Name', extra: 'Shown as typed' } },
    password: { label: 'Password', form: { editing: false } },
  });
  const t = (id: string) => `<${id}>`;
  expect(formFields(fields, t, false)).toEqual([
    expect.objectContaining({ field: 'name', label: '<Name>', extra: '<Shown as typed>' }),
    expect.objectContaining({ field: 'password', label: '<Password>' }),
  ]);
  expect(formFields(fields, t, true).map((field) => field.field)).toEqual(['name']);
});

function Tenure({ members }: { members: Member[] }) {
  const columns = useFieldTableColumns<Member, typeof FIELDS>(FIELDS, { name: (name: string) => <b>{name}</b> });
  return <Table<Member> rowKey="id" columns={columns} data={members} pagination={false} />;
}

it("draws a plain table's columns from the spec: its titles, the page's cells and the value types' cells", async () => {
  renderScreen(<Tenure members={[ann]} />);
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['Name', 'Status', 'Avatar', 'Joined']);
  const row = screen.getByText('Ann').closest('tr')!;
  expect(screen.getByText('Ann').tagName).toBe('B');
  expect(within(row).getByText('Enabled')).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByText(/^2026-11-20 \d\d:30$/)).toBeInTheDocument());
});
