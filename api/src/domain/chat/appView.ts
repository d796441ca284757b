// What the app user sees of a conversation: not the agents' labels, timers nor unread counts.
import { type Static, Type } from '@sinclair/typebox';
import { Conversation, ServiceCodeField } from './schemas';

export const AppConversation = Type.Object({
  id: Type.Integer(),
  serviceCode: ServiceCodeField,
  status: Type.Integer({ description: '0 waiting for an agent, 1 with an agent, 2 closed' }),
  agent: Conversation.properties.agent,
  lastMessageId: Type.Integer(),
  lastMessageTime: Type.String({ format: 'date-time' }),
  userUnread: Type.Integer(),
  agentReadId: Type.Integer({ description: 'the last message of yours an agent has seen' }),
  createTime: Type.String({ format: 'date-time' }),
  closedTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  satisfaction: Type.Union([Type.Integer(), Type.Null()]),
});
export type AppConversation = Static<typeof AppConversation>;

export const appConversation = (conversation: Conversation): AppConversation => ({
  id: conversation.id,
  serviceCode: conversation.serviceCode,
  status: conversation.status,
  agent: conversation.agent,
  lastMessageId: conversation.lastMessageId,
  lastMessageTime: conversation.lastMessageTime,
  userUnread: conversation.userUnread,
  agentReadId: conversation.agentReadId,
  createTime: conversation.createTime,
  closedTime: conversation.closedTime,
  satisfaction: conversation.satisfaction,
});
