// The conversation's messages: grouped by author with their times, images as thumbnails,
// private notes set apart, system lines centred, the read mark under the last of the agents'
// messages the user has seen, the messages still being sent, and the user typing. Scrolling to
// the top reads the page before, keeping what was in view where it was.
import { Fragment, useLayoutEffect, useRef } from 'react';
import { Button, Image, Spin } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import { useLocale, useT } from '@backoffice/shared';
import { type Agent, type ChatMessage } from './chatApi';
import { formatMessageTime } from './chatTime';

/** A message sent from this screen the api has not confirmed yet (or refused: then it can be sent again). */
export interface PendingMessage {
  clientId: string;
  conversationId: number;
  note: boolean;
  body: string;
  imageUrl?: string;
  mentions: number[];
  failed: boolean;
  createTime: string;
}

interface Shown {
  key: string;
  id: number | null;
  author: ChatMessage['author'];
  staffName: string | null;
  kind: ChatMessage['kind'];
  body: string;
  imageUrl: string | null;
  createTime: string;
  pending?: PendingMessage;
}

const GROUP_GAP_MS = 5 * 60_000;

function fromMessage(message: ChatMessage): Shown {
  return {
    key: `m${message.id}`,
    id: message.id,
    author: message.author,
    staffName: message.staff?.name ?? null,
    kind: message.kind,
    body: message.body,
    imageUrl: message.imageUrl,
    createTime: message.createTime,
  };
}

function fromPending(pending: PendingMessage, myName: string): Shown {
  return {
    key: `p${pending.clientId}`,
    id: null,
    author: pending.note ? 'note' : 'agent',
    staffName: myName,
    kind: pending.imageUrl ? 'image' : 'text',
    body: pending.body,
    imageUrl: pending.imageUrl ?? null,
    createTime: pending.createTime,
    pending,
  };
}

type Block = { line: Shown } | { group: Shown[] };

/** Consecutive messages of one author (and one colleague) within a few minutes share a heading. */
function blocks(items: Shown[]): Block[] {
  const result: Block[] = [];
  for (const item of items) {
    if (item.author === 'system' || item.kind === 'event' || item.kind === 'survey') {
      result.push({ line: item });
      continue;
    }
    const last = result.at(-1);
    const previous = last && 'group' in last ? last.group.at(-1)! : null;
    if (
      previous &&
      previous.author === item.author &&
      previous.staffName === item.staffName &&
      Date.parse(item.createTime) - Date.parse(previous.createTime) < GROUP_GAP_MS
    )
      (last as { group: Shown[] }).group.push(item);
    else result.push({ group: [item] });
  }
  return result;
}

export interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  onOlder(): void;
  userReadId: number;
  userName: string;
  myName: string;
  agents: Agent[];
  typing: boolean;
  onRetry(pending: PendingMessage): void;
}

