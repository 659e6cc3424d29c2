import { DOWNLOAD_RETRY_MS, endpoints, Role, type Resource } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { downloadResource, downloadTiming, setDownloadFailureNotifier } from './download';
import { buildResource, fileLink } from './testResources';

/** GET /ml/resources/{id}, where fresh links are read. */
const resourceUrl = (id: number | '') => endpointUrl(endpoints.library.getResource, { id });

const calls: string[] = [];
let fileStatus = 206;
let reloaded: Resource | { status: number; message: string } | null = null;
const waits: number[] = [];
const failures: string[] = [];
let clicked: string[] = [];

beforeEach(() => {
  calls.length = 0;
  waits.length = 0;
  failures.length = 0;
  clicked = [];
  fileStatus = 206;
  signInAs(Role.Advisor);
  vi.spyOn(downloadTiming, 'wait').mockImplementation(async (ms) => {
    waits.push(ms);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.getAttribute('href')} as ${this.download}`);
  });
  setDownloadFailureNotifier((text) => failures.push(text));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const range = new Headers(init.headers).get('Range');
    calls.push(range ? `${url} ${range}` : url);
    if (url.startsWith(resourceUrl(''))) {
      if (reloaded && 'message' in reloaded)
        return new Response(JSON.stringify({ message: reloaded.message, code: 'NOT_FOUND' }), {
          status: reloaded.status,
          headers: { 'Content-Type': 'application/json' },
        });
      return new Response(JSON.stringify(reloaded), { headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(fileStatus < 300 ? 'x' : 'missing', { status: fileStatus });
  });
});
afterEach(() => {
  setDownloadFailureNotifier(null);
  vi.unstubAllGlobals();
});

describe('downloadResource', () => {
  it('checks the file with a ranged GET, then saves it through an <a download> of ?download=1', async () => {
    const resource = buildResource({ name: 'photo.png' });
    await downloadResource(resource);
    expect(calls).toEqual([`${resource.fileUrl} bytes=0-0`]);
    expect(clicked).toEqual([`${resource.fileUrl}?download=1 as photo.png`]);
    expect(waits).toEqual([]);
  });

  it('a processing item is read again after 5 s and downloaded from its fresh link', async () => {
    const resource = buildResource({ processing: true, processingStatus: 'processing' });
    reloaded = { ...resource, processing: false, processingStatus: 'ready', fileUrl: fileLink('fresh.sig') };
    await downloadResource(resource);
    expect(waits).toEqual([DOWNLOAD_RETRY_MS]);
    expect(calls).toEqual([resourceUrl(resource.id), `${fileLink('fresh.sig')} bytes=0-0`]);
    expect(clicked).toEqual([`${fileLink('fresh.sig')}?download=1 as ${resource.name}`]);
  });

  it('a link answering 404 twice fails with "Please try again!" and the reason, after one retry', async () => {
    const resource = buildResource();
    reloaded = resource;
    fileStatus = 404;
    await downloadResource(resource);
    expect(waits).toEqual([DOWNLOAD_RETRY_MS]);
    expect(clicked).toEqual([]);
    expect(failures).toEqual(['Please try again! The file is not ready yet.']);
  });

  it("tells the server's message when the resource cannot be read again", async () => {
    reloaded = { status: 404, message: 'Resource not found.' };
    await downloadResource(buildResource({ processing: true }));
    expect(failures).toEqual(['Please try again! Resource not found.']);
  });
});
