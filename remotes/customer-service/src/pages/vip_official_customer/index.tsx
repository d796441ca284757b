import { ChatScreen } from '../../chat/ChatScreen';
import { QUEUES } from '../../chat/queues';

/** The live chat of the vip_official_customer queue. */
export default function ChatPage() {
  return <ChatScreen queue={QUEUES.vip_official_customer} />;
}
