import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ENABLED_STATUS } from '@backoffice/shared';
import { envelope, installFetch, renderScreen, requests } from '@backoffice/shared/testing';
import { type ListAnswer, ListPage, useListParams } from '../../list';

interface Package {
  id: number;
  name: string;
  status: number;
  priceMinor: number;
  currency: string;
  createTime: string;
  labels: string[];
}

const packageApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPackages: build.query<ListAnswer<Package>, Record<string, unknown>>({
      query: (params) => ({ url: '/packages/list', params }),
    }),
  }),
});

const run = jest.fn();

function Packages() {
  const list = useListParams({ filters: { name: 'string', status: 'number' } });
  const result = packageApi.useListPackagesQuery(list.request);
  return (
    <ListPage<Package, typeof list.filters>
      list={list}
      result={result}
      listKey="test.packages"
      rowKey="id"
      columns={[
        { key: 'name', title: 'Name', search: true, searchPlaceholder: 'A part of the name' },
        { key: 'status', title: 'Status', valueType: 'enum', enum: ENABLED_STATUS, search: true },
        { key: 'priceMinor', title: 'Price', valueType: 'money' },
        { key: 'createTime', title: 'Created', valueType: 'dateTime' },
        { key: 'labels', title: 'Labels', valueType: 'tags' },
      ]}
      rowActions={(row) => [
        { key: 'edit', label: 'Edit', run: () => run('edit', row.id) },
        { key: 'delete', label: 'Delete', permission: 'test:packages:delete', run: () => run('delete', row.id) },
        {
          key: 'disable',
          label: 'Disable',
          disabled: row.status === 1 ? 'Already disabled' : undefined,
          run: () => run('disable', row.id),
        },
      ]}
    />
  );
}

const page: ListAnswer<Package> = {
  list: [
    {
      id: 7,
      name: 'Weekly pass',
      status: 1,
      priceMinor: 1999,
      currency: 'USD',
      createTime: '2026-11-20T08:30:00Z',
      labels: ['new', 'hot'],
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};

it('draws each cell by its value type and derives the filters from the searchable columns', async () => {
  const fetchMock = installFetch(() => envelope(page));
  const view = renderScreen(<Packages />, { at: '/packages' });
  const row = (await screen.findByText('Weekly pass')).closest('tr')!;
  // money exact from minor units, the enum's label in its colour, tags one by one
  expect(within(row).getByText('$19.99')).toBeInTheDocument();
  expect(within(row).getByText('Disabled').closest('.arco-tag')).toHaveClass('arco-tag-gray');
  expect(within(row).getByText('new')).toBeInTheDocument();
  expect(within(row).getByText('hot')).toBeInTheDocument();
  expect(within(row).getByText(/^2026-11-20 \d\d:30$/)).toBeInTheDocument();

  expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'A part of the name');
  await userEvent.type(screen.getByLabelText('Name'), 'week{Enter}');
  await waitFor(() => expect(view.location()).toBe('/packages?name=week'));
  await waitFor(() => expect(requests(fetchMock).at(-1)?.url).toContain('name=week'));
});

it('draws the row actions: only the permitted ones, a disabled one saying why', async () => {
  installFetch(() => envelope(page));
  renderScreen(<Packages />, { at: '/packages' });
  const row = (await screen.findByText('Weekly pass')).closest('tr')!;
  expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Disable' })).toBeDisabled();
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  expect(run).toHaveBeenCalledWith('edit', 7);
});
