import type { ReactNode } from 'react';
import type { ImageView } from '../lib/media';
import { themeStyle, themeVariables, type ThemeColours } from '../lib/theme';
import { BANNER_IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';

/**
 * The top of an audience or programme page, in that audience's or programme's theme colours: the text on the solid
 * colour, the picture fading in beside it (above it on a phone).
 */
export function ThemeBanner({
  colours,
  image,
  children,
}: {
  colours: ThemeColours;
  image?: ImageView | null;
  children: ReactNode;
}) {
  return (
    <section
      className="theme-banner"
      style={{ ...themeStyle(colours), ...themeVariables(colours) }}
      data-testid="theme-banner"
    >
      {image && (
        <ResponsiveImage className="theme-banner__image" image={image} sizes={BANNER_IMAGE_SIZES} alt="" priority />
      )}
      <div className="container theme-banner__content py-5">{children}</div>
    </section>
  );
}
