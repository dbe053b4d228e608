import type { CurriculumAudienceSlug, ProgrammeBlueprint } from './blueprints';
import { fileId, lookUp, type SeedContext } from './context';
import { createDocument, type DocumentId } from './documents';
import { printSectionOverview } from './printed';

/** The activity library itself; its sections are added once the activities exist. */
export async function seedActivityLibrary(
  ctx: SeedContext,
  library: ProgrammeBlueprint['activityLibrary'],
  audience: CurriculumAudienceSlug,
): Promise<DocumentId> {
  return createDocument(ctx.strapi, 'api::activity-library.activity-library', {
    title: library.title,
    introduction: library.introduction,
    audience: ctx.audiences[audience],
  });
}

/** Sections in library order; a section may be empty (the library page hides its 'Explore'). */
export async function seedActivitySections(
  ctx: SeedContext,
  programme: ProgrammeBlueprint,
  libraryId: DocumentId,
  activities: Record<string, DocumentId>,
): Promise<Record<string, DocumentId>> {
  const sections: Record<string, DocumentId> = {};
  for (const section of programme.activityLibrary.sections) {
    sections[section.key] = await createDocument(ctx.strapi, 'api::activity-section.activity-section', {
      title: section.title,
      introduction: section.introduction,
      activities: section.activities.map((key) => lookUp(activities, key, 'activity')),
      documents: section.activities.length
        ? [{ title: 'Section overview', file: await printSectionOverview(ctx, section, programme) }]
        : [],
      activity_library: libraryId,
    });
  }
  return sections;
}

/** Audio pages, then the collections (audio page containers) that group them, then the library. */
export async function seedAudioLibrary(
  ctx: SeedContext,
  library: ProgrammeBlueprint['audioLibrary'],
  audience: CurriculumAudienceSlug,
): Promise<{ libraryId: DocumentId; pages: Record<string, DocumentId> }> {
  const pages: Record<string, DocumentId> = {};
  for (const page of library.pages) {
    pages[page.key] = await createDocument(ctx.strapi, 'api::audio-page.audio-page', {
      title: page.title,
      introduction: page.introduction,
      Score: page.score ? fileId(ctx, page.score) : undefined,
      audio_excerpts: page.excerpts.map((excerpt) => ({
        title: excerpt.title,
        summary: excerpt.summary,
        audio_file: fileId(ctx, excerpt.audio),
      })),
    });
  }
  const containers: DocumentId[] = [];
  for (const collection of library.collections) {
    containers.push(
      await createDocument(ctx.strapi, 'api::audio-page-container.audio-page-container', {
        title: collection.title,
        blurb: collection.blurb,
        Score: fileId(ctx, collection.score),
        audio_page: collection.pages.map((key) => lookUp(pages, key, 'audio page')),
      }),
    );
  }
  const libraryId = await createDocument(ctx.strapi, 'api::audio-library.audio-library', {
    title: library.title,
    introduction: library.introduction,
    audience: ctx.audiences[audience],
    audio_page: Object.values(pages),
    audio_page_container: containers,
  });
  return { libraryId, pages };
}

export async function seedAtHomeLibrary(
  ctx: SeedContext,
  library: NonNullable<ProgrammeBlueprint['atHomeLibrary']>,
): Promise<DocumentId> {
  const activities: DocumentId[] = [];
  for (const activity of library.activities) {
    activities.push(
      await createDocument(ctx.strapi, 'api::at-home-activity.at-home-activity', {
        title: activity.title,
        introduction: activity.introduction,
        time: activity.time,
        music: activity.music,
        equipment: activity.equipment,
        activity_at_home_download: activity.downloads.map((download) => ({
          title: download.title,
          file: fileId(ctx, download.file),
        })),
        activity_at_home: activity.blocks.map((block) => ({
          title: block.title,
          description: block.description,
          media: block.media.map((key) => fileId(ctx, key)),
        })),
      }),
    );
  }
  return createDocument(ctx.strapi, 'api::at-home-library.at-home-library', {
    title: library.title,
    introduction: library.introduction,
    activities,
  });
}
