import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../../features/demo/chat/chat-page';
import { chatQueries } from '../../../features/demo/chat/chat.queries';
import { ensureForScreen } from '../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/chat')({
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => ensureForScreen(context.queryClient, chatQueries.data(context.useCases.demo.chat)),
  component: ChatPage,
});
