import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Select } from '@arco-design/web-react';
import { ENABLED_STATUS } from '@backoffice/shared';
import { renderScreen } from '@backoffice/shared/testing';
import { SchemaFields } from '../../list';

// As the api's generated body schemas state them (…Api.generated.ts).
const projectBody = {
  type: 'object',
  required: ['code', 'name', 'roles'],
  properties: {
    code: { type: 'string', maxLength: 32, pattern: '^[a-z0-9][a-z0-9-]{1,31}$' },
    name: { type: 'string', minLength: 1, maxLength: 6 },
    seats: { type: 'integer', minimum: 1, maximum: 500 },
    roles: { type: 'array', minItems: 1, maxItems: 2 },
    status: {
      anyOf: [
        { type: 'number', enum: [0] },
        { type: 'number', enum: [1] },
      ],
    },
  },
} as const;

const submitted = jest.fn();

function ProjectForm() {
  const [form] = Form.useForm();
  return (
    <Form form={form} onSubmit={submitted}>
      <SchemaFields
        schema={projectBody}
        fields={[
          { field: 'code', label: 'Project code', patternHint: 'a-z, 0-9 and -' },
          { field: 'name', label: 'Name' },
          { field: 'seats', label: 'Seats' },
          {
            field: 'roles',
            label: 'Roles',
            requiredMessage: 'Give it a role',
            input: <Select mode="multiple" options={['admin', 'normal']} />,
          },
          { field: 'status', label: 'Status', enum: ENABLED_STATUS },
        ]}
      />
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

it('refuses what the api refuses, naming the field and the reason', async () => {
  renderScreen(<ProjectForm />);
  await userEvent.type(screen.getByLabelText('Project code'), '-x');
  // lengths count as the api's validator does, in UTF-16 units: three emoji are 6
  await userEvent.type(screen.getByLabelText('Name'), '🎬🎬🎬x');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Project code: a-z, 0-9 and -')).toBeInTheDocument();
  expect(screen.getByText('Name must be at most 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Give it a role')).toBeInTheDocument();
  expect(submitted).not.toHaveBeenCalled();
  // the listed values become buttons with the enum's labels; a number an InputNumber
  expect(screen.getByRole('radio', { name: 'Enabled' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Disabled' })).toBeInTheDocument();
  expect(screen.getByLabelText('Seats').closest('.arco-input-number')).toBeInTheDocument();
});

it('passes what the api accepts, checking text as it will be sent (trimmed)', async () => {
  submitted.mockClear();
  renderScreen(<ProjectForm />);
  await userEvent.type(screen.getByLabelText('Project code'), ' reel-up ');
  await userEvent.type(screen.getByLabelText('Name'), ' 短剧运营团队 ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText('Give it a role')).toBeInTheDocument());
  expect(screen.queryByText(/Project code:|Name must/)).not.toBeInTheDocument();
});

it('refuses a required field holding only spaces, as the api would', async () => {
  renderScreen(<ProjectForm />);
  await userEvent.type(screen.getByLabelText('Name'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
});

it('keeps a number out of range as typed and says the range, digit-grouped, rather than changing it', async () => {
  submitted.mockClear();
  const bigBody = {
    ...projectBody,
    properties: { ...projectBody.properties, seats: { type: 'integer', minimum: 1, maximum: 100_000_000 } },
  };
  function SeatsForm() {
    const [form] = Form.useForm();
    return (
      <Form form={form} onSubmit={submitted}>
        <SchemaFields schema={bigBody} fields={[{ field: 'seats', label: 'Seats' }]} />
        <Button htmlType="submit">Save</Button>
      </Form>
    );
  }
  renderScreen(<SeatsForm />);
  const seats = screen.getByLabelText('Seats');
  await userEvent.type(seats, '999999999');
  await userEvent.tab();
  expect(seats).toHaveValue('999999999');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Seats must be at most 100,000,000')).toBeInTheDocument();
  await userEvent.clear(seats);
  await userEvent.type(seats, '-50');
  await userEvent.tab();
  expect(seats).toHaveValue('-50');
  expect(await screen.findByText('Seats must be at least 1')).toBeInTheDocument();
  expect(submitted).not.toHaveBeenCalled();
});
