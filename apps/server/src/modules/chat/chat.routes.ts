import type { FastifyInstance } from 'fastify';
import { channelsRoutes } from './channels.routes.js';
import { chatRealtimeOf } from './chat.realtime.js';
import { giphyRoutes } from './giphy.js';
import { messagesRoutes } from './messages.routes.js';

/** The chat (issue 5): channels, members, messages over HTTP, and their realtime side. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const rt = chatRealtimeOf(app.platform);
  app.addHook('onClose', async () => rt.close());
  channelsRoutes(app, rt);
  messagesRoutes(app, rt);
  giphyRoutes(app);
}
