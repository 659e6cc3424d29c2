import { describe, expect, it } from 'vitest';
import { applyMarkdown } from './markdownEdits';

const text = (value: string, start: number, end = start) => ({ value, start, end });

describe('the formatted-text toolbar', () => {
  it('wraps the selection in bold or italic, keeping it selected', () => {
    expect(applyMarkdown('bold', text('Go to bed', 6, 9), 'text')).toEqual({
      value: 'Go to **bed**',
      start: 8,
      end: 11,
    });
    expect(applyMarkdown('italic', text('Go to bed', 0, 2), 'text')).toEqual({
      value: '_Go_ to bed',
      start: 1,
      end: 3,
    });
  });

  it('puts a placeholder where nothing is selected', () => {
    expect(applyMarkdown('bold', text('Sleep ', 6), 'text')).toEqual({ value: 'Sleep **text**', start: 8, end: 12 });
  });

  it('starts the lines touched with a heading or a list mark, once', () => {
    expect(applyMarkdown('heading', text('one\ntwo', 5), 'text').value).toBe('one\n## two');
    expect(applyMarkdown('list', text('one\ntwo\nthree', 1, 5), 'text').value).toBe('- one\n- two\nthree');
    expect(applyMarkdown('list', text('- one', 2), 'text').value).toBe('- one');
  });

  it('makes a link with its address selected to type over', () => {
    const linked = applyMarkdown('link', text('see the guide', 8, 13), 'text');
    expect(linked.value).toBe('see the [guide](https://)');
    expect(linked.value.slice(linked.start, linked.end)).toBe('https://');
  });
});
