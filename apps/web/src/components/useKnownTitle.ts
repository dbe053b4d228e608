import { useApolloClient } from '@apollo/client/react';
import { parse } from 'graphql';

/**
 * The title of an entity the app has already read (a lesson from its unit page, an activity from its lesson
 * overview), so that a page shows its real heading while the rest of it loads. Null when nothing read it yet.
 */
export function useKnownTitle(typenames: string[], documentId: string): string | null {
  const { cache } = useApolloClient();
  for (const typename of typenames) {
    const id = cache.identify({ __typename: typename, documentId });
    if (!id) continue;
    const known = cache.readFragment<{ title?: string | null }>({
      id,
      fragment: parse(`fragment KnownTitle on ${typename} { title }`),
    });
    if (known?.title) return known.title;
  }
  return null;
}
