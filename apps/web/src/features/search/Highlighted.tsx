import type { Segment } from './api/search';

/** Text with the words the search matched in <mark>: rendered as text nodes, never as HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>{segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}</>
  );
}
