// A real SMTP server on loopback (nodemailer's smtp-server) that keeps every mail the product sends, and a tiny HTTP
// endpoint on loopback that hands them to the journeys: GET /mails -> [{ to, from, subject, text, receivedAt }].
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Header lines unfolded into a lower-cased map. */
function parseHeaders(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body, encoding = '') {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value = '') {
  // Whitespace between two encoded words is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The text/plain part of a message (walking multipart bodies), decoded. */
function textOf(headers, body) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const split = part.replace(/^\r?\n/, '').search(/\r?\n\r?\n/);
      const trimmed = part.replace(/^\r?\n/, '');
      const partHeaders = parseHeaders(trimmed.slice(0, split));
      const text = textOf(partHeaders, trimmed.slice(split).replace(/^\r?\n\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  return decodeBody(body, headers['content-transfer-encoding']);
}

export function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return { subject: decodeWords(headers.subject), from: headers.from ?? '', text: textOf(headers, body) ?? '' };
}

export async function startSmtpCatcher() {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const message = parseMessage(Buffer.concat(chunks).toString('utf8'));
        for (const recipient of session.envelope.rcptTo) {
          mails.push({ to: recipient.address.toLowerCase(), ...message, receivedAt: new Date().toISOString() });
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = smtp.server.address().port;

  const api = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (url.pathname !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(to ? mails.filter((mail) => mail.to === to) : mails));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));

  return {
    smtpHost: '127.0.0.1',
    smtpPort,
    mailsUrl: `http://127.0.0.1:${api.address().port}/mails`,
    close() {
      smtp.close(() => {});
      api.close();
    },
  };
}
