import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';

describe('configuration', () => {
  it('has defaults for a plain start', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.publicUrl.origin).toBe('http://localhost:8080');
    expect(c.SEED).toBe('demo');
    expect(c.s3).toBeNull();
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(/SEED/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('keeps /metrics off without METRICS_TOKEN, and refuses a short one', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(64) }).METRICS_TOKEN).toBe('a'.repeat(64));
  });

  it("accepts push endpoints at the browsers' push services only, unless told; a push service on this machine never in production", () => {
    const c = loadConfig({});
    expect(c.PUSH_ALLOWED_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'notify.windows.com',
      'web.push.apple.com',
    ]);
    expect(c.PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: ' Push.Example, fcm.googleapis.com ' }).PUSH_ALLOWED_HOSTS).toEqual([
      'push.example',
      'fcm.googleapis.com',
    ]);
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: '*' }).PUSH_ALLOWED_HOSTS).toBe('any');
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://push.example' })).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'test' }).PUSH_ALLOW_LOOPBACK).toBe(true);
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' })).toThrow(/PUSH_ALLOW_LOOPBACK/);
  });

  it('trusts no proxy unless TRUST_PROXY names them (addresses, CIDRs) or counts them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every peer/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address, CIDR or hop count: 10.0.0.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: '' }).REDIS_URL).toBeUndefined();
  });
});
