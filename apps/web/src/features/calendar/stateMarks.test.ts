import { DEFINITION_KINDS, ITEM_STATES } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { AA_RATIO, contrastRatio } from '../../app/theme/contrast';
import { KIND_COLORS } from './kindColors';
import { MARK_RING, MARKED_STATES, STATE_COLORS } from './stateMarks';

describe("calendar items' state marks", () => {
  it('marks every state but To do', () => {
    expect([...MARKED_STATES, 'PLANNED'].sort()).toEqual([...ITEM_STATES].sort());
  });

  it.each(MARKED_STATES)('%s draws its white glyph and ring at WCAG AA on its colour', (state) => {
    expect(contrastRatio(STATE_COLORS[state], MARK_RING)).toBeGreaterThanOrEqual(AA_RATIO);
  });

  it.each(DEFINITION_KINDS)("stands out of the %s kind's colour by its white ring", (kind) => {
    expect(contrastRatio(KIND_COLORS[kind], MARK_RING)).toBeGreaterThanOrEqual(AA_RATIO);
  });

  it('gives each state its own colour', () => {
    expect(new Set(Object.values(STATE_COLORS)).size).toBe(MARKED_STATES.length);
  });
});
