import { useContext, useState } from 'react';
import type { Slide } from '../slideshowModel';
import { SlideAudio, SlideImage } from './SlideMedia';
import { SlideIsLive } from './slideIsLive';

type FlipCardData = NonNullable<NonNullable<Slide['flipcards']>[number]>;

/** SPEC-GUIDE §4 Flip card: the first card shows; a click or Enter fades the second over it (0.5 s) and back. */
export function FlipCard({ card }: { card: FlipCardData }) {
  const [flipped, setFlipped] = useState(false);
  const live = useContext(SlideIsLive);
  if (!live)
    return (
      <div className="slide-card">
        <div className="flip-card">
          <SlideImage image={card.card_1} />
        </div>
        {card.title && <p className="slide-card__title">{card.title}</p>}
        <SlideAudio audio={card.audio} label={card.title ?? 'Flip card audio'} />
      </div>
    );
  return (
    <div className="slide-card">
      <button type="button" className="flip-card" aria-pressed={flipped} onClick={() => setFlipped((value) => !value)}>
        <span className="visually-hidden">{flipped ? 'Show the first card' : 'Turn the card over'}: </span>
        <SlideImage image={card.card_1} />
        <span className={`flip-card__back${flipped ? ' flip-card__back--shown' : ''}`} aria-hidden={!flipped}>
          <SlideImage image={card.card_2} />
        </span>
      </button>
      {card.title && <p className="slide-card__title">{card.title}</p>}
      <SlideAudio audio={card.audio} label={card.title ?? 'Flip card audio'} />
    </div>
  );
}
