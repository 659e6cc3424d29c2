import type { FastifyInstance } from 'fastify';
import { registerUtilizationSource } from '../library/utilizations.js';
import { channelsRoutes } from './channels.routes.js';
import { chatRealtimeOf } from './chat.realtime.js';
import { chatMessagesSource } from './chat.utilizations.js';
import { giphyRoutes } from './giphy.js';
import { messagesRoutes } from './messages.routes.js';

/** The chat (issue 5): channels, members, messages over HTTP, and their realtime side. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  registerUtilizationSource(chatMessagesSource);
  const rt = chatRealtimeOf(app.platform);
  app.addHook('onClose', async () => rt.close());
  channelsRoutes(app, rt);
  messagesRoutes(app, rt);
  giphyRoutes(app);
}
