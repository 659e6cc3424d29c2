import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The optional Debian tools the server runs: ffmpeg (video, speech's audio) and poppler-utils (PDF) for the
 * library's processing; apertium (translation) and espeak-ng (text-to-speech) for the language tools.
 */
export type ToolName = 'ffmpeg' | 'ffprobe' | 'pdfinfo' | 'pdftoppm' | 'apertium' | 'espeak-ng';

const found = new Map<ToolName, Promise<string | null>>();

async function search(name: ToolName): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

/** The tool's path, or null when it is not installed; looked up once per process. */
export function findTool(name: ToolName): Promise<string | null> {
  let result = found.get(name);
  if (!result) {
    result = search(name);
    found.set(name, result);
  }
  return result;
}

/** Tests: pretend tools are missing (null) or look them up again (undefined). */
export function overrideTools(overrides: Partial<Record<ToolName, null | undefined>>): void {
  for (const [name, value] of Object.entries(overrides) as [ToolName, null | undefined][]) {
    if (value === null) found.set(name, Promise.resolve(null));
    else found.delete(name);
  }
}

/** A tool that ran and failed (exit code, signal or timeout), with the end of what it said. */
export class ToolError extends Error {
  constructor(
    readonly tool: ToolName,
    message: string,
    readonly stderr: string,
    readonly timedOut = false,
  ) {
    super(message);
  }

  /** The last meaningful line of stderr, for a note a person reads. */
  get reason(): string {
    if (this.timedOut) return this.message;
    const lines = this.stderr
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    return lines.at(-1) ?? this.message;
  }
}

const STDOUT_LIMIT = 1_048_576;
const STDERR_TAIL = 8_192;

/**
 * Runs a tool with an argument array (never a shell), killing it after timeoutMs. Answers stdout
 * (up to 1 MB); a failure throws a ToolError carrying the end of stderr. The tool runs in a process group
 * of its own, killed whole on timeout: apertium is a script whose pipeline would outlive it.
 */
export async function runTool(name: ToolName, args: string[], opts: { timeoutMs: number }): Promise<string> {
  const bin = await findTool(name);
  if (!bin) throw new ToolError(name, `${name} is not installed`, '');
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, detached: true });
    const out: Buffer[] = [];
    let outSize = 0;
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, opts.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (outSize < STDOUT_LIMIT) out.push(chunk);
      outSize += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new ToolError(name, `${name} could not start: ${e.message}`, err));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new ToolError(name, `${name} took longer than ${opts.timeoutMs / 1000} s`, err, true));
      else if (code !== 0) reject(new ToolError(name, `${name} failed (${signal ?? `exit ${code}`})`, err));
      else resolve(Buffer.concat(out).toString('utf8'));
    });
  });
}

/** Kills the tool and everything it started (its process group); the tool alone where there is no group. */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/**
 * Runs fn with a folder of its own (mode 0700, under the system's temporary folder) holding `text` in a file
 * of mode 0600, and removes both after, whatever happens: how a tool gets a person's text, never as an
 * argument nor through a shell.
 */
export async function withTextFile<T>(text: string, fn: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stride-text-'));
  try {
    const file = path.join(dir, 'text.txt');
    await writeFile(file, text, { encoding: 'utf8', mode: 0o600 });
    return await fn(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
