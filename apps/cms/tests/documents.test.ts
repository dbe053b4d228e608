import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts';
import { adminToken, cmsUrl, graphql, rest, signInAs } from './client';
import { contentDisposition, downloadName } from '../src/api/document/controllers/document';

interface UploadedFile {
  documentId: string;
  url: string;
  name: string;
  mime: string;
}

/** A seeded upload by its Media Library name (media are subscriber content, so a subscriber looks them up). */
async function uploadNamed(name: string, token: string): Promise<UploadedFile> {
  const result = await graphql<{ uploadFiles: UploadedFile[] }>(
    `
      query ($name: String!) {
        uploadFiles(filters: { name: { eq: $name } }) {
          documentId
          url
          name
          mime
        }
      }
    `,
    { name },
    token,
  );
  const file = result.data?.uploadFiles[0];
  if (!file) throw new Error(`No seeded file called ${name}: ${JSON.stringify(result.errors)}`);
  return file;
}

const withCookie = (pathname: string, token: string) =>
  fetch(`${cmsUrl()}${pathname}`, { headers: { cookie: `documents_token=${token}` } });

describe('/documents/{fileId}: the uploaded file by id (SPEC §2, §7)', () => {
  let subscriber: string;
  let registered: string;
  let summary: UploadedFile;
  let score: UploadedFile;
  let worksheet: UploadedFile;

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    registered = await signInAs('registered');
    // A programme's summary document: on the public programme page.
    const programmes = await graphql<{ programmes: { summary_document: UploadedFile | null }[] }>(`
      {
        programmes {
          summary_document {
            documentId
            url
            name
            mime
          }
        }
      }
    `);
    summary = programmes.data!.programmes.find((programme) => programme.summary_document)!.summary_document!;
    // Linked only from subscriber content (activity options, audio pages, at-home downloads).
    score = await uploadNamed('Echo Song score', subscriber);
    // Linked from a CPD session's documents (any signed-in teacher) and from subscriber content.
    worksheet = await uploadNamed('Rhythm grid worksheet', subscriber);
  });

  it('serves a file that public content links to anyone, under its name and type, byte for byte', async () => {
    const response = await rest(`/documents/${summary.documentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Programme overview.pdf"; filename*=UTF-8''Programme%20overview.pdf`,
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const original = Buffer.from(await (await rest(summary.url)).arrayBuffer());
    expect(body.equals(original)).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await rest('/documents/no-such-file-anywhere');
    expect(response.status).toBe(404);
    expect((await rest('/documents/no-such-file-anywhere', subscriber)).status).toBe(404);
  });

  it('keeps a file only subscriber content links for signed-in subscribers (Bearer token or the documents cookie)', async () => {
    const anonymous = await rest(`/documents/${score.documentId}`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toBe(
      'You need to be logged in to access this content.',
    );
    const withoutSubscription = await rest(`/documents/${score.documentId}`, registered);
    expect(withoutSubscription.status).toBe(403);
    expect(((await withoutSubscription.json()) as { error: { message: string } }).error.message).toBe(
      'You need an active subscription to access this content.',
    );
    expect((await withCookie(`/documents/${score.documentId}`, registered)).status).toBe(403);

    const byHeader = await rest(`/documents/${score.documentId}`, subscriber);
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get('content-type')).toBe('application/pdf');
    expect(byHeader.headers.get('content-disposition')).toContain('filename="Echo Song score.pdf"');
    expect(byHeader.headers.get('cache-control')).toBe('private, max-age=300');
    const byCookie = await withCookie(`/documents/${score.documentId}`, subscriber);
    expect(byCookie.status).toBe(200);
    expect(
      Buffer.from(await byCookie.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('gives a file a CPD detail page links to any signed-in teacher, not to visitors', async () => {
    expect((await rest(`/documents/${worksheet.documentId}`)).status).toBe(401);
    expect((await rest(`/documents/${worksheet.documentId}`, registered)).status).toBe(200);
  });

  it("follows the content that links a file at once: public while a published programme's summary links it, not before or after", async () => {
    const admin = adminToken();
    const visitorGets = async () => ({
      byId: (await rest(`/documents/${score.documentId}`)).status,
      byPath: (await fetch(`${cmsUrl()}${score.url}`)).status,
    });
    // Asked once before (the upload door remembers each path's access until content changes), then after each write.
    expect(await visitorGets()).toEqual({ byId: 401, byPath: 401 });
    const uploads = await call<{ results: { id: number }[] }>(
      'GET',
      `/upload/files?filters[documentId][$eq]=${score.documentId}`,
      undefined,
      admin,
    );
    const stamp = Date.now();
    const made = await call<{ data: { documentId: string } }>(
      'POST',
      '/content-manager/collection-types/api::programme.programme/actions/publish',
      { title: `Linking test ${stamp}`, slug: `linking-test-${stamp}`, summary_document: uploads.body.results[0].id },
      admin,
    );
    expect(made.status).toBe(200);
    try {
      expect(await visitorGets()).toEqual({ byId: 200, byPath: 200 });
    } finally {
      const programme = `/content-manager/collection-types/api::programme.programme/${made.body.data.documentId}`;
      expect((await call('DELETE', programme, undefined, admin)).status).toBe(200);
    }
    expect(await visitorGets()).toEqual({ byId: 401, byPath: 401 });
  });

  it('treats a forged or foreign token as no sign-in at all', async () => {
    const forged = `${subscriber.slice(0, -4)}AAAA`;
    expect((await rest(`/documents/${score.documentId}`, forged)).status).toBe(401);
    expect((await withCookie(`/documents/${score.documentId}`, 'not-a-token')).status).toBe(401);
  });

  it('names downloads with their extension, safely for any characters', () => {
    expect(downloadName({ name: 'Echo Song score', ext: '.pdf' })).toBe('Echo Song score.pdf');
    expect(downloadName({ name: 'notes.TXT', ext: '.txt' })).toBe('notes.TXT');
    expect(contentDisposition('attachment', 'Beethoven’s "Ode".pdf')).toBe(
      `attachment; filename="Beethoven_s _Ode_.pdf"; filename*=UTF-8''Beethoven%E2%80%99s%20%22Ode%22.pdf`,
    );
  });
});