export function MessageList(props: MessageListProps) {
  const t = useT();
  const [locale] = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const { messages, pending } = props;

  const confirmed = new Set(messages.map((message) => message.clientId).filter(Boolean));
  const items = [
    ...messages.map(fromMessage),
    ...pending.filter((one) => !confirmed.has(one.clientId)).map((one) => fromPending(one, props.myName)),
  ];
  // the read mark: under the last of the agents' messages the user has read
  const readId = messages
    .filter((message) => message.author === 'agent' && message.id <= props.userReadId)
    .reduce((last, message) => Math.max(last, message.id), 0);

  const firstId = messages[0]?.id;
  const lastKey = items.at(-1)?.key;
  // the page before was added above: what was in view stays where it was
  useLayoutEffect(() => {
    const element = box.current;
    if (element && anchor.current) {
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    }
  }, [firstId]);
  // something new at the bottom: followed when the agent was reading the latest
  useLayoutEffect(() => {
    const element = box.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastKey, props.typing]);

  const older = () => {
    const element = box.current;
    if (!props.hasMore || props.loadingOlder) return;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    props.onOlder();
  };

  const mentionPattern = mentionRegex(props.agents);
  return (
    <div
      className="chat-messages"
      ref={box}
      role="log"
      aria-label={t('chat.messages')}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        if (element.scrollTop < 48) older();
      }}
    >
      {props.hasMore && (
        <div className="chat-center">
          {props.loadingOlder ? (
            <Spin size={14} />
          ) : (
            <Button type="text" size="mini" onClick={older}>
              {t('chat.older')}
            </Button>
          )}
        </div>
      )}
      {!props.hasMore && items.length > 0 && <div className="chat-line">{t('chat.beginning')}</div>}
      {blocks(items).map((block) => {
        if ('line' in block) {
          const { line } = block;
          return (
            <div key={line.key} className="chat-line">
              {line.kind === 'survey' ? t('chat.survey') : line.body}
              <time dateTime={line.createTime}> · {formatMessageTime(line.createTime, locale)}</time>
            </div>
          );
        }
        const [head] = block.group;
        const side = head.author === 'user' ? 'chat-user' : head.author === 'note' ? 'chat-note-side' : 'chat-agent';
        const who = head.author === 'user' ? props.userName : (head.staffName ?? t('chat.author.agent'));
        return (
          <div key={head.key} className={`chat-group ${side}`}>
            <div className="chat-group-head">
              <span className="chat-group-name">{who}</span>
              {head.author === 'note' && (
                <span className="chat-note-flag">
                  <IconLock /> {t('chat.note.private')}
                </span>
              )}
              <time dateTime={head.createTime}>{formatMessageTime(head.createTime, locale)}</time>
            </div>
            {block.group.map((item, index) => (
              <Fragment key={item.key}>
                <div
                  className={`chat-bubble${item.author === 'note' ? ' chat-note' : ''}${item.pending ? ' chat-pending' : ''}`}
                  title={formatMessageTime(item.createTime, locale)}
                  data-testid={item.id === null ? 'pending-message' : 'message'}
                >
                  {item.kind === 'image' && item.imageUrl ? (
                    <Image
                      src={item.imageUrl}
                      width={160}
                      alt={t('chat.image.alt')}
                      className="chat-image"
                      previewProps={{ actionsLayout: ['rotateRight', 'zoomIn', 'zoomOut', 'originalSize'] }}
                    />
                  ) : null}
                  {item.body && <div className="chat-body">{highlight(item.body, mentionPattern)}</div>}
                </div>
                {index > 0 && Date.parse(item.createTime) - Date.parse(block.group[index - 1].createTime) > 60_000 && (
                  <time className="chat-time" dateTime={item.createTime}>
                    {formatMessageTime(item.createTime, locale)}
                  </time>
                )}
                {item.pending && !item.pending.failed && <div className="chat-status">{t('chat.sending')}</div>}
                {item.pending?.failed && (
                  <div className="chat-status chat-failed">
                    {t('chat.failed')}{' '}
                    <Button type="text" size="mini" status="danger" onClick={() => props.onRetry(item.pending!)}>
                      {t('chat.retry')}
                    </Button>
                  </div>
                )}
                {item.id !== null && item.id === readId && <div className="chat-status">{t('chat.read')}</div>}
              </Fragment>
            ))}
          </div>
        );
      })}
      {props.typing && (
        <div className="chat-typing" role="status">
          {t('chat.typing', { name: props.userName })}
        </div>
      )}
    </div>
  );
}

function mentionRegex(agents: Agent[]): RegExp | null {
  const names = agents.map((agent) => agent.name).filter(Boolean);
  if (!names.length) return null;
  const escaped = names.sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(@(?:${escaped.join('|')}))`, 'g');
}

/** A note's @mentions of colleagues stand out. */
function highlight(body: string, pattern: RegExp | null) {
  if (!pattern) return body;
  return body.split(pattern).map((part, index) =>
    index % 2 ? (
      <span key={index} className="chat-mention">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
