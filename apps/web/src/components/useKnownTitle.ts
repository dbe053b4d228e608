import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';

/**
 * `fragment KnownTitle on {typename} { title }`, written as its syntax tree: parsing it at run time would bring
 * GraphQL's parser into every page's scripts for this one fragment.
 */
const knownTitleFragment = (typename: string) =>
  ({
    kind: 'Document',
    definitions: [
      {
        kind: 'FragmentDefinition',
        name: { kind: 'Name', value: 'KnownTitle' },
        typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: typename } },
        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'title' } }] },
      },
    ],
  }) as unknown as DocumentNode;

/**
 * The title of an entity the app has already read (a lesson from its unit page, an activity from its lesson
 * overview), so that a page shows its real heading while the rest of it loads. Null when nothing read it yet.
 */
export function useKnownTitle(typenames: string[], documentId: string): string | null {
  const { cache } = useApolloClient();
  for (const typename of typenames) {
    const id = cache.identify({ __typename: typename, documentId });
    if (!id) continue;
    const known = cache.readFragment<{ title?: string | null }>({ id, fragment: knownTitleFragment(typename) });
    if (known?.title) return known.title;
  }
  return null;
}
