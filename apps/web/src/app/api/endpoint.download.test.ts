import { endpoints, Role } from '@stride/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { fileNameOf } from './client';
import { downloadEndpoint } from './endpoint';

vi.mock('../auth/renewal', () => ({ renewSession: vi.fn() }));
vi.mock('../auth/logout', () => ({ logoutSoon: vi.fn(), registerBeforeLogout: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

describe('downloadEndpoint', () => {
  it("fetches the file with the bearer token and answers its bytes and the server's file name", async () => {
    signInAs(Role.Advisor);
    const fetchMock = vi.fn(
      async () =>
        new Response('firstName,lastName\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="participants-import-template.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const download = await downloadEndpoint(endpoints.participantImport.template, {});
    expect(download.fileName).toBe('participants-import-template.csv');
    expect(await download.blob.text()).toBe('firstName,lastName\r\n');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe('/api/participants/import/template');
    expect(new Headers(init[1].headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('throws the API error of a refusal', async () => {
    signInAs(Role.Participant);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Forbidden', code: 'FORBIDDEN' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(downloadEndpoint(endpoints.participantImport.template, {})).rejects.toMatchObject({ status: 403 });
  });
});

describe('fileNameOf', () => {
  it('reads plain and encoded names from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf('attachment; filename="x.csv"; filename*=UTF-8\'\'ni%C3%B1os.csv')).toBe('niños.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});
