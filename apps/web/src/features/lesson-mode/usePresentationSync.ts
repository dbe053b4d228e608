import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  answerHello,
  isSyncMessage,
  localChange,
  remoteMessage,
  startClock,
  type PresentationState,
  type SyncClock,
} from './presenterSync';

/**
 * Keeps this window and the other lesson-mode window of the same lesson (projector or presenter) in step, through
 * a BroadcastChannel named after the lesson; the rule is presenterSync's. `apply` shows what the other window moved
 * to. Without BroadcastChannel (an old browser) each window simply runs on its own.
 */
export function usePresentationSync(
  channelName: string,
  state: PresentationState,
  apply: (state: PresentationState) => void,
) {
  const clock = useRef<SyncClock | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const latest = useRef({ state, apply });
  useLayoutEffect(() => {
    latest.current = { state, apply };
  });

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(channelName);
    channel.current = opened;
    clock.current = startClock(
      `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      latest.current.state,
    );
    opened.onmessage = ({ data }: MessageEvent) => {
      if (!isSyncMessage(data) || !clock.current || data.sender === clock.current.sender) return;
      if (data.kind === 'hello') {
        opened.postMessage(answerHello(clock.current));
        return;
      }
      const result = remoteMessage(clock.current, data);
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
    const result = localChange(clock.current, { path, cover });
    clock.current = result.clock;
    if (result.message) channel.current?.postMessage(result.message);
  }, [path, cover]);
}
