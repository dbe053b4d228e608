import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AudioPlayer } from '../../../components/AudioPlayer';
import { RichText } from '../../../components/RichText';
import { VideoEmbed } from '../../../components/VideoEmbed';
import { hostPlayer, type HostPlayer } from '../../../lib/hostPlayer';
import { keepInSync, type SyncablePlayer } from '../../../lib/videoSync';
import type { Slide, SubSlideshow } from '../slideshowModel';
import { ScoreSlide, SlideScore } from './ScoreSlide';
import { SlideIsLive } from './slideIsLive';

export { SlideIsLive };

type Media =
  | { url: string; alternativeText?: string | null; name?: string; caption?: string | null }
  | null
  | undefined;
type SlideVideo = NonNullable<NonNullable<Slide['videos']>[number]>;

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

function SlideImage({ image }: { image: Media }) {
  if (!image?.url) return null;
  return <img className="slide__image" src={image.url} alt={image.alternativeText ?? ''} />;
}

/** The product's audio player (speeds, loop, remaining time), sized for the back of the room. */
function SlideAudio({ audio, label }: { audio: Media; label: string }) {
  const playsMedia = useContext(SlideIsLive);
  if (!audio?.url) return null;
  if (!playsMedia) return <MediaNote kind="Recording" title={label} />;
  return <AudioPlayer src={audio.url} title={label} className="audio-player--projector slide__audio" />;
}

/** What a recording or film on the slide is, where it does not play. */
function MediaNote({ kind, title }: { kind: 'Recording' | 'Film'; title: string }) {
  return (
    <p className="slide__media-note">
      <span aria-hidden="true">{kind === 'Recording' ? '♪' : '▶'}</span> {kind}: {title}
    </p>
  );
}

function FileVideo({
  url,
  title,
  videoRef,
}: {
  url?: string | null;
  title?: string | null;
  videoRef?: React.Ref<HTMLVideoElement>;
}) {
  const playsMedia = useContext(SlideIsLive);
  if (!url) return null;
  if (!playsMedia) return <MediaNote kind="Film" title={title ?? 'Video'} />;
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- performance films without speech
    <video ref={videoRef} className="slide__video" controls preload="auto" src={url} aria-label={title ?? 'Video'} />
  );
}

function SlideVideoPlayer({ video }: { video: SlideVideo }) {
  const playsMedia = useContext(SlideIsLive);
  if (!playsMedia) return <MediaNote kind="Film" title={video.title ?? 'Video'} />;
  if (video.video_file?.url) return <FileVideo url={video.video_file.url} title={video.title} />;
  return <VideoEmbed source={video.embed} title={video.title ?? undefined} />;
}

/** What the sync rule drives: an HTML5 video element, or a host video through its player API. */
type SyncedPlayer = SyncablePlayer & { play(): unknown; pause(): unknown };

/**
 * SPEC-GUIDE §3 film_setup: the 'follower' film keeps in step with the 'main' one (SPEC-GUIDE §9 video sync), whether
 * each is an uploaded file (HTML5 video) or a video on the host (its player, through lib/videoHost).
 */
function TwoVideos({ videos }: { videos: SlideVideo[] }) {
  const leaderVideo = videos.find((video) => video.film_setup === 'main') ?? videos[0];
  const followerVideo = videos.find((video) => video !== leaderVideo);
  const [leader, setLeader] = useState<SyncedPlayer | null>(null);
  const [follower, setFollower] = useState<SyncedPlayer | null>(null);

  useEffect(() => {
    if (!leader || !follower) return;
    return keepInSync(leader, follower);
  }, [leader, follower]);

  return (
    <div className="slide__split">
      {leaderVideo && <SyncedVideo video={leaderVideo} onPlayer={setLeader} />}
      {followerVideo && <SyncedVideo video={followerVideo} onPlayer={setFollower} />}
    </div>
  );
}

function SyncedVideo({ video, onPlayer }: { video: SlideVideo; onPlayer: (player: SyncedPlayer | null) => void }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const isFile = Boolean(video.video_file?.url);
  const playsMedia = useContext(SlideIsLive);

  useEffect(() => {
    if (isFile || !frame || !playsMedia) return;
    // The player library loads on demand: a slide left before it came follows nothing.
    let left = false;
    let player: HostPlayer | null = null;
    void hostPlayer(frame).then((opened) => {
      if (left) return opened.destroy();
      player = opened;
      onPlayer(opened);
    });
    return () => {
      left = true;
      player?.destroy();
      onPlayer(null);
    };
  }, [isFile, frame, onPlayer, playsMedia]);

  if (!playsMedia) return <MediaNote kind="Film" title={video.title ?? 'Video'} />;
  if (isFile) return <FileVideo url={video.video_file!.url} title={video.title} videoRef={onPlayer} />;
  return <VideoEmbed source={video.embed} title={video.title ?? undefined} frameRef={setFrame} />;
}

type FlipCardData = NonNullable<NonNullable<Slide['flipcards']>[number]>;

/** SPEC-GUIDE §4 Flip card: the first card shows; a click or Enter fades the second over it (0.5 s) and back. */
function FlipCard({ card }: { card: FlipCardData }) {
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
