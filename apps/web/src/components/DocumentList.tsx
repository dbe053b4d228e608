import { toDocumentViews, type DocumentData } from '../lib/documents';

/** A list of downloadable documents under a heading; renders nothing when none qualifies (SPEC-GUIDE §5). */
export function DocumentList({
  documents,
  heading = 'Documents',
  headingLevel = 'h2',
}: {
  documents: readonly (DocumentData | null | undefined)[] | null | undefined;
  heading?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const views = toDocumentViews(documents);
  if (!views.length) return null;
  const Heading = headingLevel;
  return (
    <section className="document-list mb-4" aria-label={heading}>
      <Heading className={headingLevel === 'h2' ? 'h4' : 'h5'}>{heading}</Heading>
      <ul className="list-unstyled mb-0">
        {views.map((document) => (
          <li key={document.key} className="mb-2">
            <a href={document.href} className="d-inline-flex align-items-center gap-2" download>
              <span aria-hidden="true">⬇</span>
              {document.title}
              {document.kind && <span className="badge text-bg-light border">{document.kind}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
