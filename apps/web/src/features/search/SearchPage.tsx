import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ContentLink } from '../../components/ContentLink';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { YearGroupBadges } from '../../components/YearGroupBadges';
import { isAskable, type SearchAnswer } from './api/search';
import { Highlighted } from './Highlighted';
import { FACET_TITLES, FIELD_NAMES, filtersButtonLabel, KIND_NAMES, SUBSCRIBERS_BADGE } from './messages';
import { chosenFacets, FACET_ORDER, facetLabel, searchRequestOf, withFacet } from './searchView';
import { useSearch } from './useSearch';
import './search.css';

/**
 * The facets beside the results; on a phone they fold behind a "Filters" button that tells how many are chosen, so
 * the results are on the first screen.
 */
function Facets({ answer, params }: { answer: SearchAnswer; params: URLSearchParams }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = chosenFacets(params).length;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary d-md-none mb-3"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {filtersButtonLabel(active)}
      </button>
      <nav id={id} aria-label="Narrow the results" className={open ? 'd-block' : 'd-none d-md-block'}>
        {FACET_ORDER.map((facet) => {
          const values = answer.facets[facet];
          if (!values.length) return null;
          const chosen = params.get(facet);
          return (
            <section key={facet} className="mb-3">
              <h2 className="h6">{FACET_TITLES[facet]}</h2>
              <ul className="list-unstyled">
                {values.map(({ value, count }) => (
                  <li key={value}>
                    <Link
                      to={withFacet(params, facet, value)}
                      aria-current={chosen === value ? 'true' : undefined}
                      className={chosen === value ? 'fw-bold' : undefined}
                    >
                      {facetLabel(facet, value)} ({count})
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
    </>
  );
}

/** Where a result was found: the fields its words matched, else (browsing without words) the filters it matched. */
function foundInLabel(result: SearchAnswer['results'][number], filters: string): string | null {
  if (result.foundIn.length > 0)
    return `Found in: ${result.foundIn.map((field) => FIELD_NAMES[field] ?? field).join(', ')}`;
  return filters ? `Listed under: ${filters}` : null;
}

const whereFound = (result: SearchAnswer['results'][number], filters: string) =>
  result.subscribersOnly ? 'Subscribe to see what this holds.' : foundInLabel(result, filters);

/** Every applied filter, each with a way to remove it, and one to remove them all (issue 44). */
function AppliedFilters({ params }: { params: URLSearchParams }) {
  const chosen = chosenFacets(params);
  if (chosen.length === 0) return null;
  const q = params.get('q')?.trim();
  return (
    <div className="applied-filters d-flex flex-wrap align-items-center gap-2 mb-3">
      <h2 className="h6 mb-0">Applied filters</h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {chosen.map(({ facet, value }) => (
          <li key={facet}>
            <Link to={withFacet(params, facet, value)} className="btn btn-sm btn-outline-secondary">
              <span className="visually-hidden">Remove filter: </span>
              {facetLabel(facet, value)} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      {chosen.length > 1 && (
        <Link to={q ? `/search?${new URLSearchParams({ q })}` : '/search'} className="btn btn-sm btn-link">
          Clear all filters
        </Link>
      )}
    </div>
  );
}

function Results({ answer, filters }: { answer: SearchAnswer; filters: string }) {
  return (
    <ol className="list-unstyled">
      {answer.results.map((result) => (
        <li key={result.id} className="search-result border-bottom py-3">
          <div className="small text-body-secondary">
            {KIND_NAMES[result.kind] ?? result.kind}
            {result.programmes.length > 0 && ` · ${result.programmes.join(', ')}`}
            {result.subscribersOnly && <span className="badge text-bg-warning ms-2">{SUBSCRIBERS_BADGE}</span>}
          </div>
          <h2 className="h5 my-1">
            <ContentLink href={result.href}>
              <Highlighted segments={result.title} />
            </ContentLink>
          </h2>
          <YearGroupBadges
            yearGroups={(result.yearGroups ?? []).map((title) => ({ title }))}
            className="d-flex gap-2 mb-1"
          />
          {result.snippet && (
            <p className="mb-1">
              <Highlighted segments={result.snippet} />
            </p>
          )}
          {whereFound(result, filters) && (
            <p className="small text-body-secondary mb-0">{whereFound(result, filters)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** /search?q=… (issue #16): every kind of content, narrowed by facets, with the matched words marked. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const request = searchRequestOf(params);
  const { answer, loading, error } = useSearch(isAskable(request) ? request : null);
  const chosen = chosenFacets(params);
  const words = request.q.trim() ? ` for ‘${request.q.trim()}’` : '';
  const filters = chosen.map(({ facet, value }) => facetLabel(facet, value)).join(', ');
  // The chosen facets in a span of their own: "3 results for ‘rhythm’ in Year 2, Lesson".
  const within = filters && <span> in {filters}</span>;
  const [draft, setDraft] = useState<{ for: string; text: string } | null>(null);
  const text = draft?.for === request.q ? draft.text : request.q;

  return (
    <div className="container py-4">
      <PageTitle title={request.q ? `Search: ${request.q}` : filters ? `Search: ${filters}` : 'Search'} />
      <h1>Search</h1>
      <form
        role="search"
        className="d-flex gap-2 mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) navigate(`/search?${new URLSearchParams({ q: text.trim() })}`);
        }}
      >
        <label htmlFor="search-page-query" className="visually-hidden">
          Search for
        </label>
        <input
          id="search-page-query"
          type="search"
          className="form-control"
          value={text}
          onChange={(event) => setDraft({ for: request.q, text: event.target.value })}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>

      {!isAskable(request) && <p>Type what you are looking for: an activity, a song, a musical idea.</p>}
      {loading && <Spinner />}
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      {answer && answer.total === 0 && <AppliedFilters params={params} />}
      {answer && answer.total === 0 && (
        <div role="status">
          <p className="lead">
            No results{words}
            {within}.
          </p>
          {answer.suggestions.length > 0 && (
            <p>
              Try:{' '}
              {answer.suggestions.map((suggestion, index) => (
                <span key={suggestion}>
                  {index > 0 && ', '}
                  <Link to={`/search?${new URLSearchParams({ q: suggestion })}`}>{suggestion}</Link>
                </span>
              ))}
            </p>
          )}
        </div>
      )}
      {answer && answer.total > 0 && (
        <div className="row">
          <div className="col-md-3">
            <Facets answer={answer} params={params} />
          </div>
          <div className="col-md-9">
            {/* After the facets' button, so the keyboard reaches the folded facets first on a phone. */}
            <AppliedFilters params={params} />
            <p role="status">
              {answer.total === 1 ? '1 result' : `${answer.total} results`}
              {words}
              {within}
            </p>
            <Results answer={answer} filters={filters} />
          </div>
        </div>
      )}
    </div>
  );
}
