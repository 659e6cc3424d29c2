import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createOutbound, hostListed, OutboundRefused, type OutboundRule } from '../../../src/platform/net/outbound.js';

const PUSH: OutboundRule = { hosts: ['fcm.googleapis.com', 'notify.windows.com'], allowLoopback: false };
const ANY: OutboundRule = { hosts: 'any', allowLoopback: false };
const STAND_IN: OutboundRule = { ...PUSH, allowLoopback: true };

/** A resolver of the test: these names, these addresses; any other name does not exist. */
const names: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.184.10', '2a00:1450:4003:80e::200a'],
  'wns2-par02p.notify.windows.com': ['20.43.1.1'],
  'public.example': ['93.184.215.14'],
  'inside.example': ['10.0.0.7'],
  'mixed.example': ['93.184.215.14', '127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  localhost: ['127.0.0.1', '::1'],
};
const outbound = createOutbound(async (host) => {
  const found = names[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
});

async function refusal(url: string, rule: OutboundRule): Promise<string> {
  try {
    await outbound.check(url, rule);
  } catch (error) {
    if (error instanceof OutboundRefused) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('hostListed', () => {
  it('takes a listed host and its subdomains, by whole labels', () => {
    expect(hostListed('fcm.googleapis.com', PUSH.hosts)).toBe(true);
    expect(hostListed('FCM.googleapis.com.', PUSH.hosts)).toBe(true);
    expect(hostListed('wns2-par02p.notify.windows.com', PUSH.hosts)).toBe(true);
    expect(hostListed('evilnotify.windows.com', PUSH.hosts)).toBe(false);
    expect(hostListed('fcm.googleapis.com.evil.example', PUSH.hosts)).toBe(false);
    expect(hostListed('anything.example', 'any')).toBe(true);
  });
});

describe('outbound.check: a client-given URL', () => {
  it('accepts https at a listed host whose every address is public', async () => {
    expect(await refusal('https://fcm.googleapis.com/fcm/send/abc', PUSH)).toBe('accepted');
    expect(await refusal('https://wns2-par02p.notify.windows.com/w/?token=x', PUSH)).toBe('accepted');
    expect(await refusal('https://public.example/x', ANY)).toBe('accepted');
  });

  it('refuses another scheme', async () => {
    expect(await refusal('http://fcm.googleapis.com/fcm/send/abc', PUSH)).toBe('scheme');
    expect(await refusal('ftp://fcm.googleapis.com/x', ANY)).toBe('scheme');
    expect(await refusal('javascript:alert(1)', ANY)).toBe('scheme');
    expect(await refusal('not a url', ANY)).toBe('scheme');
  });

  it('refuses a host off the list, and any address literal when there is a list', async () => {
    expect(await refusal('https://public.example/x', PUSH)).toBe('host');
    expect(await refusal('https://8.8.8.8/x', PUSH)).toBe('host');
    expect(await refusal('https://127.0.0.1/x', PUSH)).toBe('host');
  });

  it.each([
    'https://127.0.0.1/x',
    'https://10.1.2.3/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[fd00::1]/x',
    'https://0x7f000001/x',
    'https://2130706433/x',
    'https://0/x',
    'https://100.64.0.1/x',
    'https://localhost/x',
    'https://inside.example/x',
    'https://metadata.example/x',
    'https://mixed.example/x',
  ])('refuses %s: an internal address', async (url) => {
    expect(await refusal(url, ANY)).toBe('address');
  });

  it('refuses a name that does not resolve', async () => {
    expect(await refusal('https://nowhere.example/x', ANY)).toBe('unresolved');
  });

  it('with the tests-only switch: a service on this machine, over http too; nothing else more', async () => {
    expect(await refusal('http://127.0.0.1:4000/b', STAND_IN)).toBe('accepted');
    expect(await refusal('http://localhost:4000/b', STAND_IN)).toBe('accepted');
    expect(await refusal('http://[::1]:4000/b', STAND_IN)).toBe('accepted');
    expect(await refusal('https://10.1.2.3/x', STAND_IN)).toBe('host');
    expect(await refusal('http://fcm.googleapis.com/x', STAND_IN)).toBe('scheme');
    expect(await refusal('https://mixed.example/x', { hosts: 'any', allowLoopback: true })).toBe('address');
  });
});

describe('outbound.post: the connection checks the addresses it connects to', () => {
  it('connects to the checked address of a name, and to none when the name now resolves inside', async () => {
    const received: string[] = [];
    const server = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.statusCode = 201;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let answer = ['127.0.0.1'];
    const local = createOutbound(async (host) => (host === 'push.test' ? answer : []));
    const request = {
      headers: { 'content-type': 'text/plain' },
      body: new TextEncoder().encode('hi'),
      timeoutMs: 5000,
    };
    try {
      // The stand-in rule takes a name all of whose addresses are loopback: the lookup hands over 127.0.0.1.
      expect(await local.post(`http://push.test:${port}/a`, request, STAND_IN)).toBe(201);
      expect(received).toEqual(['POST /a']);
      // The same name, now also resolving to a private address: the connection is refused before it opens.
      answer = ['127.0.0.1', '10.0.0.1'];
      await expect(local.post(`http://push.test:${port}/b`, request, STAND_IN)).rejects.toMatchObject({
        code: 'OUTBOUND_REFUSED',
      });
      // Without the switch nothing on this machine is reached, a literal address included.
      answer = ['127.0.0.1'];
      await expect(local.post(`https://push.test:${port}/c`, request, ANY)).rejects.toMatchObject({
        reason: 'address',
      });
      await expect(local.post(`https://127.0.0.1:${port}/d`, request, ANY)).rejects.toMatchObject({
        reason: 'address',
      });
      expect(received).toEqual(['POST /a']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
