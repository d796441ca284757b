import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@backoffice/shared/testing';
import { setLocale } from '../i18n/localeStore';
import { useConfirm } from '../../list';

// Arco's Modal comes with the first question; here its chunk cannot be fetched (the connection dropped)
jest.mock('@arco-design/web-react/es/Modal', () => {
  throw new Error('Loading chunk modal failed');
});

function DeleteDrama({ onOk }: { onOk(): void }) {
  const confirm = useConfirm();
  return <button onClick={() => confirm({ title: 'Delete Dawn Chaser?', danger: true, onOk })}>Delete</button>;
}

it('says so in a toast, in the user’s language, when the question cannot be opened, and does nothing', async () => {
  const onOk = jest.fn();
  renderScreen(<DeleteDrama onOk={onOk} />);
  act(() => setLocale('zh-CN'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('对话框无法打开：请检查网络连接后重试')).toBeInTheDocument();
  expect(screen.queryByText('Delete Dawn Chaser?')).not.toBeInTheDocument();
  expect(onOk).not.toHaveBeenCalled();
});
