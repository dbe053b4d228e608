/**
 * The search's facets (kind, audience, programme, activity type, year group, key stage, learning strand): each
 * document's values, which documents pass the chosen ones, and how many of each value the results hold.
 */
import type { FacetName, SearchAnswer } from '@classroom/contracts';
import type { SearchDocument } from './search-index';

export const FACETS: FacetName[] = [
  'kind',
  'audience',
  'programme',
  'activityType',
  'yearGroup',
  'keyStage',
  'learningStrand',
];
const valuesOf = (document: SearchDocument, facet: FacetName): string[] => {
  switch (facet) {
    case 'kind':
      return [document.kind];
    case 'audience':
      return document.audiences;
    case 'programme':
      return document.programmes;
    case 'activityType':
      return document.activityType ? [document.activityType] : [];
    case 'yearGroup':
      return document.yearGroups ?? [];
    case 'keyStage':
      return document.keyStages ?? [];
    case 'learningStrand':
      return document.learningStrands ?? [];
  }
};

/** "Reception" before "Year 1" before "Year 10": a year group's place in school. */
const schoolYear = (title: string) => (/^reception$/i.test(title) ? 0 : Number(/\d+/.exec(title)?.[0] ?? 99));
/** Year groups and key stages list in school order (EYFS, KS1…KS5 sort so by name); other facets by count. */
const facetOrder: Partial<Record<FacetName, (a: string, b: string) => number>> = {
  yearGroup: (a, b) => schoolYear(a) - schoolYear(b),
  keyStage: (a, b) => a.localeCompare(b),
};

/** The facet values a request chose, by facet. */
export type ChosenFacets = Partial<Record<FacetName, string>>;

export const chosenFacets = (request: ChosenFacets): ChosenFacets =>
  Object.fromEntries(FACETS.map((facet) => [facet, request[facet]]));

/** Whether a document has every chosen value (`except` one facet, when counting that facet's values). */
export const passesFacets = (document: SearchDocument, chosen: ChosenFacets, except?: FacetName): boolean =>
  FACETS.every((facet) => facet === except || !chosen[facet] || valuesOf(document, facet).includes(chosen[facet]!));

/** Each facet's values among the documents that pass the other facets' choices, with their counts, in facet order. */
export function facetCounts(documents: SearchDocument[], chosen: ChosenFacets): SearchAnswer['facets'] {
  return Object.fromEntries(
    FACETS.map((facet) => {
      const counts = new Map<string, number>();
      for (const document of documents) {
        if (!passesFacets(document, chosen, facet)) continue;
        for (const value of valuesOf(document, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const order = facetOrder[facet];
      const sorted = [...counts].sort((a, b) => (order ? order(a[0], b[0]) : b[1] - a[1] || a[0].localeCompare(b[0])));
      return [facet, sorted.map(([value, count]) => ({ value, count }))];
    }),
  ) as SearchAnswer['facets'];
}
