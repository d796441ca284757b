// Customer-service chat: conversations between app users and agents in three queues, their
// messages (stored, then announced on the live channel), assignment, timers in business
// hours, frequent replies. The one door: screen modules import this file only.
export { Agent, agentsOf, PRESENCES, type Presence, setAgent } from './agents';
export { announceTyping } from './announce';
export { AppConversation, appConversation } from './appView';
export { assignWaiting } from './assignment';
export { claim, close, markRead, openConversation, rate, routeOf, setLabels, transfer, userWrites } from './lifecycle';
export { listMessages, type MessagePageQuery, postMessage } from './messages';
export { conversationById, conversationRows, presentConversation } from './present';
export {
  APP_CHAT_TOPIC,
  CONVERSATION,
  queuePermission,
  queueSettings,
  queueTopic,
  SCREEN_PATH,
  SERVICE_CODES,
  type ServiceCode,
} from './queues';
export {
  ChatMessage,
  ClientId,
  Conversation,
  MessageBody,
  MessageId,
  MessagePage,
  MessagesQuery,
  ServiceCodeField,
} from './schemas';
export { CHAT_IMAGE_BYTES_MAX, CHAT_IMAGE_PATH, chatImageFolder, checkChatImageUrl, keepChatImage } from './images';
export {
  compensate,
  CompensationAnswer,
  type CompensationAsked,
  COMPENSATION_KINDS,
  type CompensationKind,
} from './compensation';
export {
  fillReply,
  QUEUE_REPLIES_MAX,
  type QueueReply,
  REPLY_SERVICE_CODES,
  REPLY_VARIABLES,
  repliesForQueue,
  type ReplyServiceCode,
  type ReplyVariable,
  unknownReplyVariables,
} from './replies';
