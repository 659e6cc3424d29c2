import { DEFINITION_KINDS } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { AA_RATIO, contrastRatio } from '../../app/theme/contrast';
import { KIND_COLORS, KIND_TEXT } from './kindColors';

describe('calendar kind colours', () => {
  it.each(DEFINITION_KINDS)('%s reads with white text at WCAG AA', (kind) => {
    expect(contrastRatio(KIND_COLORS[kind], KIND_TEXT)).toBeGreaterThanOrEqual(AA_RATIO);
  });

  it('gives each kind its own colour', () => {
    expect(new Set(Object.values(KIND_COLORS)).size).toBe(DEFINITION_KINDS.length);
  });
});
