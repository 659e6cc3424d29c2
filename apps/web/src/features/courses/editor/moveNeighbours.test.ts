import { describe, expect, it } from 'vitest';
import { moveBody, moved } from './moveNeighbours';

describe('a step’s move', () => {
  const ids = [11, 12, 13, 14];

  it('moves an element in a list', () => {
    expect(moved(ids, 0, 2)).toEqual([12, 13, 11, 14]);
    expect(moved(ids, 3, 0)).toEqual([14, 11, 12, 13]);
  });

  it('names both new neighbours in the middle', () => {
    expect(moveBody(ids, 0, 2)).toEqual({ previousStepId: 13, nextStepId: 14 });
    expect(moveBody(ids, 3, 1)).toEqual({ previousStepId: 11, nextStepId: 12 });
  });

  it('leaves out the neighbour there is none of: the start, the end', () => {
    expect(moveBody(ids, 2, 0)).toEqual({ nextStepId: 11 });
    expect(moveBody(ids, 0, 3)).toEqual({ previousStepId: 14 });
  });

  it('sends nothing when the step stays, or has no neighbour at all', () => {
    expect(moveBody(ids, 1, 1)).toBeNull();
    expect(moveBody([11], 0, 0)).toBeNull();
    expect(moveBody(ids, 0, 4)).toBeNull();
    expect(moveBody(ids, -1, 0)).toBeNull();
  });
});
