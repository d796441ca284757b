import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { lazyOverlay } from './lazyOverlay';

interface NoteProps {
  note: string | null;
  onClose(): void;
}

/** A stand-in for a drawer: says whether it is open, and counts its own mounts. */
let mounts = 0;
function NoteDrawer({ note, onClose }: NoteProps) {
  const [mountedAs] = useState(() => ++mounts);
  return (
    <section aria-label="note drawer">
      {note === null ? `closed (mount ${mountedAs})` : `open: ${note} (mount ${mountedAs})`}
      <button onClick={onClose}>Close</button>
    </section>
  );
}

function Page({ load }: { load: () => Promise<typeof NoteDrawer> }) {
  const [Drawer] = useState(() => lazyOverlay(load, ({ note }) => note !== null));
  const [note, setNote] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setNote('first')}>Open</button>
      <Drawer note={note} onClose={() => setNote(null)} />
    </>
  );
}

it('fetches a drawer when it is first opened, not with its page, and keeps it mounted once closed', async () => {
  mounts = 0;
  const load = jest.fn(async () => NoteDrawer);
  render(<Page load={load} />);
  expect(screen.queryByRole('region', { name: 'note drawer' })).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('region', { name: 'note drawer' })).toHaveTextContent('open: first (mount 1)');

  // closed, it is still there (so it can animate out), and opening again fetches nothing more
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('region', { name: 'note drawer' })).toHaveTextContent('closed (mount 1)');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('region', { name: 'note drawer' })).toHaveTextContent('open: first (mount 1)');
  expect(load).toHaveBeenCalledTimes(1);
});
