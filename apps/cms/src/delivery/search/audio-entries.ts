import type { UID } from '@strapi/strapi';
import { SHARED_KINDS, type AddEntry, type ProgrammeContext, type ReadAll, type Row } from './catalogue-reading';
import { joined, passage, plainText, related, unique } from './passages';

/** Audio pages and collections, filed under the audiences and programmes of the libraries that list them. */
export async function addAudioEntries(
  read: ReadAll,
  add: AddEntry,
  programmesByAudioLibrary: Map<number, ProgrammeContext>,
) {
  const audioLibraries = await read('api::audio-library.audio-library' as UID.ContentType, {
    audience: { select: ['title'] },
    audio_page: { select: ['id'] },
    audio_page_container: { select: ['id'] },
  });
  const librariesOf = (field: string, id: number) =>
    audioLibraries.filter((library) => (library[field] ?? []).some((item: Row) => item.id === id));
  const audioPlace = (field: string, id: number) => {
    const libraries = librariesOf(field, id);
    return {
      audiences: unique(libraries.map((library) => library.audience?.title)),
      programmes: unique(libraries.map((library) => programmesByAudioLibrary.get(library.id)?.title)),
    };
  };

  const AUDIO = SHARED_KINDS.audio;
  for (const row of await read(AUDIO, { audio_excerpts: true })) {
    const excerpts: Row[] = row.audio_excerpts ?? [];
    add(
      'audio',
      row,
      { href: `/audiolibrary/page/${row.documentId}`, ...audioPlace('audio_page', row.id) },
      {
        introduction: passage(AUDIO, 'introduction', plainText(row.introduction)),
        music: excerpts.flatMap((excerpt) =>
          passage(AUDIO, 'audio_excerpts', joined(excerpt.title, plainText(excerpt.summary))),
        ),
      },
    );
  }

  const COLLECTION = SHARED_KINDS['audio-collection'];
  for (const row of await read(COLLECTION, { audio_page: { select: ['title'] } })) {
    add(
      'audio-collection',
      row,
      { href: `/audiolibrary/collection/${row.documentId}`, ...audioPlace('audio_page_container', row.id) },
      {
        summary: passage(COLLECTION, 'blurb', row.blurb),
        music: (row.audio_page ?? []).flatMap((page: Row) =>
          related(COLLECTION, 'audio_page', AUDIO, 'title', page.title),
        ),
      },
    );
  }
}
