import { registerMessages } from '@backoffice/shared';
import enUS from './en-US';
import zhCN from './zh-CN';

export const hostMessages = { 'en-US': enUS, 'zh-CN': zhCN };

export function registerHostMessages() {
  registerMessages(hostMessages);
}
