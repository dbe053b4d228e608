import { useEffect, useState } from 'react';
import { fetchAtHomeLibrary, type AtHomeLibrary } from './api/atHome';

type State = { code: string; library: AtHomeLibrary } | { code: string; error: string };

/** The library behind a shared code, fetched once per code (both at-home pages read the same answer). */
export function useAtHomeLibrary(code: string): { library?: AtHomeLibrary; error?: string; loading: boolean } {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchAtHomeLibrary(code, controller.signal).then(
      (library) => setState({ code, library }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ code, error: error.message });
      },
    );
    return () => controller.abort();
  }, [code]);
  if (state?.code !== code) return { loading: true };
  return 'library' in state ? { library: state.library, loading: false } : { error: state.error, loading: false };
}
