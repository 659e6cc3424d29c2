import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('plainText', () => {
  it('keeps the words of Markdown, not its marks nor link addresses', () => {
    expect(plainText('# Walk\n\n- **Ten** minutes\n- See [the guide](https://x.example)\n> _slowly_')).toBe(
      'Walk\nTen minutes\nSee the guide\nslowly',
    );
  });
});
