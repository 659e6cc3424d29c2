/**
 * Child process of the chat benchmark: a bare Socket.IO server with @socket.io/redis-adapter on the
 * bench's Redis (its own key prefix), on BENCH_PORT. A client's 'join' puts it in a room; its 'send'
 * ({ room, payload }) is broadcast to the room as 'chat:message' and acknowledged. No token, no
 * database: the baseline of a broadcast. Prints one JSON line when ready.
 */
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const port = Number(process.env.BENCH_PORT);
const pub = new Redis(process.env.REDIS_URL!);
const sub = pub.duplicate();
const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false, transports: ['websocket'] });
io.adapter(createAdapter(pub, sub, { key: `${process.env.REDIS_PREFIX}:bare` }));
io.on('connection', (socket) => {
  socket.on('join', (room: string, ack: () => void) => {
    void socket.join(room);
    ack();
  });
  socket.on('send', (msg: { room: string; payload: unknown }, ack: () => void) => {
    io.to(msg.room).emit('chat:message', msg.payload);
    ack();
  });
});
await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));

process.once('SIGTERM', () => {
  void io.close();
  pub.disconnect();
  sub.disconnect();
  process.exit(0);
});
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
