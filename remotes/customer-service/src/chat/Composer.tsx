// Where the agent writes: a reply to the user (Enter sends, Shift+Enter a new line), an image, a
// frequent reply (the picker, or "/" and its shortcut at the start), or a private note with
// @mentions of colleagues.
import { type KeyboardEvent, useRef, useState } from 'react';
import { Button, Empty, Input, Mentions, Message, Popover, Radio, Tag } from '@arco-design/web-react';
import { IconImage, IconMessage, IconSend } from '@arco-design/web-react/icon';
import { useT } from '@backoffice/shared';
import { type Agent, type FrequentReply } from './chatApi';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BODY_MAX = 4000;
/** the api hears "typing" at most this often */
const TYPING_EVERY_MS = 3000;

export interface ComposerProps {
  disabled: boolean;
  /** why it is disabled, shown in its place */
  disabledText?: string;
  agents: Agent[];
  replies: FrequentReply[] | undefined;
  repliesLoading: boolean;
  uploading: boolean;
  onSend(body: string): void;
  onNote(body: string, mentions: number[]): void;
  onImage(file: File): void;
  onTyping(): void;
}

/** The replies whose title or shortcut holds the query; a shortcut matching exactly comes first. */
export function matchReplies(replies: FrequentReply[], query: string): FrequentReply[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return replies;
  const found = replies.filter(
    (reply) => reply.shortcut.toLowerCase().includes(wanted) || reply.title.toLowerCase().includes(wanted),
  );
  const rank = (reply: FrequentReply) =>
    reply.shortcut.toLowerCase() === wanted ? 0 : reply.shortcut.toLowerCase().startsWith(wanted) ? 1 : 2;
  return found.sort((a, b) => rank(a) - rank(b));
}

/** The colleagues named in a note (`@Name`), by id. */
export function mentionedIn(body: string, agents: Agent[]): number[] {
  return agents.filter((agent) => agent.name && body.includes(`@${agent.name}`)).map((agent) => agent.userId);
}

export function Composer(props: ComposerProps) {
  const t = useT();
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  const [text, setText] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerQuery, setPickerQuery] = useState('');
  /** the "/…" text the agent closed the picker on (it opens again once they type on) */
  const [dismissed, setDismissed] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);

  // "/" and a shortcut at the very start opens the picker on it
  const slash = mode === 'reply' ? /^\/(\S*)$/.exec(text) : null;
  const open = pickerOpen || (slash !== null && dismissed !== text);
  const query = slash ? slash[1] : pickerQuery;
  const matches = matchReplies(props.replies ?? [], query);

  const focus = () => area.current?.querySelector('textarea')?.focus();

  const insert = (reply: FrequentReply) => {
    setText((current) => {
      if (slash || !current.trim()) return reply.text;
      return `${current}${/\s$/.test(current) ? '' : ' '}${reply.text}`;
    });
    setPickerOpen(false);
    setPickerQuery('');
    focus();
  };

  const change = (value: string) => {
    setText(value);
    if (mode === 'reply' && value.trim() && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      props.onTyping();
    }
  };

  const submit = () => {
    const body = text.trim();
    if (!body || props.disabled) return;
    if (body.length > BODY_MAX) {
      Message.warning(t('chat.tooLong', { max: BODY_MAX }));
      return;
    }
    if (mode === 'note') props.onNote(body, mentionedIn(body, props.agents));
    else props.onSend(body);
    setText('');
  };

  const keyDown = (event: KeyboardEvent) => {
    // Mentions takes Enter for its own list (and says so by preventing it); an IME composing keeps it too
    if (event.key !== 'Enter' || event.shiftKey || event.defaultPrevented || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (slash && matches.length) insert(matches[0]);
    else submit();
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) Message.error(t('chat.image.notImage', { name: file.name }));
    else if (file.size > IMAGE_MAX_BYTES) Message.error(t('chat.image.tooLarge', { name: file.name, max: 5 }));
    else props.onImage(file);
  };

  if (props.disabled) return <div className="chat-composer chat-composer-off">{props.disabledText}</div>;

  const picker = (
    <div className="chat-replies">
      {!slash && (
        <Input.Search
          size="small"
          allowClear
          autoFocus
          placeholder={t('chat.replies.search')}
          aria-label={t('chat.replies.search')}
          value={pickerQuery}
          onChange={setPickerQuery}
        />
      )}
      {slash && <div className="chat-replies-hint">{t('chat.replies.slashHint')}</div>}
      <div className="chat-replies-list" role="listbox" aria-label={t('chat.replies')}>
        {matches.length === 0 ? (
          <Empty description={props.repliesLoading ? t('chat.loading') : t('chat.replies.none')} />
        ) : (
          matches.map((reply) => (
            <button
              type="button"
              role="option"
              aria-selected={false}
              key={reply.id}
              className="chat-reply"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(reply)}
            >
              <span className="chat-reply-head">
                <strong>{reply.title}</strong>
                {reply.shortcut && <Tag size="small">/{reply.shortcut}</Tag>}
                {reply.groupName && <span className="chat-reply-group">{reply.groupName}</span>}
              </span>
              <span className="chat-reply-text">{reply.text}</span>
            </button>
          ))
        )}
      </div>
    </div>
  );

  return (
    <div className={`chat-composer${mode === 'note' ? ' chat-composer-note' : ''}`}>
      <div className="chat-composer-tools">
        <Radio.Group type="button" size="mini" value={mode} onChange={(value) => setMode(value)}>
          <Radio value="reply">{t('chat.mode.reply')}</Radio>
          <Radio value="note">{t('chat.mode.note')}</Radio>
        </Radio.Group>
        {mode === 'reply' && (
          <>
            <Popover
              trigger="click"
              position="tl"
              popupVisible={open}
              onVisibleChange={(visible) => {
                setPickerOpen(visible);
                if (!visible && slash) setDismissed(text);
              }}
              content={picker}
            >
              <Button size="mini" icon={<IconMessage />}>
                {t('chat.replies')}
              </Button>
            </Popover>
            <Button
              size="mini"
              icon={<IconImage />}
              loading={props.uploading}
              onClick={() => fileInput.current?.click()}
            >
              {t('chat.image')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              aria-label={t('chat.image')}
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </>
        )}
        {mode === 'note' && <span className="chat-note-hint">{t('chat.note.hint')}</span>}
      </div>
      <div className="chat-composer-input" ref={area} onKeyDown={keyDown}>
        {mode === 'reply' ? (
          <Input.TextArea
            value={text}
            onChange={change}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
          />
        ) : (
          <Mentions
            value={text}
            onChange={change}
            prefix="@"
            autoSize={{ minRows: 2, maxRows: 6 }}
            options={props.agents.map((agent) => ({ label: agent.name, value: agent.name }))}
            placeholder={t('chat.note.placeholder')}
            aria-label={t('chat.note.placeholder')}
          />
        )}
        <Button type="primary" icon={<IconSend />} onClick={submit} disabled={!text.trim()}>
          {mode === 'note' ? t('chat.note.add') : t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
