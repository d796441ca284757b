import { registerMessages } from '@backoffice/shared';
import { screenNames } from '@backoffice/shared/catalogue';
import enUS from './en-US';
import zhCN from './zh-CN';
import { loginMessages } from '../pages/login/messages';

export const hostMessages = { 'en-US': enUS, 'zh-CN': zhCN };

/** The host's texts and the name of every screen its catalogue knows (a newer screen's come with its remote). */
export function registerHostMessages() {
  registerMessages(screenNames());
  registerMessages(hostMessages);
  registerMessages(loginMessages);
}
