import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { applyMediaCommand, recordingStatus, type MediaMessage } from './presenterSync';
import type { OutgoingMediaMessage } from './usePresentationSync';

const MEDIA_EVENTS = ['play', 'pause', 'timeupdate', 'seeked', 'loadedmetadata', 'durationchange', 'ended'] as const;

/** The slide's <audio> elements on the projector, each with the address of its recording. */
function recordingsIn(stage: HTMLElement | null) {
  return Array.from(stage?.querySelectorAll('audio') ?? []).flatMap((audio) => {
    const url = audio.getAttribute('src');
    return url ? [{ url, audio }] : [];
  });
}

/**
 * The projector's side of the presenter's recording controls: carries out play, pause and seek on the slide's
 * <audio> elements (whose players follow their element's events), and tells the presenter where each one is after
 * every change. Returns the handler for the channel's media messages.
 */
export function useProjectorRecordings(
  stage: RefObject<HTMLElement>,
  path: string,
  sendMedia: (message: OutgoingMediaMessage) => void,
  enabled: boolean,
) {
  const report = () => {
    const recordings = recordingsIn(stage.current).map(({ url, audio }) => recordingStatus(url, audio));
    sendMedia({ kind: 'media-status', path, recordings });
  };
  const latestReport = useRef(report);
  useLayoutEffect(() => {
    latestReport.current = report;
  });

  useEffect(() => {
    if (!enabled) return;
    const listening = new AbortController();
    for (const { audio } of recordingsIn(stage.current)) {
      for (const type of MEDIA_EVENTS)
        audio.addEventListener(type, () => latestReport.current(), { signal: listening.signal });
    }
    latestReport.current();
    return () => listening.abort();
  }, [enabled, stage, path]);

  return (message: MediaMessage) => {
    if (!enabled || message.path !== path) return;
    if (message.kind === 'media-query') report();
    if (message.kind !== 'media') return;
    const target = recordingsIn(stage.current).find(({ url }) => url === message.url);
    if (target) applyMediaCommand(target.audio, message.command);
  };
}
