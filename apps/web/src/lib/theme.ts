/** Programme and audience themes hold `css: { background, color }` (SPEC §3); missing values fall back. */
export interface ThemeColours {
  background: string;
  color: string;
}

export const defaultThemeColours: ThemeColours = { background: '#fff', color: '#000' };

function cssValue(css: unknown, key: 'background' | 'color'): string | null {
  if (!css || typeof css !== 'object') return null;
  const value = (css as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function themeColours(css: unknown): ThemeColours {
  return {
    background: cssValue(css, 'background') ?? defaultThemeColours.background,
    color: cssValue(css, 'color') ?? defaultThemeColours.color,
  };
}

/** An inline style for an element shown in a theme's colours. */
export function themeStyle(colours: ThemeColours): { backgroundColor: string; color: string } {
  return { backgroundColor: colours.background, color: colours.color };
}

/** The theme as the design system's custom properties (--mc-theme-bg/-fg), for accents inside an element. */
export function themeVariables(colours: ThemeColours): Record<'--mc-theme-bg' | '--mc-theme-fg', string> {
  return { '--mc-theme-bg': colours.background, '--mc-theme-fg': colours.color };
}
