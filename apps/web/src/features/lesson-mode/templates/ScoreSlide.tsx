import { useContext, useEffect, useRef } from 'react';
import { RichText } from '../../../components/RichText';
import { Score, type ScoreHandle } from '../../../components/score';
import { keyBelongsToFocus } from '../keyMap';
import type { Slide } from '../slideshowModel';
import { SlideForPupil, SlideIsLive } from './slideIsLive';

/**
 * The 'score' template: the slide's song or melody as a score that plays, with the slide's text beside it.
 */
export function ScoreSlide({ slide }: { slide: Slide }) {
  return (
    <div className="slide__stack slide__score">
      {slide.slide_text && <RichText markdown={slide.slide_text} className="slide__text" />}
      {slide.notation?.trim() ? (
        <SlideScore slide={slide} />
      ) : (
        <p className="slide__media-note">No score on this slide yet.</p>
      )}
    </div>
  );
}

/**
 * A slide's score (its `notation`). On the projector, space plays or pauses it (the spec's keys for slides are the
 * arrows; a score slide takes space first).
 */
export function SlideScore({ slide }: { slide: Slide }) {
  const live = useContext(SlideIsLive);
  const forPupil = useContext(SlideForPupil);
  const score = useRef<ScoreHandle>(null);
  const notation = slide.notation?.trim() ? slide.notation : null;

  useEffect(() => {
    if (!live || !notation) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (keyBelongsToFocus(event.key, target) || target?.closest('.modal')) return;
      event.preventDefault();
      score.current?.togglePlay();
    };
    // Captured before lesson mode's own keys, which then leave a handled key alone.
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [live, notation]);

  if (!notation) return null;
  // A slide lesson mode made from an activity prints the activity's score; a CMS slide its own.
  const printHref =
    slide.scorePrintPath ?? (slide.id ? `/documents/scores/slide/${encodeURIComponent(slide.id)}` : undefined);
  return (
    <Score
      ref={score}
      notation={notation}
      title={slide.title ?? 'Score'}
      controls={live}
      printHref={live && !forPupil ? printHref : undefined}
    />
  );
}
