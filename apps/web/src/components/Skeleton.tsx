import type { ReactNode } from 'react';
import './Skeleton.css';

/** Grey bars, each `columns` twelfths wide (Bootstrap's placeholders), hidden from assistive technology. */
function SkeletonLines({ columns, className }: { columns: number[]; className?: string }) {
  return (
    <div className={`placeholder-glow ${className ?? ''}`} aria-hidden="true">
      {columns.map((width, index) => (
        <span key={index} className={`placeholder d-block mb-2 col-${width}`} />
      ))}
    </div>
  );
}

/**
 * Stands in for content while it loads: the shape of what is coming instead of a blank, marked busy and announced
 * once as "Loading…" (the bars themselves say nothing to a screen reader).
 */
function Skeleton({
  label = 'Loading…',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`skeleton ${className ?? ''}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {children ?? <SkeletonLines columns={[11, 9, 10]} />}
    </div>
  );
}

/**
 * A page loading inside its layout: breadcrumbs, its heading (the real one when already known), an introduction
 * and a row of cards, each as placeholders, where the page's content will be.
 */
export function PageSkeleton({ heading }: { heading?: string | null }) {
  return (
    <Skeleton className="page-skeleton container py-4">
      <SkeletonLines columns={[4]} className="page-skeleton__crumbs mb-3" />
      {heading ? (
        <h1>{heading}</h1>
      ) : (
        <div className="placeholder-glow h1 mb-3" aria-hidden="true">
          <span className="placeholder col-7 col-md-5" />
        </div>
      )}
      <SkeletonLines columns={[12, 11, 7]} className="mb-4" />
      <div className="row g-4" aria-hidden="true">
        {[0, 1, 2].map((card) => (
          <div key={card} className="col-12 col-md-6 col-xl-4">
            <div className="card h-100">
              <div className="card-body">
                <SkeletonLines columns={[8, 12, 11, 5]} />
              </div>
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
