import { graphql } from '../../../gql';

/** An audio page with its recordings (SPEC-GUIDE §3 Audio page). */
export const audioPageFields = graphql(`
  fragment AudioPageFields on AudioPage {
    documentId
    title
    introduction
    Score {
      ...FileFields
    }
    audio_excerpts {
      id
      title
      summary
      audio_file {
        ...FileFields
      }
    }
  }
`);

/** A collection with its pages, counted for '{n} recordings' (SPEC-GUIDE §3 audio_page_container). */
export const audioCollectionFields = graphql(`
  fragment AudioCollectionFields on AudioPageContainer {
    documentId
    title
    blurb
    Score {
      ...FileFields
    }
    audio_page {
      documentId
      title
      introduction
      audio_excerpts {
        id
      }
    }
  }
`);

/** What a library's index counts: its pages' recordings and its collections' songs. */
export const audioLibraryIndexFields = graphql(`
  fragment AudioLibraryIndexFields on AudioLibrary {
    documentId
    title
    introduction
    audio_page {
      documentId
      title
      audio_excerpts {
        id
      }
    }
    audio_page_container {
      documentId
      title
      blurb
      audio_page {
        documentId
      }
    }
  }
`);

/** SPEC-GUIDE §7 AudioLibrary (id, programmeSlug): a programme's audio library. */
export const audioLibraryQuery = graphql(`
  query AudioLibrary($id: ID!, $programmeSlug: String!) {
    audioLibrary(documentId: $id) {
      ...AudioLibraryIndexFields
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);

/** A recording card of the audience-level library, merged by title on the server. */
export const audioLibraryPageCardFields = graphql(`
  fragment AudioLibraryPageCardFields on AudioLibraryPageCards {
    cards {
      ids
      title
      recordingCount
    }
    start
    total
  }
`);

/** A collection card of the audience-level library, merged by title on the server. */
export const audioLibraryCollectionCardFields = graphql(`
  fragment AudioLibraryCollectionCardFields on AudioLibraryCollectionCards {
    cards {
      ids
      title
      blurb
      songCount
    }
    start
    total
  }
`);

/**
 * SPEC-GUIDE §7 AudioLibraries (audienceSlug): the first page of the audience's libraries, merged by title
 * (`audioLibraryIndex`, apps/cms/src/extensions/graphql/audio-library-index.ts); at /audiolibrary, with no audience,
 * of every library. 'Show more' asks for the next cards with the two queries below.
 */
export const audioLibrariesQuery = graphql(`
  query AudioLibraries($audienceSlug: String, $everyAudience: Boolean!) {
    audioLibraryIndex(audienceSlug: $audienceSlug) {
      collections {
        ...AudioLibraryCollectionCardFields
      }
      pages {
        ...AudioLibraryPageCardFields
      }
    }
    audiences(filters: { slug: { eq: $audienceSlug } }) @skip(if: $everyAudience) {
      documentId
      title
      audio_library_intro
    }
  }
`);

/** 'Show more' under the audience-level library's recordings. */
export const moreAudioLibraryPagesQuery = graphql(`
  query MoreAudioLibraryPages($audienceSlug: String, $start: Int!) {
    audioLibraryIndex(audienceSlug: $audienceSlug) {
      pages(start: $start) {
        ...AudioLibraryPageCardFields
      }
    }
  }
`);

/** 'Show more' under the audience-level library's collections. */
export const moreAudioLibraryCollectionsQuery = graphql(`
  query MoreAudioLibraryCollections($audienceSlug: String, $start: Int!) {
    audioLibraryIndex(audienceSlug: $audienceSlug) {
      collections(start: $start) {
        ...AudioLibraryCollectionCardFields
      }
    }
  }
`);

/**
 * SPEC-GUIDE §7 AudioPageContainer (libraryId, programmeSlug): a programme library's collections, for one and the next.
 */
export const audioPageContainerQuery = graphql(`
  query AudioPageContainer($libraryId: ID!, $programmeSlug: String!) {
    audioLibrary(documentId: $libraryId) {
      documentId
      title
      audio_page_container {
        ...AudioCollectionFields
      }
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);

/**
 * SPEC-GUIDE §7 AudioPageContainers: the collections of the audience-level library (every audience at /audiolibrary),
 * in library order, so a merged collection and the next one come from one request.
 */
export const audioPageContainersQuery = graphql(`
  query AudioPageContainers($audienceSlug: String!, $everyAudience: Boolean!) {
    audienceLibraries: audioLibraries(filters: { audience: { slug: { eq: $audienceSlug } } })
      @skip(if: $everyAudience) {
      documentId
      audio_page_container {
        ...AudioCollectionFields
      }
    }
    everyLibrary: audioLibraries @include(if: $everyAudience) {
      documentId
      audio_page_container {
        ...AudioCollectionFields
      }
    }
    audiences(filters: { slug: { eq: $audienceSlug } }) @skip(if: $everyAudience) {
      ...AudienceNameFields
    }
  }
`);

/** SPEC-GUIDE §7 AudioPage (id, libraryId, programmeSlug): an audio page inside a programme's library. */
export const audioPageQuery = graphql(`
  query AudioPage($id: ID!, $libraryId: ID!, $programmeSlug: String!) {
    audioPage(documentId: $id) {
      ...AudioPageFields
    }
    audioLibrary(documentId: $libraryId) {
      documentId
      title
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);

/**
 * SPEC-GUIDE §7 AudioPagesCombined (ids): the audience-level audio page, same-title pages merged by comma-joined ids.
 */
export const audioPagesCombinedQuery = graphql(`
  query AudioPagesCombined($ids: [ID]!) {
    audioPages(filters: { documentId: { in: $ids } }) {
      ...AudioPageFields
    }
  }
`);
