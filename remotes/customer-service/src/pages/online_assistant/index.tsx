import { ChatScreen } from '../../chat/ChatScreen';
import { QUEUES } from '../../chat/queues';

/** The live chat of the online_assistant queue. */
export default function ChatPage() {
  return <ChatScreen queue={QUEUES.online_assistant} />;
}
