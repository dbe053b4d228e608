/**
 * Lets a test turn the trusted-documents rule (src/trusted-documents) on and off in the booted CMS, which the other
 * files probe with raw documents as visitors and teachers (the rule off, as outside production). Test files run in
 * other processes than the CMS: they ask over HTTP, at the address this provides as `trustedDocumentsControlUrl`.
 */
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

const MODES = new Set(['only', 'off']);

export async function startTrustedDocumentsControl(app: {
  config: { set(path: string, value: unknown): void };
}): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const mode = req.url?.slice(1) ?? '';
    if (req.method !== 'POST' || !MODES.has(mode)) {
      res.writeHead(404).end();
      return;
    }
    app.config.set('product.trustedDocuments.mode', mode);
    res.writeHead(204).end();
  });
  return listenOnLoopback(server);
}
