// The three queues the chat screen serves: its menu path and the service code the api knows.
import { type ChatQueue } from './chatApi';

export const SERVICE_CODES = ['online_assistant', 'vip_official_customer', 'premium_customer_service'] as const;

export const QUEUES = {
  online_assistant: { path: 'online_assistant', serviceCode: 'online_assistant' },
  vip_official_customer: { path: 'vip_official_customer', serviceCode: 'vip_official_customer' },
  // the menu calls it big_account; the api's queue is premium customer service
  big_account: { path: 'big_account', serviceCode: 'premium_customer_service' },
} satisfies Record<string, ChatQueue>;
