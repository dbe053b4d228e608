import { useEffect, useLayoutEffect, useRef } from 'react';
import { keyBelongsToFocus, lessonModeKey, type LessonModeCommand } from './keyMap';

/**
 * The keys of keyMap.ts on the whole window, while no dialog is open (a dialog has its own keys). Keys that belong
 * to what has the focus (typing, a select, Enter on a button) are left alone.
 */
export function useLessonModeKeys({
  enabled,
  typedNumber,
  setTypedNumber,
  run,
}: {
  enabled: boolean;
  typedNumber: string;
  setTypedNumber: (typed: string) => void;
  run: (command: LessonModeCommand) => void;
}) {
  const latest = useRef({ typedNumber, setTypedNumber, run });
  useLayoutEffect(() => {
    latest.current = { typedNumber, setTypedNumber, run };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const { typedNumber: typed, setTypedNumber: setTyped, run: runCommand } = latest.current;
      if (event.defaultPrevented || target?.closest('.modal')) return;
      if (keyBelongsToFocus(event.key, target, typed)) return;
      const result = lessonModeKey(event, typed);
      if (result.typedNumber !== typed) setTyped(result.typedNumber);
      if (!result.command) return;
      event.preventDefault();
      runCommand(result.command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
