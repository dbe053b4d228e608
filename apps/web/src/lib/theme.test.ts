import { describe, expect, it } from 'vitest';
import { contrastRatio, themeColours } from './theme';

describe('theme colours', () => {
  it("keeps the CMS theme's pair when it reaches AA", () => {
    expect(themeColours({ background: '#1d3557', color: '#f1faee' })).toEqual({
      background: '#1d3557',
      color: '#f1faee',
    });
    expect(themeColours(null)).toEqual({ background: '#fff', color: '#000' });
  });

  it('replaces a text colour below AA with white or ink, whichever reads better on the background', () => {
    // Seeded Music Foundations: white on #e76f51 is 3.1:1.
    const orange = themeColours({ background: '#e76f51', color: '#ffffff' });
    expect(orange.color).toBe('#231a2e');
    expect(contrastRatio(orange.color, orange.background)).toBeGreaterThanOrEqual(4.5);
    expect(themeColours({ background: '#14213d', color: '#1d1d1d' }).color).toBe('#ffffff');
  });

  it('leaves colours it cannot measure as the editor wrote them', () => {
    expect(themeColours({ background: 'rebeccapurple', color: 'white' }).color).toBe('white');
  });
});
