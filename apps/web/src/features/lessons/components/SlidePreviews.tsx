import { Link } from 'react-router';
import type { SlidePreview } from '../lessonPlan';

function Thumbnail({ slide }: { slide: SlidePreview }) {
  return (
    <>
      <span className="slide-preview-frame" aria-hidden="true">
        {slide.image ? (
          <img src={slide.image.url} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="slide-preview-text">{slide.title}</span>
        )}
      </span>
      <span className="slide-preview-caption">
        <span className="slide-preview-activity">
          {/* The activity is named on its first slide; the later ones say it only to a screen reader. */}
          <span className={slide.number === 1 ? undefined : 'visually-hidden'}>{slide.activityTitle}, </span>
          slide {slide.number}
        </span>
        <span className="visually-hidden">: </span>
        <span className="slide-preview-title">{slide.title}</span>
      </span>
    </>
  );
}

/**
 * A strip of the lesson-mode slides, each opening lesson mode at that slide (issue 44); only previews when the lesson
 * has no lesson mode. The strip scrolls sideways, so it can be focused and scrolled with the keyboard.
 */
export function SlidePreviews({ slides }: { slides: SlidePreview[] }) {
  if (slides.length === 0) return null;
  return (
    <section aria-labelledby="lesson-slides" className="mb-4">
      <h2 id="lesson-slides" className="h4">
        Slides <span className="fs-6 text-body-secondary">({slides.length})</span>
      </h2>
      <div className="slide-previews" tabIndex={0} role="group" aria-labelledby="lesson-slides">
        <ol className="slide-preview-list">
          {slides.map((slide) => (
            <li key={slide.key}>
              {slide.href ? (
                <Link to={slide.href} className="slide-preview">
                  <Thumbnail slide={slide} />
                </Link>
              ) : (
                <span className="slide-preview">
                  <Thumbnail slide={slide} />
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
