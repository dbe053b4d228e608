import { AudioLines, Drum, Guitar, Mic, Music, Music2, Piano, type LucideIcon } from './icons';

const glyphs: LucideIcon[] = [Music, Drum, Piano, Mic, Guitar, Music2, AudioLines];
const hues = ['rosin', 'brass', 'plum', 'sea', 'moss'] as const;

/** A stable small number from a title, so a card keeps its illustration from visit to visit. */
function seedOf(text: string): number {
  let seed = 0;
  for (const character of text) seed = (seed * 31 + character.charCodeAt(0)) >>> 0;
  return seed;
}

/**
 * The picture of a card that has none of its own: a warm wash in one of the palette's hues with a musical glyph,
 * chosen from the title. Decorative: the card's title says what it is.
 */
export function CardIllustration({ title }: { title: string }) {
  const seed = seedOf(title);
  const Glyph = glyphs[seed % glyphs.length];
  const hue = hues[Math.floor(seed / glyphs.length) % hues.length];
  return (
    <div className={`card-media card-illustration card-illustration--${hue}`} aria-hidden="true">
      <Glyph className="icon" strokeWidth={1.5} />
    </div>
  );
}
