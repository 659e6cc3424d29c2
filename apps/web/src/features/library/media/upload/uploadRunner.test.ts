import { endpoints, Role } from '@stride/contracts';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../../app/api';
import { signInAs } from '../../../../test/fixtures';
import { buildResource } from '../testResources';
import { createUploadCheck, createUploadRunner } from './uploadRunner';

interface Answer {
  status: number;
  body?: unknown;
}

/** A stand-in XMLHttpRequest: records what is sent, reports progress, answers what the test says. */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === 'Content-Type' ? 'application/json' : null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? { status: 0 };
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 5, total: 10 });
      if (answer.status === 0) return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

const t = i18next.t.bind(i18next);
const png = new File([new Uint8Array(10)], 'photo.png');
const storageFile = { storageFileId: 9, name: 'photo.png', fileTypeId: 18, contentType: 'image/png', size: 10 };

beforeEach(() => {
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signInAs(Role.Advisor);
});
afterEach(() => vi.unstubAllGlobals());

describe('the upload runner', () => {
  it('sends a library upload as multipart with the bearer token, reports progress and refreshes the library', async () => {
    FakeXhr.answers = [{ status: 201, body: buildResource({ directoryId: 7 }) }];
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const progress = vi.fn();
    await createUploadRunner(t, queryClient)(
      png,
      { kind: 'library', directoryId: 7 },
      progress,
      new AbortController().signal,
    );
    const [xhr] = FakeXhr.sent;
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe(endpointUrl(endpoints.library.createItem, { id: 7 }));
    expect(xhr!.headers.Authorization).toMatch(/^Bearer /);
    expect((xhr!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(progress).toHaveBeenCalledWith(5, 10);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['library'] });
  });

  it('hands a storage upload to its target', async () => {
    FakeXhr.answers = [{ status: 201, body: storageFile }];
    const onUploaded = vi.fn();
    await createUploadRunner(t, new QueryClient())(
      png,
      { kind: 'storage', onUploaded },
      () => undefined,
      new AbortController().signal,
    );
    expect(FakeXhr.sent[0]!.url).toBe(endpointUrl(endpoints.library.upload));
    expect(onUploaded).toHaveBeenCalledWith(storageFile);
  });

  it("fails with the server's message, or the connection text without an answer", async () => {
    const run = createUploadRunner(t, new QueryClient());
    const target = { kind: 'library', directoryId: 1 } as const;
    const signal = new AbortController().signal;
    FakeXhr.answers = [{ status: 415, body: { message: 'This file type is not supported.', code: 'UNSUPPORTED' } }];
    await expect(run(png, target, () => undefined, signal)).rejects.toThrow('This file type is not supported.');
    FakeXhr.answers = [{ status: 0 }];
    await expect(run(png, target, () => undefined, signal)).rejects.toThrow(
      'It seems your Internet connection is unstable. Please try again.',
    );
  });

  it('an error of the target (the send after the upload) fails the task with its message', async () => {
    FakeXhr.answers = [{ status: 201, body: storageFile }];
    const run = createUploadRunner(t, new QueryClient());
    const onUploaded = () => Promise.reject(new Error('Choose at least one participant'));
    await expect(
      run(png, { kind: 'storage', onUploaded }, () => undefined, new AbortController().signal),
    ).rejects.toThrow('Choose at least one participant');
  });
});

describe('the check before sending', () => {
  const check = createUploadCheck(t);
  it('refuses an unsupported extension and a file over 1 GB with the texts the server uses', () => {
    expect(check(new File([], 'setup.exe'))).toBe('This file type is not supported.');
    expect(check(new File([], 'noextension'))).toBe('This file type is not supported.');
    const huge = new File([], 'big.mp4');
    Object.defineProperty(huge, 'size', { value: 1_073_741_825 });
    expect(check(huge)).toBe('The upload is larger than the limit of 1073741824 bytes.');
    const limit = new File([], 'LIMIT.MP4');
    Object.defineProperty(limit, 'size', { value: 1_073_741_824 });
    expect(check(limit)).toBeNull();
  });
});
