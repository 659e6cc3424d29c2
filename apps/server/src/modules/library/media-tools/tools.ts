import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** The optional Debian tools processing uses: ffmpeg (video) and poppler-utils (PDF). */
export type ToolName = 'ffmpeg' | 'ffprobe' | 'pdfinfo' | 'pdftoppm';

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
 * (up to 1 MB); a failure throws a ToolError carrying the end of stderr.
 */
export async function runTool(name: ToolName, args: string[], opts: { timeoutMs: number }): Promise<string> {
  const bin = await findTool(name);
  if (!bin) throw new ToolError(name, `${name} is not installed`, '');
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outSize = 0;
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
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
