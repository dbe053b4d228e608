/** A slide's pictures, recordings and films: each plays on a live slide and is named by a note where it does not. */
import { useContext } from 'react';
import { AudioPlayer } from '../../../components/AudioPlayer';
import { VideoEmbed } from '../../../components/VideoEmbed';
import type { Slide } from '../slideshowModel';
import { SlideIsLive } from './slideIsLive';

type Media =
  { url: string; alternativeText?: string | null; name?: string; caption?: string | null } | null | undefined;
export type SlideVideo = NonNullable<NonNullable<Slide['videos']>[number]>;

export function SlideImage({ image }: { image: Media }) {
  if (!image?.url) return null;
  return <img className="slide__image" src={image.url} alt={image.alternativeText ?? ''} />;
}

/** The product's audio player (speeds, loop, remaining time), sized for the back of the room. */
export function SlideAudio({ audio, label }: { audio: Media; label: string }) {
  const playsMedia = useContext(SlideIsLive);
  if (!audio?.url) return null;
  if (!playsMedia) return <MediaNote kind="Recording" title={label} />;
  return <AudioPlayer src={audio.url} title={label} className="audio-player--projector slide__audio" />;
}

/** What a recording or film on the slide is, where it does not play. */
export function MediaNote({ kind, title }: { kind: 'Recording' | 'Film'; title: string }) {
  return (
    <p className="slide__media-note">
      <span aria-hidden="true">{kind === 'Recording' ? '♪' : '▶'}</span> {kind}: {title}
    </p>
  );
}

export function FileVideo({
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

export function SlideVideoPlayer({ video }: { video: SlideVideo }) {
  const playsMedia = useContext(SlideIsLive);
  if (!playsMedia) return <MediaNote kind="Film" title={video.title ?? 'Video'} />;
  if (video.video_file?.url) return <FileVideo url={video.video_file.url} title={video.title} />;
  return <VideoEmbed source={video.embed} title={video.title ?? undefined} />;
}
