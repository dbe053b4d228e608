// The plain baseline's request handler, one for every place it runs: its own process (bench/plain-server.mjs) and the
// product's process (bench/in-process-baseline.mjs). The body is read to its end, then the same bytes and headers are
// sent, content-length added.

/** A `request` listener answering every request with `bytes` and `headers`. */
export function answerWith(bytes, headers) {
  const sent = { ...headers, 'content-length': bytes.length };
  return (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, sent);
      res.end(bytes);
    });
  };
}

/** What bench/in-process-baseline.mjs writes to the product's standard output once its server listens, then its port. */
export const LISTENING = 'in-process baseline listening on';
