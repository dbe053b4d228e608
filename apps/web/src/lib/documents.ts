/**
 * Documents attached to content (SPEC-GUIDE §3 `documents`: title + file). SPEC-GUIDE §5: a document is listed only
 * when it has both a title and a file url. Links go to the CMS's /documents/{fileId}, which serves the file under its
 * name.
 */
export interface DocumentData {
  id?: string | null;
  title?: string | null;
  file?: { documentId: string; url: string; name?: string | null; ext?: string | null; caption?: string | null } | null;
}

interface DocumentView {
  key: string;
  title: string;
  href: string;
  /** 'PDF', 'MP3' ...: shown beside the title. */
  kind: string | null;
}

export function documentHref(file: { documentId: string }): string {
  return `/documents/${encodeURIComponent(file.documentId)}`;
}

export function toDocumentViews(
  documents: readonly (DocumentData | null | undefined)[] | null | undefined,
): DocumentView[] {
  return (documents ?? []).flatMap((document, index) => {
    const title = document?.title?.trim();
    const file = document?.file;
    if (!title || !file?.url) return [];
    const kind = file.ext ? file.ext.replace(/^\./, '').toUpperCase() : null;
    return [{ key: document?.id ?? `${file.documentId}-${index}`, title, href: documentHref(file), kind }];
  });
}
