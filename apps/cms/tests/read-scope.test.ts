import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { readScopeConfig, readScopeOf } from '../src/extensions/graphql/read-scope';

/** The purpose-built read fields' scopes come from one declaration of what each field reads. */
describe('purpose-built fields read scope', () => {
  const strapiWithout = (missing: string) =>
    ({ getModel: (uid: string) => (uid === missing ? undefined : { uid }) }) as unknown as Core.Strapi;

  it('asks `find` on every type a field reads, and the upload content API for files', () => {
    expect(readScopeOf('Query.audioLibraryIndex')).toEqual([
      'api::audio-library.audio-library.find',
      'api::audio-page.audio-page.find',
      'api::audio-page-container.audio-page-container.find',
    ]);
    expect(readScopeOf('Query.lessonOverview')).toContain('plugin::upload.content-api.find');
    expect(readScopeConfig(strapiWithout('none'), 'Query.audienceMenus')).toEqual({
      'Query.audienceMenus': { auth: { scope: readScopeOf('Query.audienceMenus') } },
    });
  });

  it('refuses to build a field whose declared type no longer exists', () => {
    expect(() => readScopeConfig(strapiWithout('api::year-group.year-group'), 'Query.lessonOverview')).toThrow(
      /Query.lessonOverview reads api::year-group.year-group/,
    );
  });
});
