import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/rest';
import { fetchSearch, isAskable, searchQueryString, type SearchAnswer, type SearchRequest } from './api/search';

interface SearchState {
  key: string | null;
  answer?: SearchAnswer;
  error?: string;
}

/**
 * The answer to `request` (none while it is null), fetched `delayMs` after it last changed so typing sends one
 * request per pause; a newer request cancels the one under way.
 */
export function useSearch(request: SearchRequest | null, delayMs = 0) {
  const key = request && isAskable(request) ? searchQueryString({ ...request, q: request.q.trim() }) : null;
  const [state, setState] = useState<SearchState>({ key: null });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearch(key, controller.signal)
        .then((answer) => setState({ key, answer }))
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setState({ key, error: errorMessage(error) });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  const current = key !== null && state.key === key;
  return {
    loading: key !== null && !current,
    answer: current ? state.answer : undefined,
    /** The last answer, even for an earlier request: suggestions stay put while the next ones load. */
    latestAnswer: key ? state.answer : undefined,
    error: current ? state.error : undefined,
  };
}
