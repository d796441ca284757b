import { Type } from '@sinclair/typebox';
import {
  AppConversation,
  ChatMessage,
  MessageId,
  MessageBody,
  MessagePage,
  MessagesQuery,
  ServiceCodeField,
} from '../../domain/chat';
import { Envelope } from '../../platform/envelope';

export const OpenBody = Type.Object({
  serviceCode: Type.Optional(ServiceCodeField),
});
export const ConversationAnswer = Envelope(AppConversation);
export const CurrentAnswer = Envelope(Type.Union([AppConversation, Type.Null()]));
export const MessagePageAnswer = Envelope(MessagePage);
export { MessageBody, MessagesQuery };
/** What the writer gets: the message stored and the conversation as it now stands. */
export const SentAnswer = Envelope(Type.Object({ message: ChatMessage, conversation: AppConversation }));
export const ReadBody = Type.Object({ lastId: MessageId });
export const RateBody = Type.Object({
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: 500 })),
});
export const NothingBody = Type.Object({});
export const TypingAnswer = Envelope(Type.Object({}));
export const UploadAnswer = Envelope(Type.Object({ url: Type.String() }));
