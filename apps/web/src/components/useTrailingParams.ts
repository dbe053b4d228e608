import { useParams } from 'react-router';

/**
 * The optional segments at the end of the address, which the route takes as its `*`, by name and in order; null when
 * the address has more segments than names. One route instead of one per combination of `:name?` segments: React
 * Router expands and ranks every combination each time it matches an address, on a phone's first load too.
 */
export function useTrailingParams<const Name extends string>(
  names: readonly Name[],
): Partial<Record<Name, string>> | null {
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (segments.length > names.length) return null;
  return Object.fromEntries(segments.map((segment, index) => [names[index], segment])) as Partial<Record<Name, string>>;
}
