import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../../features/demo/chat/chat-page';

export const Route = createFileRoute('/_app/(demo)/chat')({
  component: ChatPage,
});
