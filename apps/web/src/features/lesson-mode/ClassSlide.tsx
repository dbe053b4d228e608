import './styles/slides.css';
import type { Slide, SubSlideshow } from './slideshowModel';
import { SlideView } from './templates/SlideView';
import { SlideForPupil } from './templates/slideIsLive';

/**
 * One slide on a pupil's own screen (class sessions, issue 47): lesson mode's own template, with its own players;
 * sub-slideshows are the teacher's to open, so their buttons lead nowhere here, and the printed score (the teacher's
 * subscription) is not offered.
 */
export default function ClassSlide({
  slide,
  subSlideshows,
}: {
  slide: Slide;
  subSlideshows: Record<string, SubSlideshow>;
}) {
  return (
    <SlideForPupil.Provider value={true}>
      <SlideView slide={slide} subSlideshows={subSlideshows} subHref={() => '#'} />
    </SlideForPupil.Provider>
  );
}
