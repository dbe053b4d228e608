import { describe, expect, it } from 'vitest';
import { graphql } from './client';
import { ADDED_SLIDE_TEMPLATES, SLIDE_TEMPLATES } from './spec';

/** Every read SPEC-GUIDE §7 lists must exist in the CMS's GraphQL schema, under the name the web app calls. */
const SPEC_READS = [
  'audiences',
  'uploadFile',
  'programmes',
  'activitySections',
  'activityLibrary',
  'audioPage',
  'audioPages',
  'audioLibrary',
  'audioLibraries',
  'audioPageContainer',
  'audioPageContainers',
  'schemes',
  'lessons',
  'activitySlideshow',
  'activitySlideshows',
  'playlist',
  'playlists',
  'playlistPage',
  'customSchemes',
  'customSchemePlans',
  'activityOption',
  'activityPage',
  'activityPages',
  'termsAndCondition',
  'privacyPolicy',
  'liveProgrammes',
  'liveProductions',
  'livePerformances',
  'projects',
  'landingPages',
  'cpd',
  'cpdSessions',
  'cpdLiveEvents',
  'signUpPage',
  'me',
  'learningResourcesHome',
  'customSchemeBuilders',
  'learningStrands',
  'atHomeLibrary',
  'atHomeActivity',
  'userProfiles',
  'ageGroups',
];

interface Introspection {
  __schema: { queryType: { fields: { name: string }[] } };
  templates: { enumValues: { name: string }[] } | null;
  playlistItem: { possibleTypes: { name: string }[] } | null;
}

describe('content model', () => {
  it('serves every read of SPEC §7 over GraphQL', async () => {
    const { data } = await graphql<Introspection>(`
      {
        __schema {
          queryType {
            fields {
              name
            }
          }
        }
        templates: __type(name: "ENUM_COMPONENTSLIDESSLIDE_SLIDE_TEMPLATE") {
          enumValues {
            name
          }
        }
        playlistItem: __type(name: "PlaylistPlaylistItemDynamicZone") {
          possibleTypes {
            name
          }
        }
      }
    `);
    const reads = data!.__schema.queryType.fields.map((field) => field.name);
    expect(reads).toEqual(expect.arrayContaining(SPEC_READS));
    expect(data!.templates!.enumValues.map((value) => value.name).sort()).toEqual(
      [...SLIDE_TEMPLATES, ...ADDED_SLIDE_TEMPLATES].sort(),
    );
    expect(
      data!
        .playlistItem!.possibleTypes.map((type) => type.name)
        .filter((name) => name !== 'Error')
        .sort(),
    ).toEqual(['ComponentPlaylistActivityItem', 'ComponentPlaylistAudioItem']);
  });
});
