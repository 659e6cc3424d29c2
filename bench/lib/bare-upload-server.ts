/**
 * Child process of the media upload benchmark, its baseline: a bare Node HTTP server on loopback that
 * pipes each request body to a new file in BENCH_BARE_DIR with fs.createWriteStream (no parsing, no
 * checks, no database). Prints one JSON line when ready.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.BENCH_BARE_DIR!;
const port = Number(process.env.BENCH_PORT ?? 18581);
fs.mkdirSync(dir, { recursive: true });
let n = 0;

const server = http.createServer((req, res) => {
  const file = path.join(dir, `upload-${++n}.bin`);
  const out = fs.createWriteStream(file, { flags: 'wx' });
  pipeline(req, out).then(
    () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ file, size: out.bytesWritten }));
    },
    () => {
      fs.rmSync(file, { force: true });
      res.writeHead(500).end();
    },
  );
});
server.listen(port, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/upload` }));
});
