import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { ChatEvent, type ChatMessage } from '@stride/contracts';
import { multipartBody } from '../support/multipart.js';
import { OidcClient, SignInError } from '../support/oidc.js';
import { overHttp } from '../support/over-http.js';

/** Every process is behind one address, as behind a load balancer: tokens and sign-in pages name it. */
export const PUBLIC_HOST = 'localhost:8080';

export const KINDS = ['signin', 'list', 'chat', 'upload', 'import', 'sprint'] as const;
export type Kind = (typeof KINDS)[number];

/** The route each kind calls, named in the 5xx tally. */
export const ROUTE: Record<Kind, string> = {
  signin: 'POST /auth/interaction/:uid/login (and the code, the token)',
  list: 'GET /api/participants',
  chat: 'POST /api/chats/:id/messages',
  upload: 'POST /api/ml/files/upload',
  import: 'POST /api/participants/import',
  sprint: 'POST /api/messages/templates (and /:id/apply)',
};

/** One call as the load saw it: status 0 is no answer (connection refused or reset, or no answer in time). */
export interface Call {
  kind: Kind;
  server: number;
  status: number;
  startedMs: number;
  endedMs: number;
}

/** A process the load reaches: its port changes when it is started again; `up` is the balancer's health check. */
export interface Target {
  port: number;
  up: boolean;
}

export interface Fixture {
  advisor: { email: string; password: string; profileId: number };
  admin: { email: string; password: string };
  channelId: string;
  /** Participants without a sprint yet, one for each sprint the load applies. */
  sprintParticipants: number[];
}

/** What the load was told was stored (a 2xx), to be found in the database afterwards. */
export interface Acknowledged {
  chatClientIds: string[];
  uploadIds: number[];
  importTasks: Array<{ taskId: number; emails: string[] }>;
  sprintParticipants: number[];
}

