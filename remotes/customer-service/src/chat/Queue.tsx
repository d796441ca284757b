// The left column: the queue's views with their counts, the search and label filter, and the
// conversations, each with its waiting clock and a red mark once a response target is missed.
import { Avatar, Badge, Button, Input, Spin, Tabs, Tag, Tooltip } from '@arco-design/web-react';
import { useArcoRoles, useT } from '@backoffice/shared';
import { type ChatView, type Conversation, CLOSED, VIEWS, WAITING } from './chatApi';
import { formatSeconds, useNow } from './chatTime';
import { StateNote } from './StateNote';

export interface QueueProps {
  view: ChatView;
  onView(view: ChatView): void;
  counts: Partial<Record<ChatView, number>>;
  rows: Conversation[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  filtered: boolean;
  keyword: string;
  onKeyword(keyword: string): void;
  label: string;
  onLabel(label: string): void;
  selectedId: number | null;
  onSelect(id: number): void;
}

/** Since when the user has waited for an answer: in the queue since queuing, else since their oldest unanswered message. */
export function waitingSince(conversation: Conversation): string | null {
  if (conversation.status === CLOSED) return null;
  return conversation.status === WAITING ? conversation.queuedTime : conversation.awaitingSince;
}

/** The response target that counts now (the first one until answered, then the next one), if missed. */
export function overdue(conversation: Conversation, now: number): boolean {
  if (conversation.status === CLOSED) return false;
  const due = conversation.firstResponseTime ? conversation.nextResponseDue : conversation.firstResponseDue;
  return due !== null && Date.parse(due) < now;
}

export function Queue(props: QueueProps) {
  const t = useT();
  const now = useNow();
  const { rows, view } = props;
  // Arco's tabs lack their tablist and panels' roles: added to what it draws
  const roles = useArcoRoles<HTMLDivElement>();
  return (
    <div className="chat-queue" ref={roles}>
      <Tabs activeTab={view} onChange={(key) => props.onView(key as ChatView)} size="small" type="line">
        {VIEWS.map((key) => (
          <Tabs.TabPane
            key={key}
            title={
              <span>
                {t(`chat.view.${key}`)}
                {props.counts[key] !== undefined && <span className="chat-queue-count">{props.counts[key]}</span>}
              </span>
            }
          />
        ))}
      </Tabs>
      <div className="chat-queue-filters">
        <Input.Search
          allowClear
          size="small"
          placeholder={t('chat.search.placeholder')}
          aria-label={t('chat.search.placeholder')}
          value={props.keyword}
          onChange={(value) => props.onKeyword(value)}
        />
        <Input
          allowClear
          size="small"
          placeholder={t('chat.label.filter')}
          aria-label={t('chat.label.filter')}
          value={props.label}
          onChange={(value) => props.onLabel(value)}
        />
      </div>
      <div className="chat-queue-rows" role="list" aria-label={t(`chat.view.${view}`)}>
        {props.failed ? (
          <StateNote text={t('chat.queue.error')}>
            <Button size="small" onClick={props.onRetry}>
              {t('chat.retry')}
            </Button>
          </StateNote>
        ) : !rows ? (
          <div className="chat-center">
            <Spin />
          </div>
        ) : rows.length === 0 ? (
          <StateNote text={props.filtered ? t('chat.queue.noMatch') : t(`chat.queue.empty.${view}`)} />
        ) : (
          rows.map((conversation) => (
            <QueueRow
              key={conversation.id}
              conversation={conversation}
              now={now}
              selected={conversation.id === props.selectedId}
              onSelect={() => props.onSelect(conversation.id)}
            />
          ))
        )}
        {rows && props.loading && (
          <div className="chat-center">
            <Spin size={14} />
          </div>
        )}
      </div>
    </div>
  );
}

function QueueRow({
  conversation,
  now,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  now: number;
  selected: boolean;
  onSelect(): void;
}) {
  const t = useT();
  const { user } = conversation;
  const since = waitingSince(conversation);
  const late = overdue(conversation, now);
  return (
    <div
      role="listitem"
      tabIndex={0}
      className={`chat-row${selected ? ' chat-row-selected' : ''}`}
      aria-current={selected || undefined}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
    >
      <UserAvatar avatar={user.avatar} name={user.username || user.userCode} />
      <div className="chat-row-main">
        <div className="chat-row-line">
          <span className="chat-row-name">{user.username || user.userCode}</span>
          {user.vip > 0 && (
            <Tag size="small" color="gold">
              {t('chat.vip', { level: user.vip })}
            </Tag>
          )}
          <span className="chat-row-code">{user.userCode}</span>
        </div>
        <div className="chat-row-line">
          <span className="chat-row-preview">{conversation.lastPreview || '—'}</span>
        </div>
        {conversation.labels.length > 0 && (
          <div className="chat-row-labels">
            {conversation.labels.map((label) => (
              <Tag key={label} size="small">
                {label}
              </Tag>
            ))}
          </div>
        )}
      </div>
      <div className="chat-row-side">
        {since && (
          <span className={`chat-row-wait${late ? ' chat-late' : ''}`}>
            {late && (
              <Tooltip content={t('chat.overdue')}>
                <span className="chat-late-mark" role="img" aria-label={t('chat.overdue')} />
              </Tooltip>
            )}
            {formatSeconds((now - Date.parse(since)) / 1000)}
          </span>
        )}
        {conversation.status !== CLOSED && conversation.agentUnread > 0 && (
          <Badge
            count={conversation.agentUnread}
            maxCount={99}
            aria-label={t('chat.unread', { count: conversation.agentUnread })}
          />
        )}
      </div>
    </div>
  );
}

/** The user's picture, or their initial on a colour of their own. */
export function UserAvatar({ avatar, name, size = 36 }: { avatar: string; name: string; size?: number }) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return (
    <Avatar size={size} style={avatar ? undefined : { backgroundColor: `hsl(${hash}, 55%, 55%)` }}>
      {avatar ? <img src={avatar} alt="" /> : (name.at(0) ?? '?').toUpperCase()}
    </Avatar>
  );
}
