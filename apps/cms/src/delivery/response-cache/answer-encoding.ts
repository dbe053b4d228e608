import type { CachedAnswer } from './store';

/**
 * One answer as one Redis value: the headers' JSON, the body, the gzip and brotli forms and what it read (the tags'
 * JSON), each after its length (4 bytes; 0 for a form that was not made). Values kept before the tags were added have
 * four parts.
 */
export function encodeAnswer(answer: CachedAnswer): Buffer {
  const tags = answer.tags ? Buffer.from(JSON.stringify(answer.tags)) : undefined;
  const parts = [Buffer.from(JSON.stringify(answer.headers)), answer.body, answer.gzip, answer.br, tags];
  const framed: Buffer[] = [];
  for (const part of parts) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(part?.length ?? 0);
    framed.push(length, part ?? Buffer.alloc(0));
  }
  return Buffer.concat(framed);
}

export function decodeAnswer(stored: Buffer): CachedAnswer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (let index = 0; index < 5; index += 1) {
    if (index === 4 && at === stored.length) break;
    if (at + 4 > stored.length) return undefined;
    const length = stored.readUInt32BE(at);
    at += 4;
    if (at + length > stored.length) return undefined;
    parts.push(stored.subarray(at, at + length));
    at += length;
  }
  const [headers, body, gzip, br, tags] = parts;
  return {
    headers: JSON.parse(headers.toString('utf8')) as Record<string, string>,
    body,
    ...(gzip.length ? { gzip } : {}),
    ...(br.length ? { br } : {}),
    ...(tags?.length ? { tags: JSON.parse(tags.toString('utf8')) as string[] } : {}),
  };
}
