import { useRestResource } from '../../components/useRestResource';
import { fetchAtHomeLibrary, type AtHomeLibrary } from './api/atHome';

/** The library behind a shared code, fetched once per code (both at-home pages read the same answer). */
export function useAtHomeLibrary(code: string): { library?: AtHomeLibrary; error?: string; loading: boolean } {
  const library = useRestResource(code, (signal) => fetchAtHomeLibrary(code, signal));
  if (library.status === 'ready') return { library: library.data, loading: false };
  if (library.status === 'failed') return { error: (library.error as Error).message, loading: false };
  return { loading: true };
}
