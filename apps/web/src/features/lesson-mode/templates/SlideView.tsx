import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../../components/RichText';
import type { Slide, SubSlideshow } from '../slideshowModel';
import { FlipCard } from './FlipCard';
import { ScoreSlide, SlideScore } from './ScoreSlide';
import { FileVideo, SlideAudio, SlideImage, SlideVideoPlayer } from './SlideMedia';
import { SlideIsLive } from './slideIsLive';
import { TwoVideos } from './TwoVideos';

export { SlideIsLive };

/** One slide, by its template (SPEC-GUIDE §3: the ten slide templates). Sub-slideshow buttons link with `subHref`. */
export function SlideView({
  slide,
  subSlideshows,
  subHref,
}: {
  slide: Slide;
  subSlideshows: Record<string, SubSlideshow>;
  subHref: (subId: string) => string;
}) {
  const live = useContext(SlideIsLive);
  const template = slide.slide_template;
  const videos = (slide.videos ?? []).flatMap((video) => (video ? [video] : []));
  const audiocards = (slide.audiocards ?? []).flatMap((card) => (card ? [card] : []));
  const text = <RichText markdown={slide.slide_text} className="slide__text" />;

  let body: ReactNode;
  switch (template) {
    case 'image':
      body = (
        <div className="slide__split">
          <SlideImage image={slide.main_image} />
          {slide.slide_text && text}
        </div>
      );
      break;
    case 'audio':
      body = (
        <div className="slide__stack">
          {text}
          <SlideAudio audio={slide.audio} label={slide.title ?? 'Slide audio'} />
        </div>
      );
      break;
    case 'video':
      body = (
        <div className="slide__stack">
          {videos[0] ? (
            <SlideVideoPlayer video={videos[0]} />
          ) : (
            <FileVideo url={slide.secondary_video?.url} title={slide.title} />
          )}
          {slide.slide_text && text}
        </div>
      );
      break;
    case 'two_videos':
      body = <TwoVideos videos={videos} />;
      break;
    case 'audio_and_image':
      body = (
        <div className="slide__split">
          <SlideImage image={slide.main_image} />
          <div className="slide__stack">
            {text}
            <SlideAudio audio={slide.audio} label={slide.title ?? 'Slide audio'} />
          </div>
        </div>
      );
      break;
    case 'flipcards':
      body = (
        <div className="slide__cards">
          {(slide.flipcards ?? []).map((card) => card && <FlipCard key={card.id} card={card} />)}
        </div>
      );
      break;
    case 'audiocards':
      body = (
        <div className="slide__cards">
          {(slide.audiocards ?? []).map(
            (card) =>
              card && (
                <figure key={card.id} className="slide-card">
                  <SlideImage image={card.image} />
                  <figcaption className="slide-card__title">{card.title}</figcaption>
                  <SlideAudio audio={card.audio} label={card.title ?? 'Audio card'} />
                </figure>
              ),
          )}
        </div>
      );
      break;
    case 'two_columns':
      body = (
        <div className="slide__split">
          <div className="slide__stack">
            {slide.main_image && <SlideImage image={slide.main_image} />}
            {text}
          </div>
          <div className="slide__stack">
            {slide.secondary_image && <SlideImage image={slide.secondary_image} />}
            <RichText markdown={slide.secondary_slide_text} className="slide__text" />
          </div>
        </div>
      );
      break;
    case 'score':
      body = <ScoreSlide slide={slide} />;
      break;
    case 'sub_slide_buttons':
      body = (
        <div className="slide__stack">
          {text}
          <div className="slide__buttons">
            {Object.values(subSlideshows).map((sub) =>
              live ? (
                <Link key={sub.id} to={subHref(sub.id)} className="btn btn-light btn-lg">
                  {sub.title}
                </Link>
              ) : (
                <span key={sub.id} className="btn btn-light btn-lg">
                  {sub.title}
                </span>
              ),
            )}
          </div>
        </div>
      );
      break;
    default:
      // 'all': whatever the slide holds, in one layout (also the slide lesson mode makes for an activity without any).
      body = (
        <div className="slide__split">
          <div className="slide__stack">
            {slide.main_image && <SlideImage image={slide.main_image} />}
            {slide.audio && <SlideAudio audio={slide.audio} label={slide.title ?? 'Slide audio'} />}
            {audiocards.map((card) => (
              <div key={card.id} className="slide__recording">
                <p className="slide-card__title">{card.title}</p>
                <SlideAudio audio={card.audio} label={card.title ?? 'Audio card'} />
              </div>
            ))}
          </div>
          <div className="slide__stack">
            {text}
            <RichText markdown={slide.secondary_slide_text} className="slide__text" />
            {slide.notation?.trim() && <SlideScore slide={slide} />}
            {videos[0] && <SlideVideoPlayer video={videos[0]} />}
            {slide.secondary_audio && <SlideAudio audio={slide.secondary_audio} label="Second recording" />}
          </div>
        </div>
      );
  }

  return (
    <article className={`slide slide--${template}`} aria-roledescription="slide" aria-label={slide.title ?? undefined}>
      {slide.title && <h1 className="slide__title">{slide.title}</h1>}
      <div className="slide__body">{body}</div>
    </article>
  );
}
