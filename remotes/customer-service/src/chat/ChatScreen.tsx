// The live chat screen of one queue (the three chat menu entries are this screen with their
// service code): the queue on the left, the open conversation in the middle, the user's card on
// the right; the agent's presence and capacity above the queue, the report in a drawer. The
// queue's live topic keeps it all current; a new user message while the agent looks elsewhere
// beeps (unless muted) and counts in the tab's title.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, InputNumber, Select, Space, Tooltip } from '@arco-design/web-react';
import { IconDashboard, IconMute, IconSound } from '@arco-design/web-react/icon';
import { lazyOverlay, liveChannel, useLiveStatus, useT } from '@backoffice/shared';
import { beep, useMuted, usePageVisible, useTitleCount } from './alerts';
import {
  type Agent,
  type ChatEvent,
  type ChatQueue,
  type ChatView,
  type Conversation as ConversationRow,
  chatTopic,
  OPEN,
  type Presence,
  useChatAgentsQuery,
  useChatListQuery,
  useChatPresenceMutation,
} from './chatApi';
import { type PendingMessage } from './Messages';
import { Queue } from './Queue';
import { StateNote } from './StateNote';
import './chat.css';

// The queue is the first screen; a conversation (its messages, composer, dialogs and the user's
// card) is fetched when the agent first opens one, the report when first asked for.
const Conversation = lazy(() =>
  import(/* webpackChunkName: "chat-conversation" */ './Conversation').then((module) => ({
    default: module.Conversation,
  })),
);
const Reports = lazyOverlay(() =>
  import(/* webpackChunkName: "chat-reports" */ './Reports').then((module) => module.Reports),
);

