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

  it('treats empty values as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: '' }).REDIS_URL).toBeUndefined();
  });
});
