/** Programme and audience themes hold `css: { background, color }` (SPEC-GUIDE §3); missing values fall back. */
export interface ThemeColours {
  background: string;
  color: string;
}

const defaultThemeColours: ThemeColours = { background: '#fff', color: '#000' };

function cssValue(css: unknown, key: 'background' | 'color'): string | null {
  if (!css || typeof css !== 'object') return null;
  const value = (css as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour; null for any other notation. */
function luminance(colour: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// The design system's ink and white (src/styles/_tokens.scss): the two text colours a theme may fall back to.
const THEME_TEXT_CHOICES = ['#ffffff', '#231a2e'];

/**
 * The theme's text colour when it reaches WCAG AA (4.5:1) on the theme's background; otherwise white or ink,
 * whichever contrasts more. Editors pick the pair; the page stays readable whatever they pick.
 */
function readableColour(background: string, preferred: string): string {
  const ratio = contrastRatio(preferred, background);
  if (ratio === null || ratio >= 4.5) return preferred;
  return THEME_TEXT_CHOICES.reduce((best, choice) =>
    (contrastRatio(choice, background) ?? 0) > (contrastRatio(best, background) ?? 0) ? choice : best,
  );
}

export function themeColours(css: unknown): ThemeColours {
  const background = cssValue(css, 'background') ?? defaultThemeColours.background;
  return { background, color: readableColour(background, cssValue(css, 'color') ?? defaultThemeColours.color) };
}

/** An inline style for an element shown in a theme's colours. */
export function themeStyle(colours: ThemeColours): { backgroundColor: string; color: string } {
  return { backgroundColor: colours.background, color: colours.color };
}

/** The theme as the design system's custom properties (--mc-theme-bg/-fg), for accents inside an element. */
export function themeVariables(colours: ThemeColours): Record<'--mc-theme-bg' | '--mc-theme-fg', string> {
  return { '--mc-theme-bg': colours.background, '--mc-theme-fg': colours.color };
}
