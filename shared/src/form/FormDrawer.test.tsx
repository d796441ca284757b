import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form, Input } from '@arco-design/web-react';
import type { FieldError } from '@backoffice/shared';
import { renderScreen } from '@backoffice/shared/testing';
import { FormDrawer } from '../../list';

interface Member extends Record<string, unknown> {
  username: string;
  email: string;
}

function EditMember({
  save,
  initial = { username: 'ann', email: 'ann@example.com' },
}: {
  save: (values: Member) => Promise<unknown>;
  initial?: Member;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <output>{open ? 'drawer open' : 'drawer closed'}</output>
      <FormDrawer<Member>
        title="Edit member"
        visible={open}
        initialValues={initial}
        onSubmit={save}
        onClose={() => setOpen(false)}
      >
        <Form.Item field="username" label="Username" rules={[{ required: true, message: 'Username is required' }]}>
          <Input />
        </Form.Item>
        <Form.Item field="email" label="Email">
          <Input />
        </Form.Item>
      </FormDrawer>
    </>
  );
}

const apiRejection = (message: string, errors: FieldError[]) => ({
  status: 400,
  code: 400,
  message,
  errors,
});

it('starts from the row, checks the client rules and does not save when they fail', async () => {
  const save = jest.fn(async () => undefined);
  renderScreen(<EditMember save={save} />);
  expect(await screen.findByLabelText('Username')).toHaveValue('ann');
  await userEvent.clear(screen.getByLabelText('Username'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
});

it("shows the server's field errors beside the fields, by their labels, and keeps what was typed", async () => {
  const save = jest.fn(async () =>
    Promise.reject(
      apiRejection('email: must be an email address', [{ field: 'email', message: 'must be an email address' }]),
    ),
  );
  renderScreen(<EditMember save={save} />);
  const email = await screen.findByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Email: must be an email address', { selector: '.arco-form-message *' }),
  ).toBeInTheDocument();
  expect(save).toHaveBeenCalledWith({ username: 'ann', email: 'not-an-email' });
  expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
  expect(screen.getByText('drawer open')).toBeInTheDocument();
});

it("says a known problem in the user's words, and one about a field the form lacks without its internal name", async () => {
  const save = jest.fn(async () =>
    Promise.reject(
      apiRejection('username is required (and 1 more)', [
        { field: 'username', message: 'is required', rule: 'required' },
        { field: 'tenantCode', message: 'must be at most 32 characters', rule: 'maxLength', params: { limit: 32 } },
      ]),
    ),
  );
  renderScreen(<EditMember save={save} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Username is required', { selector: '.arco-form-message *' })).toBeInTheDocument();
  expect(screen.getByText('Not saved: A value must be at most 32 characters')).toBeInTheDocument();
  expect(screen.queryByText(/tenantCode/)).not.toBeInTheDocument();
});

it('says a failure that names no field above the form', async () => {
  const save = jest.fn(async () => Promise.reject(apiRejection('Username "ann" is taken', [])));
  renderScreen(<EditMember save={save} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Not saved: Username "ann" is taken')).toBeInTheDocument();
});

it('asks before closing with unsaved changes, and closes at once without', async () => {
  renderScreen(<EditMember save={async () => undefined} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getByText('drawer closed')).toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.type(await screen.findByLabelText('Email'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(screen.getByText('drawer open')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('ann@example.comx');
});

it('saves, says so and closes', async () => {
  const save = jest.fn(async () => undefined);
  renderScreen(<EditMember save={save} />);
  await userEvent.type(await screen.findByLabelText('Username'), 'a');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText('drawer closed')).toBeInTheDocument());
  expect(save).toHaveBeenCalledWith({ username: 'anna', email: 'ann@example.com' });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});