const ANSWER_TIMEOUT_MS = 15_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The pause between two calls of a kind, per worker: a steady mix of a few calls a second. */
const PACE_MS: Record<Kind, number> = { signin: 1500, list: 250, chat: 200, upload: 500, import: 1500, sprint: 1200 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Load {
  readonly calls: Call[] = [];
  readonly acknowledged: Acknowledged = { chatClientIds: [], uploadIds: [], importTasks: [], sprintParticipants: [] };
  private readonly t0 = performance.now();
  private running = false;
  private turn = 0;
  private workers: Promise<void>[] = [];
  private tokens: { advisor: string; admin: string } = { advisor: '', admin: '' };

  constructor(
    private readonly targets: Target[],
    private readonly fixture: Fixture,
  ) {}

  now(): number {
    return performance.now() - this.t0;
  }

  async signInFirst(): Promise<void> {
    const client = (port: number) => new OidcClient(overHttp(port), PUBLIC_HOST);
    const port = this.targets[0]!.port;
    this.tokens.advisor = (
      await client(port).signIn(this.fixture.advisor.email, this.fixture.advisor.password)
    ).access_token;
    this.tokens.admin = (await client(port).signIn(this.fixture.admin.email, this.fixture.admin.password)).access_token;
  }

  start(): void {
    this.running = true;
    this.workers = KINDS.map((kind) => this.work(kind));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** The next process the balancer sends to: round robin over those up. */
  private pick(): number {
    for (let i = 0; i < this.targets.length; i++) {
      const index = this.turn++ % this.targets.length;
      if (this.targets[index]!.up) return index;
    }
    return 0;
  }

  private async work(kind: Kind): Promise<void> {
    while (this.running) {
      const server = this.pick();
      const startedMs = this.now();
      const status = await this.call(kind, this.targets[server]!.port).catch((err: unknown) => statusOf(err));
      this.calls.push({ kind, server, status, startedMs, endedMs: this.now() });
      await sleep(PACE_MS[kind]);
    }
  }

  private send(port: number, opts: InjectOptions, token: string): Promise<LightMyRequestResponse> {
    const injector = overHttp(port);
    return Promise.race([
      injector.inject({ ...opts, headers: { host: PUBLIC_HOST, authorization: `Bearer ${token}`, ...opts.headers } }),
      sleep(ANSWER_TIMEOUT_MS).then(() => Promise.reject(new Error('no answer in time'))),
    ]);
  }

  /** One call of the kind; answers the status the load counts (a sign-in's or a sprint's last step's). */
  private async call(kind: Kind, port: number): Promise<number> {
    const { advisor, admin } = this.tokens;
    switch (kind) {
      case 'signin': {
        const tokens = await Promise.race([
          new OidcClient(overHttp(port), PUBLIC_HOST).signIn(this.fixture.advisor.email, this.fixture.advisor.password),
          sleep(ANSWER_TIMEOUT_MS).then(() => Promise.reject(new Error('no answer in time'))),
        ]);
        return tokens.access_token ? 200 : 0;
      }
      case 'list':
        return (await this.send(port, { method: 'GET', url: '/api/participants?page=1&perPage=20' }, advisor))
          .statusCode;
      case 'chat': {
        const clientId = randomUUID();
        const res = await this.send(
          port,
          { method: 'POST', url: `/api/chats/${this.fixture.channelId}/messages`, payload: { clientId, text: 'Soak' } },
          advisor,
        );
        if (res.statusCode < 300) this.acknowledged.chatClientIds.push(clientId);
        return res.statusCode;
      }
      case 'upload': {
        const body = multipartBody({}, { file: { name: 'dot.png', type: 'image/png', data: PNG } });
        const res = await this.send(
          port,
          { method: 'POST', url: '/api/ml/files/upload', payload: body.payload, headers: body.headers },
          advisor,
        );
        if (res.statusCode < 300) this.acknowledged.uploadIds.push(res.json<{ storageFileId: number }>().storageFileId);
        return res.statusCode;
      }
      case 'import': {
        const emails = [1, 2].map(() => `soak-${randomUUID().slice(0, 12)}@soak.example`);
        const csv = ['firstName,lastName,email,language', ...emails.map((e) => `Soak,Import,${e},en`)].join('\r\n');
        const body = multipartBody(
          { advisorId: String(this.fixture.advisor.profileId) },
          { file: { name: 'people.csv', type: 'text/csv', data: Buffer.from(csv) } },
        );
        const res = await this.send(
          port,
          { method: 'POST', url: '/api/participants/import', payload: body.payload, headers: body.headers },
          admin,
        );
        if (res.statusCode < 300) this.acknowledged.importTasks.push({ taskId: res.json<{ id: number }>().id, emails });
        return res.statusCode;
      }
      case 'sprint':
        return this.sprint(port, advisor);
    }
  }

  /**
   * A one-message sprint for a participant of its own, due in 10 to 70 s (the template's time is a minute of
   * the day in the participant's zone, UTC here): sent by the delayed wake-up job, or the sweep.
   */
  private async sprint(port: number, token: string): Promise<number> {
    const participant = this.fixture.sprintParticipants.pop();
    if (participant === undefined) return 200;
    const at = new Date(Date.now() + 70_000);
    const time = at.toISOString().slice(11, 16);
    const made = await this.send(
      port,
      {
        method: 'POST',
        url: '/api/messages/templates',
        payload: { name: `Soak ${randomUUID().slice(0, 8)}`, messages: [{ day: 1, time, text: 'Soak sprint' }] },
      },
      token,
    );
    if (made.statusCode >= 300) {
      this.fixture.sprintParticipants.push(participant);
      return made.statusCode;
    }
    const applied = await this.send(
      port,
      {
        method: 'POST',
        url: `/api/messages/templates/${made.json<{ id: number }>().id}/apply`,
        payload: { participantProfileId: participant, startDate: at.toISOString().slice(0, 10) },
      },
      token,
    );
    if (applied.statusCode < 300) this.acknowledged.sprintParticipants.push(participant);
    else this.fixture.sprintParticipants.push(participant);
    return applied.statusCode;
  }
}

function statusOf(err: unknown): number {
  if (err instanceof SignInError) return err.page.statusCode;
  const failed = /(?:failed|form): (\d{3})/.exec(String((err as Error)?.message));
  return failed ? Number(failed[1]) : 0;
}

/**
 * The advisor's portal, one tab on each process: counts every chat message it receives by channel and
 * timetoken. Reconnects by itself after its process or Redis went away, as the portal does.
 */
export class Listener {
  readonly received = new Map<string, number>();
  private socket: Socket | undefined;

  open(port: number, token: string): Promise<void> {
    this.socket?.disconnect();
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      auth: { token },
      extraHeaders: { host: PUBLIC_HOST },
    });
    this.socket = socket;
    socket.on(ChatEvent.Message, (m: ChatMessage) => {
      const key = `${m.channelId}:${m.timetoken}`;
      this.received.set(key, (this.received.get(key) ?? 0) + 1);
    });
    return new Promise((resolve, reject) => {
      socket.once(ChatEvent.Ready, () => resolve());
      socket.once('connect_error', reject);
    });
  }

  duplicates(): number {
    return [...this.received.values()].filter((n) => n > 1).length;
  }

  close(): void {
    this.socket?.disconnect();
  }
}
