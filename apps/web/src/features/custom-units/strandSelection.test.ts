import { describe, expect, it } from 'vitest';
import { canCreate, canSelect, requiredStrands, toggleStrand } from './strandSelection';

describe('strand selection (SPEC §4 Unit creation, §5, §9)', () => {
  it('needs the builder’s number of strands, else 4', () => {
    expect(requiredStrands(3)).toBe(3);
    expect(requiredStrands(null)).toBe(4);
    expect(requiredStrands(undefined)).toBe(4);
    expect(requiredStrands(0)).toBe(4);
  });

  it('adds strands up to the limit and no more', () => {
    let selected: string[] = [];
    for (const id of ['a', 'b', 'c']) selected = toggleStrand(selected, id, 3);
    expect(selected).toEqual(['a', 'b', 'c']);
    expect(toggleStrand(selected, 'd', 3)).toEqual(['a', 'b', 'c']);
    expect(canSelect(selected, 'd', 3)).toBe(false);
    expect(canSelect(selected, 'b', 3)).toBe(true);
  });

  it('unselects a chosen strand, which frees a place', () => {
    const selected = toggleStrand(['a', 'b', 'c'], 'b', 3);
    expect(selected).toEqual(['a', 'c']);
    expect(canSelect(selected, 'd', 3)).toBe(true);
    expect(toggleStrand(selected, 'd', 3)).toEqual(['a', 'c', 'd']);
  });

  it('allows creating at exactly the required count only', () => {
    expect(canCreate(['a', 'b'], 3)).toBe(false);
    expect(canCreate(['a', 'b', 'c'], 3)).toBe(true);
    expect(canCreate([], 4)).toBe(false);
  });
});
