import { syncDocumentCookie } from '../lib/documentCookie';

/**
 * "Download all resources" (issue #16): one ZIP of the lesson's or unit's documents that the teacher may open, from
 * the CMS's /documents/resources/... A plain link, like each document's: the documents cookie proves who asks.
 */
export function DownloadAllResources({ kind, documentId }: { kind: 'lesson' | 'unit'; documentId: string }) {
  return (
    <p className="mb-4">
      <a
        href={`/documents/resources/${kind}/${encodeURIComponent(documentId)}`}
        className="btn btn-outline-primary"
        download
        // The cookie follows the stored session already; this makes sure it is there at the moment of the click.
        onClick={() => syncDocumentCookie()}
      >
        Download all resources
      </a>
    </p>
  );
}