/** Without the live channel (connecting, closed) the queue is read again this often. */
const POLL_MS = 15_000;
/** A user's "typing" shows this long after the last one heard. */
const TYPING_MS = 4000;
const PAGE_SIZE = 50;
const PRESENCES: Presence[] = ['online', 'away', 'offline'];

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ChatScreen({ queue }: { queue: ChatQueue }) {
  const t = useT();
  const { path, serviceCode } = queue;
  const [view, setView] = useState<ChatView>('waiting');
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebounced(keywordInput.trim(), 300);
  const [labelInput, setLabelInput] = useState('');
  const label = useDebounced(labelInput.trim(), 300);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [typingIn, setTypingIn] = useState<Set<number>>(new Set());
  const [reports, setReports] = useState(false);
  const [muted, setMuted] = useMuted();
  const visible = usePageVisible();

  const agents = useChatAgentsQuery({ path });
  const me = agents.currentData?.me;
  const live = useLiveStatus() === 'open';
  const polling = { pollingInterval: live ? 0 : POLL_MS };
  // waiting and mine are read whole (their unread count the title); the others only for their count until shown
  const arg = (of: ChatView) => ({
    path,
    serviceCode,
    view: of,
    keyword: keyword || undefined,
    label: label || undefined,
    pageSize: of === view || of === 'waiting' || of === 'mine' ? PAGE_SIZE : 1,
  });
  const lists = {
    waiting: useChatListQuery(arg('waiting'), polling),
    mine: useChatListQuery(arg('mine'), polling),
    open: useChatListQuery(arg('open'), polling),
    closed: useChatListQuery(arg('closed'), polling),
  };
  const active = lists[view];
  const counts = Object.fromEntries(
    Object.entries(lists).map(([key, query]) => [key, (query.currentData ?? query.data)?.total]),
  ) as Partial<Record<ChatView, number>>;

  // unread: every message of the waiting ones and of the agent's own not read yet
  const unread = useMemo(() => {
    const rows = new Map<number, ConversationRow>();
    for (const row of [...(lists.waiting.data?.list ?? []), ...(lists.mine.data?.list ?? [])]) rows.set(row.id, row);
    return [...rows.values()].reduce((sum, row) => sum + row.agentUnread, 0);
  }, [lists.waiting.data, lists.mine.data]);
  useTitleCount(unread);

  // the queue's events the cache does not keep: the user typing, and the beep
  const heard = useRef({ selectedId, visible, muted, me: me?.userId });
  useEffect(() => {
    heard.current = { selectedId, visible, muted, me: me?.userId };
  }, [selectedId, visible, muted, me?.userId]);
  useEffect(() => {
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    const typing = (id: number, on: boolean) => {
      clearTimeout(timers.get(id));
      setTypingIn((current) => {
        if (current.has(id) === on) return current;
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
      if (on)
        timers.set(
          id,
          setTimeout(() => typing(id, false), TYPING_MS),
        );
    };
    const stop = liveChannel.listen(chatTopic(serviceCode), (event, replayed) => {
      const payload = event.payload as ChatEvent;
      if (payload.change === 'typing') return typing(payload.conversationId, true);
      if (payload.change !== 'message' || payload.message.author !== 'user') return;
      typing(payload.conversation.id, false);
      const now = heard.current;
      const someoneElses = payload.conversation.status === OPEN && payload.conversation.agent?.id !== now.me;
      const seen = now.visible && now.selectedId === payload.conversation.id;
      if (!replayed && !now.muted && !seen && !someoneElses) beep();
    });
    return () => {
      stop();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [serviceCode]);

  const putPending = (message: PendingMessage) =>
    setPending((current) => [...current.filter((one) => one.clientId !== message.clientId), message]);
  const dropPending = (clientId: string) => setPending((current) => current.filter((one) => one.clientId !== clientId));

  return (
    <div className="chat-screen">
      <div className="chat-left">
        <MyPresence path={path} me={me} failed={agents.isError} />
        <Queue
          view={view}
          onView={setView}
          counts={counts}
          rows={active.currentData?.list}
          loading={active.isFetching}
          failed={active.isError}
          onRetry={() => void active.refetch()}
          filtered={Boolean(keyword || label)}
          keyword={keywordInput}
          onKeyword={setKeywordInput}
          label={labelInput}
          onLabel={setLabelInput}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
        <div className="chat-left-foot">
          <Tooltip content={muted ? t('chat.sound.off') : t('chat.sound.on')}>
            <Button
              size="mini"
              type="text"
              icon={muted ? <IconMute /> : <IconSound />}
              aria-pressed={!muted}
              aria-label={t('chat.sound')}
              onClick={() => setMuted(!muted)}
            />
          </Tooltip>
          <Button size="mini" type="text" icon={<IconDashboard />} onClick={() => setReports(true)}>
            {t('chat.report')}
          </Button>
        </div>
      </div>
      {selectedId === null ? (
        <div className="chat-none">
          <StateNote text={t('chat.none')} />
        </div>
      ) : (
        <Suspense
          fallback={
            <div className="chat-none">
              <StateNote text={t('chat.loading')} />
            </div>
          }
        >
          <Conversation
            key={selectedId}
            queue={queue}
            id={selectedId}
            agents={agents.currentData?.list ?? []}
            me={me}
            pending={pending.filter((one) => one.conversationId === selectedId)}
            putPending={putPending}
            dropPending={dropPending}
            typing={typingIn.has(selectedId)}
            visible={visible}
          />
        </Suspense>
      )}
      {reports && <Reports queue={queue} onClose={() => setReports(false)} />}
    </div>
  );
}

/** The agent's presence (online takes conversations, away keeps theirs, offline none) and how many they take at once. */
function MyPresence({ path, me, failed }: { path: string; me: Agent | undefined; failed: boolean }) {
  const t = useT();
  const [change, { isLoading }] = useChatPresenceMutation();
  // what the agent is typing in the capacity box, until it is saved (else the api's)
  const [draft, setDraft] = useState<number | undefined>();
  const capacity = draft ?? me?.capacity;
  if (failed) return <div className="chat-presence chat-hint">{t('chat.presence.error')}</div>;
  const commit = () => {
    if (!me || draft === undefined || draft === me.capacity) return setDraft(undefined);
    // the box keeps the new number until the api has it (refused: the api's number again, and its toast)
    void change({ path, capacity: draft })
      .unwrap()
      .then(
        () => setDraft(undefined),
        () => setDraft(undefined),
      );
  };
  return (
    <div className="chat-presence">
      <Space size={6}>
        <Select
          size="small"
          aria-label={t('chat.presence')}
          value={me?.presence}
          disabled={!me}
          loading={isLoading}
          style={{ width: 112 }}
          onChange={(presence: Presence) =>
            void change({ path, presence })
              .unwrap()
              .catch(() => undefined)
          }
          renderFormat={(_, value) => (
            <span className={`chat-presence-dot chat-presence-${String(value)}`}>
              {t(`chat.presence.${String(value)}`)}
            </span>
          )}
        >
          {PRESENCES.map((presence) => (
            <Select.Option key={presence} value={presence}>
              <span className={`chat-presence-dot chat-presence-${presence}`}>{t(`chat.presence.${presence}`)}</span>
            </Select.Option>
          ))}
        </Select>
        <Tooltip content={t('chat.capacity.hint')}>
          <span className="chat-capacity">
            {t('chat.capacity', { open: me?.open ?? 0 })}
            <InputNumber
              size="mini"
              aria-label={t('chat.capacity.label')}
              min={1}
              max={50}
              precision={0}
              value={capacity}
              disabled={!me}
              style={{ width: 64 }}
              onChange={(value) => setDraft(value ?? undefined)}
              onBlur={commit}
            />
          </span>
        </Tooltip>
      </Space>
    </div>
  );
}
