import { useContext, useEffect, useState } from 'react';
import { VideoEmbed } from '../../../components/VideoEmbed';
import { hostPlayer, type HostPlayer } from '../../../lib/hostPlayer';
import { keepInSync, type SyncablePlayer } from '../../../lib/videoSync';
import { FileVideo, MediaNote, type SlideVideo } from './SlideMedia';
import { SlideIsLive } from './slideIsLive';

/** What the sync rule drives: an HTML5 video element, or a host video through its player API. */
type SyncedPlayer = SyncablePlayer & { play(): unknown; pause(): unknown };

/**
 * SPEC-GUIDE §3 film_setup: the 'follower' film keeps in step with the 'main' one (SPEC-GUIDE §9 video sync), whether
 * each is an uploaded file (HTML5 video) or a video on the host (its player, through lib/videoHost).
 */
export function TwoVideos({ videos }: { videos: SlideVideo[] }) {
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
