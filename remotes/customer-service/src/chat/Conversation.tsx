// The middle column: one conversation — its header and actions (claim, transfer, labels,
// compensate, close), its messages, and the composer. What the agent sends shows at once as
// being sent, under a fresh client id: sent again after a failure it is still the one message.
import { newClientId } from './clientId';
import { useEffect, useRef, useState } from 'react';
import { Button, Message, Modal, Space, Spin, Tag } from '@arco-design/web-react';
import { usePermission, useT } from '@backoffice/shared';
import {
  type Agent,
  type ChatQueue,
  type Conversation as ConversationRow,
  CLOSED,
  useChatClaimMutation,
  useChatCloseMutation,
  useChatConversationQuery,
  useChatMessagesQuery,
  useChatNoteMutation,
  useChatOlderMessagesMutation,
  useChatReadMutation,
  useChatRepliesQuery,
  useChatSendMutation,
  useChatTypingMutation,
  useChatUploadMutation,
  WAITING,
} from './chatApi';
import { Composer } from './Composer';
import { CompensateDialog, LabelsDialog, TransferDialog } from './Dialogs';
import { MessageList, type PendingMessage } from './Messages';
import { StateNote } from './StateNote';
import { UserCard } from './UserCard';

export interface ConversationProps {
  queue: ChatQueue;
  id: number;
  agents: Agent[];
  me: Agent | undefined;
  pending: PendingMessage[];
  putPending(message: PendingMessage): void;
  dropPending(clientId: string): void;
  /** the user is typing (heard live in the last few seconds) */
  typing: boolean;
  /** the tab is in front: what is shown is read */
  visible: boolean;
}

type Dialog = 'transfer' | 'labels' | 'compensate' | null;

