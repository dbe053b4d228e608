import { useRef, useState } from 'react';
import { syncDocumentCookie } from '../lib/documentCookie';
import { Progress } from './Progress';

type ZipState =
  | { step: 'idle' }
  | { step: 'preparing'; received: number; size: number | null }
  | { step: 'done' }
  | { step: 'failed'; message: string };

/** The name the CMS gives the ZIP (Content-Disposition, its UTF-8 form first), else one after what it holds. */
export function zipName(disposition: string | null, kind: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? `${kind}-resources.zip`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Hands the finished ZIP to the browser's downloads, under its name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Reads the ZIP as the CMS streams it, telling how much has come so far. */
async function fetchZip(href: string, kind: string, onBytes: (received: number, size: number | null) => void) {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(String(response.status));
  const size = Number(response.headers.get('Content-Length')) || null;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onBytes(received, size);
  }
  const blob = new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/zip' });
  return { blob, name: zipName(response.headers.get('Content-Disposition'), kind) };
}

/**
 * "Download all resources" (issue #16): one ZIP of the lesson's or unit's documents that the teacher may open, from
 * the CMS's /documents/resources/... The documents cookie proves who asks. The ZIP takes a moment to gather, so the
 * click shows "Preparing ZIP…" at once, then how much has arrived, then that it is done or why not. Without
 * JavaScript it stays a plain download link.
 */
export function DownloadAllResources({ kind, documentId }: { kind: 'lesson' | 'unit'; documentId: string }) {
  const [state, setState] = useState<ZipState>({ step: 'idle' });
  const busy = useRef(false);
  const href = `/documents/resources/${kind}/${encodeURIComponent(documentId)}`;
  const preparing = state.step === 'preparing';

  const download = async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ step: 'preparing', received: 0, size: null });
    // The cookie follows the stored session already; this makes sure it is there at the moment of the click.
    syncDocumentCookie();
    try {
      const { blob, name } = await fetchZip(href, kind, (received, size) =>
        setState({ step: 'preparing', received, size }),
      );
      saveFile(blob, name);
      setState({ step: 'done' });
    } catch {
      setState({
        step: 'failed',
        message: navigator.onLine
          ? 'The ZIP could not be prepared. Please try again.'
          : 'The ZIP cannot be prepared while this device is offline. Reconnect and try again.',
      });
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="mb-4">
      <a
        href={href}
        className={`btn btn-outline-primary${preparing ? ' disabled' : ''}`}
        aria-disabled={preparing || undefined}
        download
        onClick={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        {preparing && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {preparing ? 'Preparing ZIP…' : 'Download all resources'}
      </a>
      <div role="status" className="mt-2">
        {preparing && (
          <>
            <p className="small mb-1">
              {state.received === 0
                ? 'Preparing ZIP…'
                : `Downloading ZIP: ${megabytes(state.received)}${state.size ? ` of ${megabytes(state.size)}` : ''}`}
            </p>
            <Progress
              label="ZIP progress"
              percent={state.size ? (100 * state.received) / state.size : null}
              className="w-50"
            />
          </>
        )}
        {state.step === 'done' && <p className="small text-success mb-0">Your ZIP has been downloaded.</p>}
      </div>
      {state.step === 'failed' && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
