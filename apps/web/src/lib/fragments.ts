import { graphql } from '../gql';

/** A file to play, show or download: its address, name, type and caption. Spread as `...FileFields`. */
export const fileFields = graphql(`
  fragment FileFields on UploadFile {
    documentId
    url
    name
    ext
    mime
    caption
  }
`);

/** A document as SPEC-GUIDE §3 gives it (title + file), with what DocumentList needs. Spread as `...DocumentFields`. */
export const documentFields = graphql(`
  fragment DocumentFields on ComponentSharedDocument {
    id
    title
    file {
      ...FileFields
    }
  }
`);

/** An image with what toImageView needs (alt text, size and resized formats). Spread as `...ImageFields`. */
export const imageFields = graphql(`
  fragment ImageFields on UploadFile {
    documentId
    url
    alternativeText
    caption
    width
    height
    formats
  }
`);

/** A year group as YearGroupBadges shows it (issue #28): title, order and key stage. Spread as `...YearGroupFields`. */
export const yearGroupFields = graphql(`
  fragment YearGroupFields on YearGroup {
    title
    order
    key_stage
  }
`);

/** A lesson for a unit's 'Next' links: title, and whether it opens lesson mode. Spread as `...UnitLessonLinkFields`. */
export const unitLessonLinkFields = graphql(`
  fragment UnitLessonLinkFields on Lesson {
    documentId
    title
    disable_lesson_mode
  }
`);

/** A programme with its audience, for breadcrumbs and titles. Spread as `...ProgrammeCrumbFields`. */
export const programmeCrumbFields = graphql(`
  fragment ProgrammeCrumbFields on Programme {
    documentId
    title
    audience {
      documentId
      title
    }
  }
`);

/** Where a feature box or card leads (SPEC-GUIDE §3 programmelink): the linked entry's slug, title and release. */
export const programmeLinkFields = graphql(`
  fragment ProgrammeLinkFields on ComponentContentProgrammelink {
    id
    title
    programme {
      documentId
      slug
      title
      released
    }
    live_programme {
      documentId
      slug
      title
      released
    }
    landing_page {
      documentId
      slug
      title
    }
    project {
      documentId
      slug
      title
    }
  }
`);

/** An audience's colours and banner picture (SPEC-GUIDE §3 theme). Spread as `...BannerThemeFields`. */
export const bannerThemeFields = graphql(`
  fragment BannerThemeFields on ComponentSharedTheme {
    id
    css
    main_banner_image {
      ...ImageFields
    }
  }
`);

/** An audience as a link or breadcrumb names it: slug and title. Spread as `...AudienceLinkFields`. */
export const audienceLinkFields = graphql(`
  fragment AudienceLinkFields on Audience {
    documentId
    slug
    title
  }
`);

/** An audience by name only, as a playlist or a lesson's crumbs show it. Spread as `...AudienceNameFields`. */
export const audienceNameFields = graphql(`
  fragment AudienceNameFields on Audience {
    documentId
    title
  }
`);

/** A year group as a link to its page: slug, title and order. Spread as `...YearGroupLinkFields`. */
export const yearGroupLinkFields = graphql(`
  fragment YearGroupLinkFields on YearGroup {
    slug
    title
    order
  }
`);

/** A unit as its card shows it: title, blurb and year groups. Spread as `...UnitCardFields`. */
export const unitCardFields = graphql(`
  fragment UnitCardFields on Scheme {
    documentId
    title
    blurb
    year_groups {
      ...YearGroupFields
    }
  }
`);