export function Conversation(props: ConversationProps) {
  const t = useT();
  const allowed = usePermission();
  const { queue, id } = props;
  const key = { path: queue.path, serviceCode: queue.serviceCode, id };
  const detail = useChatConversationQuery(key);
  const messages = useChatMessagesQuery(key);
  const replies = useChatRepliesQuery(key);
  const [older, olderState] = useChatOlderMessagesMutation();
  const [send] = useChatSendMutation();
  const [note] = useChatNoteMutation();
  const [claim, claimState] = useChatClaimMutation();
  const [close] = useChatCloseMutation();
  const [read] = useChatReadMutation();
  const [typing] = useChatTypingMutation();
  const [upload, uploadState] = useChatUploadMutation();
  const [dialog, setDialog] = useState<Dialog>(null);

  const can = (action: string) => allowed([`customer-service:${queue.path}:${action}`]);
  const conversation = detail.currentData;
  const list = messages.currentData?.list;

  // read: the latest message while the conversation is open in a tab in front
  const marked = useRef(0);
  const lastId = list?.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!conversation || !props.visible || lastId <= conversation.agentReadId || lastId <= marked.current) return;
    marked.current = lastId;
    void read({ ...key, lastId }).catch(() => {
      marked.current = 0; // told again with the next message
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation?.agentReadId, lastId, props.visible]);

  if (detail.isError || messages.isError)
    return (
      <section className="chat-conversation">
        <StateNote text={t('chat.conversation.error')}>
          <Button
            size="small"
            onClick={() => {
              void detail.refetch();
              void messages.refetch();
            }}
          >
            {t('chat.retry')}
          </Button>
        </StateNote>
      </section>
    );
  if (!conversation || !list)
    return (
      <section className="chat-conversation chat-center">
        <Spin />
      </section>
    );

  const sendPending = async (message: PendingMessage) => {
    props.putPending({ ...message, failed: false });
    try {
      if (message.note)
        await note({ ...key, clientId: message.clientId, body: message.body, mentions: message.mentions }).unwrap();
      else
        await send({
          ...key,
          clientId: message.clientId,
          body: message.body || undefined,
          imageUrl: message.imageUrl,
        }).unwrap();
      props.dropPending(message.clientId);
    } catch {
      // kept, with its client id: sent again it is still the one message
      props.putPending({ ...message, failed: true });
    }
  };
  const fresh = (
    fields: Pick<PendingMessage, 'note' | 'body' | 'mentions'> & { imageUrl?: string },
  ): PendingMessage => ({
    clientId: newClientId(),
    conversationId: id,
    failed: false,
    createTime: new Date().toISOString(),
    ...fields,
  });

  const closed = conversation.status === CLOSED;
  const mayReply = can('reply');
  const askClose = () =>
    Modal.confirm({
      title: t('chat.close.title'),
      content: t('chat.close.content', { name: conversation.user.username || conversation.user.userCode }),
      okText: t('chat.close'),
      cancelText: t('chat.cancel'),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        await close(key).unwrap();
        Message.success(t('chat.close.done'));
      },
    });

  return (
    <>
      <section className="chat-conversation" aria-label={t('chat.conversation')}>
        <header className="chat-conversation-head">
          <div className="chat-conversation-title">
            <strong>{conversation.user.username || conversation.user.userCode}</strong>
            <StatusTag conversation={conversation} />
            {conversation.labels.map((label) => (
              <Tag key={label} size="small">
                {label}
              </Tag>
            ))}
          </div>
          <Space size={6} wrap>
            {conversation.status === WAITING && mayReply && (
              <Button
                size="small"
                type="primary"
                loading={claimState.isLoading}
                onClick={() =>
                  void claim(key)
                    .unwrap()
                    .then(
                      () => Message.success(t('chat.claim.done')),
                      () => undefined,
                    )
                }
              >
                {t('chat.claim')}
              </Button>
            )}
            {!closed && mayReply && (
              <Button size="small" onClick={() => setDialog('transfer')}>
                {t('chat.transfer')}
              </Button>
            )}
            {mayReply && (
              <Button size="small" onClick={() => setDialog('labels')}>
                {t('chat.labels')}
              </Button>
            )}
            {can('compensate') && (
              <Button size="small" onClick={() => setDialog('compensate')}>
                {t('chat.compensate')}
              </Button>
            )}
            {!closed && can('close') && (
              <Button size="small" status="danger" onClick={askClose}>
                {t('chat.close')}
              </Button>
            )}
          </Space>
        </header>
        <MessageList
          messages={list}
          pending={props.pending}
          hasMore={messages.currentData?.hasMore ?? false}
          loadingOlder={olderState.isLoading}
          onOlder={() => void older({ ...key, before: list[0]?.id ?? 0 }).catch(() => undefined)}
          userReadId={conversation.userReadId}
          userName={conversation.user.username || conversation.user.userCode}
          myName={props.me?.name ?? ''}
          agents={props.agents}
          typing={props.typing && !closed}
          onRetry={(message) => void sendPending(message)}
        />
        <Composer
          disabled={closed || !mayReply}
          disabledText={closed ? t('chat.closed.composer') : t('chat.noReply')}
          agents={props.agents.filter((agent) => agent.userId !== props.me?.userId)}
          replies={replies.currentData?.list}
          repliesLoading={replies.isFetching}
          uploading={uploadState.isLoading}
          onSend={(body) => void sendPending(fresh({ note: false, body, mentions: [] }))}
          onNote={(body, mentions) => void sendPending(fresh({ note: true, body, mentions }))}
          onImage={(file) =>
            void upload({ path: queue.path, file })
              .unwrap()
              .then(({ url }) => sendPending(fresh({ note: false, body: '', mentions: [], imageUrl: url })))
              .catch(() => undefined)
          }
          onTyping={() => void typing(key).catch(() => undefined)}
        />
      </section>
      <UserCard card={conversation.card} />
      {dialog === 'transfer' && (
        <TransferDialog
          queue={queue}
          conversation={conversation}
          agents={props.agents}
          me={props.me?.userId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'labels' && (
        <LabelsDialog queue={queue} conversation={conversation} onClose={() => setDialog(null)} />
      )}
      {dialog === 'compensate' && (
        <CompensateDialog queue={queue} conversation={conversation} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

function StatusTag({ conversation }: { conversation: ConversationRow }) {
  const t = useT();
  if (conversation.status === WAITING)
    return (
      <Tag size="small" color="orange">
        {t('chat.status.waiting')}
      </Tag>
    );
  if (conversation.status === CLOSED)
    return (
      <Tag size="small" color="gray">
        {conversation.satisfaction !== null
          ? t('chat.status.closedRated', { score: conversation.satisfaction })
          : t('chat.status.closed')}
      </Tag>
    );
  return (
    <Tag size="small" color="arcoblue">
      {t('chat.status.open', { name: conversation.agent?.name ?? '—' })}
    </Tag>
  );
}
