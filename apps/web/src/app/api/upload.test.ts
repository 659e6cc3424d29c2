import { endpoints, Role } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { logoutSoon } from '../auth/logout';
import { renewSession } from '../auth/renewal';
import { ApiError } from './ApiError';
import { callEndpoint } from './endpoint';

vi.mock('../auth/renewal', () => ({ renewSession: vi.fn() }));
vi.mock('../auth/logout', () => ({ logoutSoon: vi.fn(), registerBeforeLogout: vi.fn() }));

const task = {
  id: 1,
  type: 'participants_import',
  status: 'in_progress',
  metadata: { IMPORTED_PARTICIPANTS: 0 },
  errorDetails: null,
  rows: 0,
  taskErrors: [],
  fileName: 'people.csv',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

/** A stand-in XMLHttpRequest: records what was sent, answers as the test says, reports upload progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: Array<{ status: number; body: unknown }> = [];
  method = '';
  url = '';
  headers = new Headers();
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getResponseHeader(name: string) {
    return ({ 'Content-Type': 'application/json', 'X-Trace-Id': 'trace-1' } as Record<string, string>)[name] ?? null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? { status: 200, body: {} };
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100 });
      this.upload.onprogress?.({ loaded: 100, total: 100 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.mocked(renewSession).mockReset();
  vi.mocked(logoutSoon).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const swap = {
  description: 'Fruit at 4 pm',
  goal: '',
  tactic: '',
  impactLevel: 3,
  difficultLevel: 2,
};

describe('callEndpoint with files', () => {
  it("sends a change's body as the model part and its files under the endpoint's part names", async () => {
    signInAs(Role.Advisor);
    fetchMock.mockResolvedValue(new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } }));
    const picture = new File(['png'], 'apple.png', { type: 'image/png' });
    await callEndpoint(endpoints.swaps.create, { params: { id: 7 }, body: swap, files: { file: picture } }).catch(
      () => undefined, // the answer's shape is not what this test is about
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/participants/7/swaps');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(form.get('model') as string)).toEqual(swap);
    expect((form.get('file') as File).name).toBe('apple.png');
    expect([...form.keys()]).toEqual(['model', 'file']);
    // The browser sets the multipart boundary: no Content-Type of ours.
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });

  it("sends a file call's fields as text parts, with the upload's progress, the token and the answer checked", async () => {
    signInAs(Role.Advisor);
    FakeXhr.answers.push({ status: 202, body: task });
    const progress: number[] = [];
    const file = new File(['a,b'], 'people.csv', { type: 'text/csv' });
    const made = await callEndpoint(endpoints.participantImport.start, {
      fields: { advisorId: 12 },
      files: { file },
      onProgress: (loaded, total) => progress.push(loaded / total),
    });
    expect(made).toMatchObject({ id: 1, fileName: 'people.csv' });
    expect(fetchMock).not.toHaveBeenCalled();
    const [sent] = FakeXhr.sent;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/participants/import' });
    expect(sent!.headers.get('Authorization')).toMatch(/^Bearer /);
    const form = sent!.body as FormData;
    expect(form.get('advisorId')).toBe('12');
    expect([...form.keys()]).toEqual(['advisorId', 'file']);
    expect(progress).toEqual([0.5, 1]);
  });

  it('renews once on a 401 and sends the upload again; an error answer is an ApiError', async () => {
    signInAs(Role.Advisor);
    vi.mocked(renewSession).mockResolvedValue(true);
    FakeXhr.answers.push({ status: 401, body: { message: 'Sign in to continue.' } });
    FakeXhr.answers.push({ status: 400, body: { message: 'Unrecognized parts: media', code: 'VALIDATION_FAILED' } });
    const file = new File(['a,b'], 'people.csv', { type: 'text/csv' });
    const call = callEndpoint(endpoints.participantImport.start, {
      fields: { advisorId: 12 },
      files: { file },
      onProgress: () => undefined,
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, traceId: 'trace-1' });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent).toHaveLength(2);
  });
});
