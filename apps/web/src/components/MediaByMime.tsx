import { documentHref } from '../lib/documents';
import { formatUrl } from '../lib/media';
import { AudioPlayer } from './AudioPlayer';

interface MediaData {
  documentId: string;
  name: string;
  url: string;
  mime: string;
  ext?: string | null;
  alternativeText?: string | null;
  caption?: string | null;
  formats?: unknown;
  width?: number | null;
  height?: number | null;
}

/** How an uploaded file shows in content (SPEC-GUIDE §2 Activity page): by mime type. */
function mediaKind(mime: string): 'audio' | 'pdf' | 'image' | 'other' {
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  return 'other';
}

/** An audio player, a link that opens the PDF, the picture, or otherwise the file's name only. */
export function MediaByMime({ media }: { media: MediaData }) {
  const title = media.caption || media.name;
  switch (mediaKind(media.mime)) {
    case 'audio':
      return <AudioPlayer src={media.url} title={title} />;
    case 'pdf':
      return (
        <a href={documentHref(media)} target="_blank" rel="noopener" className="media-pdf d-inline-flex gap-2">
          <span aria-hidden="true">⬇</span>
          {title} (PDF)
          <span className="visually-hidden">, opens in a new tab</span>
        </a>
      );
    case 'image':
      return (
        <figure className="figure mb-0">
          <img
            src={formatUrl(media.formats, 'medium') ?? media.url}
            alt={media.alternativeText ?? ''}
            className="figure-img img-fluid rounded"
            width={media.width ?? undefined}
            height={media.height ?? undefined}
          />
          {media.caption && <figcaption className="figure-caption">{media.caption}</figcaption>}
        </figure>
      );
    default:
      return <span className="media-name">{media.name}</span>;
  }
}
