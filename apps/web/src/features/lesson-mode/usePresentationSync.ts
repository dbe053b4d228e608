import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import * as sync from './presenterSync';

/** A media message as a window sends it; the hook adds the sender. */
export type OutgoingMediaMessage =
  | Omit<sync.MediaCommandMessage, 'sender'>
  | Omit<sync.MediaStatusMessage, 'sender'>
  | Omit<sync.MediaQueryMessage, 'sender'>;

/**
 * Keeps this window and the other lesson-mode window of the same lesson (projector or presenter) in step, through
 * a BroadcastChannel named after the lesson; the rule is presenterSync's. `apply` shows what the other window moved
 * to; `onMedia` hears the recordings' commands and status, and the returned `sendMedia` sends them. Without
 * BroadcastChannel (an old browser) each window simply runs on its own.
 */
export function usePresentationSync(
  channelName: string,
  state: sync.PresentationState,
  apply: (state: sync.PresentationState) => void,
  onMedia?: (message: sync.MediaMessage) => void,
) {
  const clock = useRef<sync.SyncClock | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const latest = useRef({ state, apply, onMedia });
  useLayoutEffect(() => {
    latest.current = { state, apply, onMedia };
  });

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(channelName);
    channel.current = opened;
    clock.current = sync.startClock(
      `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      latest.current.state,
    );
    opened.onmessage = ({ data }: MessageEvent) => {
      if (!clock.current) return;
      if (sync.isMediaMessage(data)) {
        if (data.sender !== clock.current.sender) latest.current.onMedia?.(data);
        return;
      }
      if (!sync.isSyncMessage(data) || data.sender === clock.current.sender) return;
      if (data.kind === 'hello') {
        opened.postMessage(sync.answerHello(clock.current));
        return;
      }
      const result = sync.remoteMessage(clock.current, data);
      clock.current = result.clock;
      if (result.apply) latest.current.apply(result.apply);
    };
    opened.postMessage({ kind: 'hello', sender: clock.current.sender });
    return () => {
      opened.close();
      channel.current = null;
      clock.current = null;
    };
  }, [channelName]);

  const { path, cover } = state;
  useEffect(() => {
    if (!clock.current) return;
    const result = sync.localChange(clock.current, { path, cover });
    clock.current = result.clock;
    if (result.message) channel.current?.postMessage(result.message);
  }, [path, cover]);

  return useCallback((message: OutgoingMediaMessage) => {
    if (clock.current) channel.current?.postMessage({ ...message, sender: clock.current.sender });
  }, []);
}
