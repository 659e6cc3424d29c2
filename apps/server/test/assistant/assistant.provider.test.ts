import { describe, expect, it } from 'vitest';
import { SAMI_BUILTIN_LABEL } from '@stride/contracts';
import {
  builtinProvider,
  openAiCompatibleProvider,
  relevantFacts,
  wordsOf,
} from '../../src/modules/assistant/assistant.provider.js';

const facts = [
  { text: 'Name: Ana Ruiz', keywords: ['name'] },
  { text: 'Program: Company WLP', keywords: ['program', 'programa'] },
  { text: 'Last sign-in: 2026-11-01', keywords: ['login', 'signed'] },
];

describe('the built-in assistant', () => {
  it('keeps the words that carry meaning', () => {
    expect(wordsOf('What is the PROGRAM of the participant?')).toEqual(['program']);
    expect(wordsOf('¿Cuál es su programa?')).toEqual(['cuál', 'programa']);
  });

  it('picks facts by keyword, stem or text, and all of them when nothing matches', () => {
    expect(relevantFacts('When did she last log in?', facts).facts).toEqual([facts[2]]);
    expect(relevantFacts('her programs', facts).facts).toEqual([facts[1]]);
    expect(relevantFacts('Tell me about Ruiz', facts).facts).toEqual([facts[0]]);
    expect(relevantFacts('Anything else?', facts)).toEqual({ facts, matched: false });
  });

  it('labels its answer as not from a model', async () => {
    const { answer, source } = await builtinProvider.answer('program?', facts, 'en');
    expect(source).toBe('builtin');
    expect(answer).toContain('- Program: Company WLP');
    expect(answer.endsWith(SAMI_BUILTIN_LABEL)).toBe(true);
  });

  it('falls back with a note when the endpoint cannot be reached', async () => {
    const provider = openAiCompatibleProvider({ url: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    const result = await provider.answer('program?', facts, 'en');
    expect(result.source).toBe('builtin');
    expect(result.note).toMatch(
      /^The language model was not used: it (could not be reached|did not answer in time)\.$/,
    );
  });
});
