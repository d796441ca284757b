import { ChatScreen } from '../../chat/ChatScreen';
import { QUEUES } from '../../chat/queues';

/** The live chat of the premium customer-service queue (the menu's big account). */
export default function ChatPage() {
  return <ChatScreen queue={QUEUES.big_account} />;
}
