// The teacher-loads baseline (bench/teacher-first-loads.mjs): a plain Node server in its own process answering what
// the product answered, so a page's time on it is the browser's alone. It replays the recorded answers (GraphQL, REST,
// pages, each compressed as the product sent it) and otherwise sends the built web app's files and the uploads.
// `startPlainSite({ recordings, distDir, uploadsDir })`; run as a file, it is that process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { freePort } from '../scripts/engines/free-port.mjs';

/** What identifies a request among the recorded ones: method, path with query, and the body sent. */
export const requestKey = (method, pathWithQuery, body) => `${method} ${pathWithQuery}\n${body ?? ''}`;

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

/**
 * Starts the baseline on a free loopback port. `recordings` is a file of `{ key, status, headers, body }` lines (body
 * in base64, decoded); resolves with its address, `misses()` (requests it had no answer for) and `stop()`.
 */
export async function startPlainSite({ recordings, distDir, uploadsDir }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), recordings, distDir, uploadsDir, String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const missed = [];
  child.on('message', (message) => {
    if (message.missed) missed.push(message.missed);
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, misses: () => [...missed], stop: () => child.kill() };
}

function encodings(acceptEncoding = '') {
  return { br: /\bbr\b/.test(acceptEncoding), gzip: /\bgzip\b/.test(acceptEncoding) };
}

/** Each recorded answer with its body compressed once, as the product sent it. */
function loadRecordings(file) {
  const answers = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { key, status, headers, body } = JSON.parse(line);
    if (answers.has(key)) continue;
    const plain = Buffer.from(body, 'base64');
    const encoding = headers['content-encoding'];
    // At the product's own levels for answers it compresses as it sends them (apps/cms/config/middlewares.ts).
    const bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(plain, { level: 6 })
          : plain;
    const kept = Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !/^(content-length|transfer-encoding|connection|keep-alive|date)$/.test(name),
      ),
    );
    answers.set(key, { status, headers: { ...kept, 'content-length': bytes.length }, bytes });
  }
  return answers;
}

/** A built file or upload, its Brotli or gzip copy when there is one and the browser takes it. */
function sendFile(request, response, file) {
  const accepted = encodings(request.headers['accept-encoding']);
  let sent = file;
  const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
  if (accepted.br && fs.existsSync(`${file}.br`)) {
    sent = `${file}.br`;
    headers['content-encoding'] = 'br';
  } else if (accepted.gzip && fs.existsSync(`${file}.gz`)) {
    sent = `${file}.gz`;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = fs.statSync(sent).size;
  response.writeHead(200, headers);
  fs.createReadStream(sent).pipe(response);
}

function serve([recordings, distDir, uploadsDir, port]) {
  const answers = loadRecordings(recordings);
  const inside = (base, relative) => {
    const file = path.join(base, relative);
    return file.startsWith(base + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
  };
  http
    .createServer((request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : '';
        const answer = answers.get(requestKey(request.method, request.url, body));
        if (answer) {
          response.writeHead(answer.status, answer.headers);
          return response.end(request.method === 'HEAD' ? undefined : answer.bytes);
        }
        const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
        const file = pathname.startsWith('/uploads/')
          ? inside(uploadsDir, pathname.slice('/uploads/'.length))
          : inside(distDir, pathname.slice(1));
        if (request.method === 'GET' && file) return sendFile(request, response, file);
        // Any other address is one of the app's routes, as the product answers it (an unrecorded one: the shell).
        if (request.method === 'GET' && !path.extname(pathname))
          return sendFile(request, response, path.join(distDir, 'index.html'));
        process.send({ missed: `${request.method} ${request.url}` });
        response.writeHead(404, { 'content-length': 0 });
        response.end();
      });
    })
    .listen(Number(port), '127.0.0.1', () => process.send('ready'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) serve(process.argv.slice(2));
