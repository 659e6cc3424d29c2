import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const BLOCK = 1 << 20;
/** USER_HZ: the unit of /proc/<pid>/stat's times (100 on Linux whatever the kernel's HZ). */
const CLOCK_TICKS = 100;

/**
 * An ISO media 'ftyp' box (brand isom, compatible isom iso2 avc1 mp41): what file-type, and so the
 * server's byte check, reads as an MP4 video.
 */
const FTYP = Buffer.from([
  0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f,
  0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76, 0x63, 0x31, 0x6d, 0x70, 0x34, 0x31,
]);

export interface UploadBody {
  /** A new stream of the same bytes each time. */
  stream(): Readable;
  length: number;
  contentType: string;
}

/**
 * A multipart/form-data body with one part `file` named `fileName`: `size` bytes starting with an MP4
 * 'ftyp' box, then one random MiB repeated (made once: the client spends no time making bytes).
 */
export function mp4Upload(size: number, fileName = 'bench.mp4'): UploadBody {
  const block = randomBytes(BLOCK);
  const first = Buffer.from(block);
  FTYP.copy(first, 0);
  const boundary = `----stride-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  function* chunks(): Generator<Buffer> {
    yield head;
    for (let sent = 0; sent < size; sent += BLOCK) {
      yield (sent === 0 ? first : block).subarray(0, Math.min(BLOCK, size - sent));
    }
    yield tail;
  }
  return {
    stream: () => Readable.from(chunks(), { objectMode: false }),
    length: head.length + size + tail.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface UploadResult {
  status: number;
  body: string;
  ms: number;
}

/** POSTs the body with backpressure; resolves with the answer (also one given before the body ended). */
export function postUpload(url: string, headers: Record<string, string>, body: UploadBody): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const source = body.stream();
    let answered = false;
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-type': body.contentType, 'content-length': String(body.length) },
    });
    req.on('response', (res) => {
      answered = true;
      // An early answer (a refusal) ends the sending.
      source.destroy();
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(parts).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    pipeline(source, req).catch((err: unknown) => {
      if (!answered) reject(err as Error);
    });
  });
}

/** Every file under `dir` (hidden folders included), as paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** Samples a process's RSS (VmRSS, MB) every `everyMs` until stopped: the highest and every sample. */
export function sampleRss(pid: number, everyMs = 100) {
  const samples: number[] = [];
  const read = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    samples.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop() {
      clearInterval(timer);
      read();
      return { peak: Math.max(...samples), samples };
    },
  };
}

/** CPU time a process has used so far (user + system), in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
