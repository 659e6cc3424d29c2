import { describe, expect, it } from 'vitest';
import { AA_RATIO, contrastRatio, ensureContrast, readableTextOn } from './contrast';

describe('tenant colours', () => {
  it('picks the text colour that passes AA on any brand colour', () => {
    for (const color of ['#2e7d32', '#4caf50', '#ffeb3b', '#3f2b96', '#ef6c00', '#777777']) {
      expect(contrastRatio(readableTextOn(color), color)).toBeGreaterThanOrEqual(AA_RATIO);
    }
  });

  it('darkens a brand colour too light to be read on white, and keeps a dark one', () => {
    expect(contrastRatio(ensureContrast('#66bb6a'), '#ffffff')).toBeGreaterThanOrEqual(AA_RATIO);
    expect(ensureContrast('#1b5e20')).toBe('#1b5e20');
  });
});
