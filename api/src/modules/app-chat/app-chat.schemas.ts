import { Type } from '@sinclair/typebox';
import {
  AppConversation,
  ChatMessage,
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
export const MessageAnswer = Envelope(ChatMessage);
export const ReadBody = Type.Object({ lastId: Type.Integer({ minimum: 0 }) });
export const RateBody = Type.Object({
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: 500 })),
});
export const NothingBody = Type.Object({});
export const TypingAnswer = Envelope(Type.Object({}));
export const UploadAnswer = Envelope(Type.Object({ url: Type.String() }));
