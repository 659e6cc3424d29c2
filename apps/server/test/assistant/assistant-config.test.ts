import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config/config.js';
import { builtinProvider } from '../../src/modules/assistant/assistant.provider.js';
import { assistantProviderFor } from '../../src/modules/assistant/assistant.service.js';

describe('assistant configuration', () => {
  it('is optional: without ASSISTANT_URL the built-in answer is used', () => {
    const config = loadConfig({});
    expect(config.ASSISTANT_URL).toBeUndefined();
    expect(assistantProviderFor(config)).toBe(builtinProvider);
  });

  it('uses the endpoint with its model and key, and names a bad or missing value', () => {
    const config = loadConfig({
      ASSISTANT_URL: 'http://127.0.0.1:11434/v1',
      ASSISTANT_MODEL: 'llama3',
      ASSISTANT_API_KEY: 'k',
    });
    expect(assistantProviderFor(config)).not.toBe(builtinProvider);
    expect(() => loadConfig({ ASSISTANT_URL: 'not a url', ASSISTANT_MODEL: 'm' })).toThrow(/ASSISTANT_URL/);
    expect(() => loadConfig({ ASSISTANT_URL: 'http://127.0.0.1:11434/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ASSISTANT_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/ASSISTANT_MODEL/);
  });
});
