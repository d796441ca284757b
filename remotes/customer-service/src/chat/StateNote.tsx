import { type ReactNode } from 'react';

/** A quiet line where a list or a pane has nothing to show (empty, nothing matches, failed). */
export function StateNote({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="chat-state" role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}
