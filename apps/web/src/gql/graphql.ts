/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date string, such as 2007-12-03, compliant with the `full-date` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  Date: { input: string; output: string; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  PlaylistPlaylistItemDynamicZoneInput: { input: unknown; output: unknown; }
};

export type ActivityLibraryFiltersInput = {
  activity_section?: InputMaybe<ActivitySectionFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ActivityLibraryFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ActivityLibraryFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ActivityLibraryFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type ActivityLibraryInput = {
  activity_section?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  audience?: InputMaybe<Scalars['ID']['input']>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ActivityOptionFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ActivityOptionFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  delivery_option?: InputMaybe<ComponentActivityDeliveryOptionFiltersInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  equipment?: InputMaybe<StringFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  introduction_pt2?: InputMaybe<StringFilterInput>;
  learning_objectives?: InputMaybe<ComponentActivityLearningObjectiveFiltersInput>;
  music?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ActivityOptionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ActivityOptionFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  time?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type ActivityOptionInput = {
  delivery_option?: InputMaybe<Array<InputMaybe<ComponentActivityDeliveryOptionInput>>>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  introduction_pt2?: InputMaybe<Scalars['String']['input']>;
  learning_objectives?: InputMaybe<Array<InputMaybe<ComponentActivityLearningObjectiveInput>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  music?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ActivityPageFiltersInput = {
  activityOptions?: InputMaybe<ActivityOptionFiltersInput>;
  activity_slideshow?: InputMaybe<ActivitySlideshowFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ActivityPageFiltersInput>>>;
  audiences?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  learning_strands?: InputMaybe<LearningStrandFiltersInput>;
  lesson_summary?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ActivityPageFiltersInput>;
  notation?: InputMaybe<StringFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ActivityPageFiltersInput>>>;
  programme?: InputMaybe<ProgrammeFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  relatedActivities?: InputMaybe<ActivityPageFiltersInput>;
  teaching_option?: InputMaybe<StringFilterInput>;
  time?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  type?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type ActivityPageInput = {
  activityOptions?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  activity_slideshow?: InputMaybe<Scalars['ID']['input']>;
  audiences?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  learning_strands?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  lesson_summary?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  notation?: InputMaybe<Scalars['String']['input']>;
  programme?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  relatedActivities?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  teaching_option?: InputMaybe<Scalars['String']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ActivitySectionFiltersInput = {
  activities?: InputMaybe<ActivityPageFiltersInput>;
  activity_library?: InputMaybe<ActivityLibraryFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ActivitySectionFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  introduction?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ActivitySectionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ActivitySectionFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type ActivitySectionInput = {
  activities?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  activity_library?: InputMaybe<Scalars['ID']['input']>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ActivitySlideshowFiltersInput = {
  activity?: InputMaybe<ActivityPageFiltersInput>;
  activity_slides?: InputMaybe<ComponentSlidesSlideFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ActivitySlideshowFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  not?: InputMaybe<ActivitySlideshowFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ActivitySlideshowFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type ActivitySlideshowInput = {
  activity?: InputMaybe<Scalars['ID']['input']>;
  activity_slides?: InputMaybe<Array<InputMaybe<ComponentSlidesSlideInput>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AgeGroupFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<AgeGroupFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  not?: InputMaybe<AgeGroupFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<AgeGroupFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type AgeGroupInput = {
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AtHomeActivityFiltersInput = {
  activity_at_home?: InputMaybe<ComponentAthomeContentBlockFiltersInput>;
  activity_at_home_download?: InputMaybe<ComponentAthomeDownloadFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<AtHomeActivityFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  equipment?: InputMaybe<StringFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  music?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<AtHomeActivityFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<AtHomeActivityFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  time?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type AtHomeActivityInput = {
  activity_at_home?: InputMaybe<Array<InputMaybe<ComponentAthomeContentBlockInput>>>;
  activity_at_home_download?: InputMaybe<Array<InputMaybe<ComponentAthomeDownloadInput>>>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  music?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AtHomeLibraryFiltersInput = {
  activities?: InputMaybe<AtHomeActivityFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<AtHomeLibraryFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<AtHomeLibraryFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<AtHomeLibraryFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type AtHomeLibraryInput = {
  activities?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AudienceFiltersInput = {
  activity_library_intro?: InputMaybe<StringFilterInput>;
  and?: InputMaybe<Array<InputMaybe<AudienceFiltersInput>>>;
  audio_library_intro?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  featurebox?: InputMaybe<ComponentContentFeatureboxFiltersInput>;
  introduction?: InputMaybe<StringFilterInput>;
  libraries_intro?: InputMaybe<StringFilterInput>;
  menu_order?: InputMaybe<IntFilterInput>;
  not?: InputMaybe<AudienceFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<AudienceFiltersInput>>>;
  programmes?: InputMaybe<ProgrammeFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  section2_intro?: InputMaybe<StringFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  subtitle?: InputMaybe<StringFilterInput>;
  theme?: InputMaybe<ComponentSharedThemeFiltersInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type AudienceInput = {
  activity_library_intro?: InputMaybe<Scalars['String']['input']>;
  audio_library_intro?: InputMaybe<Scalars['String']['input']>;
  featurebox?: InputMaybe<Array<InputMaybe<ComponentContentFeatureboxInput>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  libraries_intro?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  menu_order?: InputMaybe<Scalars['Int']['input']>;
  programmes?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  section2_intro?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<ComponentSharedThemeInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AudioLibraryFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<AudioLibraryFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  audio_page?: InputMaybe<AudioPageFiltersInput>;
  audio_page_container?: InputMaybe<AudioPageContainerFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<AudioLibraryFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<AudioLibraryFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type AudioLibraryInput = {
  audience?: InputMaybe<Scalars['ID']['input']>;
  audio_page?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  audio_page_container?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AudioPageContainerFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<AudioPageContainerFiltersInput>>>;
  audio_page?: InputMaybe<AudioPageFiltersInput>;
  blurb?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  not?: InputMaybe<AudioPageContainerFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<AudioPageContainerFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type AudioPageContainerInput = {
  Score?: InputMaybe<Scalars['ID']['input']>;
  audio_page?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  blurb?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AudioPageFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<AudioPageFiltersInput>>>;
  audio_excerpts?: InputMaybe<ComponentAudioAudioExcerptFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<AudioPageFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<AudioPageFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type AudioPageInput = {
  Score?: InputMaybe<Scalars['ID']['input']>;
  audio_excerpts?: InputMaybe<Array<InputMaybe<ComponentAudioAudioExcerptInput>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type BooleanFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  contains?: InputMaybe<Scalars['Boolean']['input']>;
  containsi?: InputMaybe<Scalars['Boolean']['input']>;
  endsWith?: InputMaybe<Scalars['Boolean']['input']>;
  eq?: InputMaybe<Scalars['Boolean']['input']>;
  eqi?: InputMaybe<Scalars['Boolean']['input']>;
  gt?: InputMaybe<Scalars['Boolean']['input']>;
  gte?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  lt?: InputMaybe<Scalars['Boolean']['input']>;
  lte?: InputMaybe<Scalars['Boolean']['input']>;
  ne?: InputMaybe<Scalars['Boolean']['input']>;
  nei?: InputMaybe<Scalars['Boolean']['input']>;
  not?: InputMaybe<BooleanFilterInput>;
  notContains?: InputMaybe<Scalars['Boolean']['input']>;
  notContainsi?: InputMaybe<Scalars['Boolean']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['Boolean']['input']>>>;
  startsWith?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ComponentActivityActivityDetailFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentActivityActivityDetailFiltersInput>>>;
  description?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentActivityActivityDetailFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentActivityActivityDetailFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentActivityActivityDetailInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  media?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentActivityDeliveryOptionFiltersInput = {
  activity_detail?: InputMaybe<ComponentActivityActivityDetailFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ComponentActivityDeliveryOptionFiltersInput>>>;
  not?: InputMaybe<ComponentActivityDeliveryOptionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentActivityDeliveryOptionFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentActivityDeliveryOptionInput = {
  activity_detail?: InputMaybe<Array<InputMaybe<ComponentActivityActivityDetailInput>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentActivityLearningObjectiveFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentActivityLearningObjectiveFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  description?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentActivityLearningObjectiveFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentActivityLearningObjectiveFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentActivityLearningObjectiveInput = {
  audience?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentAthomeContentBlockFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentAthomeContentBlockFiltersInput>>>;
  description?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentAthomeContentBlockFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentAthomeContentBlockFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentAthomeContentBlockInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  media?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentAthomeDownloadFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentAthomeDownloadFiltersInput>>>;
  not?: InputMaybe<ComponentAthomeDownloadFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentAthomeDownloadFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentAthomeDownloadInput = {
  file?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentAudioAudioExcerptFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentAudioAudioExcerptFiltersInput>>>;
  not?: InputMaybe<ComponentAudioAudioExcerptFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentAudioAudioExcerptFiltersInput>>>;
  summary?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentAudioAudioExcerptInput = {
  audio_file?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentContentFeatureboxFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentContentFeatureboxFiltersInput>>>;
  blurb?: InputMaybe<StringFilterInput>;
  is_preview?: InputMaybe<BooleanFilterInput>;
  link_label?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentContentFeatureboxFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentContentFeatureboxFiltersInput>>>;
  programmelink?: InputMaybe<ComponentContentProgrammelinkFiltersInput>;
  tag_age_groups?: InputMaybe<AgeGroupFiltersInput>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentContentFeatureboxInput = {
  blurb?: InputMaybe<Scalars['String']['input']>;
  featured_image?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  is_preview?: InputMaybe<Scalars['Boolean']['input']>;
  link_label?: InputMaybe<Scalars['String']['input']>;
  programmelink?: InputMaybe<ComponentContentProgrammelinkInput>;
  tag_age_groups?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentContentProgrammelinkFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentContentProgrammelinkFiltersInput>>>;
  landing_page?: InputMaybe<LandingPageFiltersInput>;
  live_programme?: InputMaybe<LiveProgrammeFiltersInput>;
  not?: InputMaybe<ComponentContentProgrammelinkFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentContentProgrammelinkFiltersInput>>>;
  programme?: InputMaybe<ProgrammeFiltersInput>;
  project?: InputMaybe<ProjectFiltersInput>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentContentProgrammelinkInput = {
  audio?: InputMaybe<Scalars['ID']['input']>;
  document?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  landing_page?: InputMaybe<Scalars['ID']['input']>;
  live_programme?: InputMaybe<Scalars['ID']['input']>;
  programme?: InputMaybe<Scalars['ID']['input']>;
  project?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentContentPromoboxFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentContentPromoboxFiltersInput>>>;
  body?: InputMaybe<StringFilterInput>;
  link_label?: InputMaybe<StringFilterInput>;
  link_url?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentContentPromoboxFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentContentPromoboxFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentContentPromoboxInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  link_label?: InputMaybe<Scalars['String']['input']>;
  link_url?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentCpdSessionFiltersInput = {
  additional_info?: InputMaybe<StringFilterInput>;
  address_location?: InputMaybe<StringFilterInput>;
  and?: InputMaybe<Array<InputMaybe<ComponentCpdSessionFiltersInput>>>;
  is_remote?: InputMaybe<BooleanFilterInput>;
  not?: InputMaybe<ComponentCpdSessionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentCpdSessionFiltersInput>>>;
  session_date?: InputMaybe<DateFilterInput>;
  session_link?: InputMaybe<StringFilterInput>;
  session_link_title?: InputMaybe<StringFilterInput>;
  start_end_time?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentCpdSessionInput = {
  additional_info?: InputMaybe<Scalars['String']['input']>;
  address_location?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  is_remote?: InputMaybe<Scalars['Boolean']['input']>;
  session_date?: InputMaybe<Scalars['Date']['input']>;
  session_link?: InputMaybe<Scalars['String']['input']>;
  session_link_title?: InputMaybe<Scalars['String']['input']>;
  start_end_time?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentLessonActivityEntryFiltersInput = {
  activity?: InputMaybe<ActivityPageFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ComponentLessonActivityEntryFiltersInput>>>;
  not?: InputMaybe<ComponentLessonActivityEntryFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentLessonActivityEntryFiltersInput>>>;
  section_divider?: InputMaybe<BooleanFilterInput>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentLessonActivityEntryInput = {
  activity?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  section_divider?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentLessonLearningObjectiveFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentLessonLearningObjectiveFiltersInput>>>;
  not?: InputMaybe<ComponentLessonLearningObjectiveFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentLessonLearningObjectiveFiltersInput>>>;
  text?: InputMaybe<StringFilterInput>;
};

export type ComponentLessonLearningObjectiveInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentLessonVocabularyTermFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentLessonVocabularyTermFiltersInput>>>;
  meaning?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentLessonVocabularyTermFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentLessonVocabularyTermFiltersInput>>>;
  term?: InputMaybe<StringFilterInput>;
};

export type ComponentLessonVocabularyTermInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  meaning?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentLiveBookingFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentLiveBookingFiltersInput>>>;
  booking_link?: InputMaybe<StringFilterInput>;
  event_date?: InputMaybe<DateTimeFilterInput>;
  not?: InputMaybe<ComponentLiveBookingFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentLiveBookingFiltersInput>>>;
  venue_name?: InputMaybe<StringFilterInput>;
};

export type ComponentLiveBookingInput = {
  booking_link?: InputMaybe<Scalars['String']['input']>;
  event_date?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  venue_name?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentSharedDocumentFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentFiltersInput>>>;
  not?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentSharedDocumentInput = {
  file?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentSharedQuotationFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentSharedQuotationFiltersInput>>>;
  attribution?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentSharedQuotationFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentSharedQuotationFiltersInput>>>;
  quotation?: InputMaybe<StringFilterInput>;
};

export type ComponentSharedQuotationInput = {
  attribution?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  quotation?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentSharedThemeFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentSharedThemeFiltersInput>>>;
  css?: InputMaybe<JsonFilterInput>;
  main_banner_offset?: InputMaybe<IntFilterInput>;
  not?: InputMaybe<ComponentSharedThemeFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentSharedThemeFiltersInput>>>;
};

export type ComponentSharedThemeInput = {
  css?: InputMaybe<Scalars['JSON']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  main_banner_image?: InputMaybe<Scalars['ID']['input']>;
  main_banner_offset?: InputMaybe<Scalars['Int']['input']>;
  programme_logo?: InputMaybe<Scalars['ID']['input']>;
};

export type ComponentSlidesAudiocardFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentSlidesAudiocardFiltersInput>>>;
  not?: InputMaybe<ComponentSlidesAudiocardFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentSlidesAudiocardFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentSlidesAudiocardInput = {
  audio?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentSlidesFlipcardFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentSlidesFlipcardFiltersInput>>>;
  not?: InputMaybe<ComponentSlidesFlipcardFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentSlidesFlipcardFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentSlidesFlipcardInput = {
  audio?: InputMaybe<Scalars['ID']['input']>;
  card_1?: InputMaybe<Scalars['ID']['input']>;
  card_2?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ComponentSlidesSlideFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentSlidesSlideFiltersInput>>>;
  audiocards?: InputMaybe<ComponentSlidesAudiocardFiltersInput>;
  flipcards?: InputMaybe<ComponentSlidesFlipcardFiltersInput>;
  include_in_lesson?: InputMaybe<BooleanFilterInput>;
  not?: InputMaybe<ComponentSlidesSlideFiltersInput>;
  notation?: InputMaybe<StringFilterInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentSlidesSlideFiltersInput>>>;
  presenter_notes?: InputMaybe<StringFilterInput>;
  secondary_slide_text?: InputMaybe<StringFilterInput>;
  slide_template?: InputMaybe<StringFilterInput>;
  slide_text?: InputMaybe<StringFilterInput>;
  sub_slides2?: InputMaybe<ActivitySlideshowFiltersInput>;
  title?: InputMaybe<StringFilterInput>;
  videos?: InputMaybe<ComponentSlidesVideoFiltersInput>;
};

export type ComponentSlidesSlideInput = {
  audio?: InputMaybe<Scalars['ID']['input']>;
  audiocards?: InputMaybe<Array<InputMaybe<ComponentSlidesAudiocardInput>>>;
  flipcards?: InputMaybe<Array<InputMaybe<ComponentSlidesFlipcardInput>>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  include_in_lesson?: InputMaybe<Scalars['Boolean']['input']>;
  main_image?: InputMaybe<Scalars['ID']['input']>;
  notation?: InputMaybe<Scalars['String']['input']>;
  presenter_notes?: InputMaybe<Scalars['String']['input']>;
  secondary_audio?: InputMaybe<Scalars['ID']['input']>;
  secondary_image?: InputMaybe<Scalars['ID']['input']>;
  secondary_slide_text?: InputMaybe<Scalars['String']['input']>;
  secondary_video?: InputMaybe<Scalars['ID']['input']>;
  slide_template?: InputMaybe<Enum_Componentslidesslide_Slide_Template>;
  slide_text?: InputMaybe<Scalars['String']['input']>;
  sub_slides2?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
  videos?: InputMaybe<Array<InputMaybe<ComponentSlidesVideoInput>>>;
};

export type ComponentSlidesVideoFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ComponentSlidesVideoFiltersInput>>>;
  embed?: InputMaybe<JsonFilterInput>;
  film_setup?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentSlidesVideoFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentSlidesVideoFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentSlidesVideoInput = {
  embed?: InputMaybe<Scalars['JSON']['input']>;
  film_setup?: InputMaybe<Enum_Componentslidesvideo_Film_Setup>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  video_file?: InputMaybe<Scalars['ID']['input']>;
};

export type ComponentUnitPerformanceItemFiltersInput = {
  activity?: InputMaybe<ActivityPageFiltersInput>;
  activity_section?: InputMaybe<ActivitySectionFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ComponentUnitPerformanceItemFiltersInput>>>;
  blurb?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ComponentUnitPerformanceItemFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ComponentUnitPerformanceItemFiltersInput>>>;
  title?: InputMaybe<StringFilterInput>;
};

export type ComponentUnitPerformanceItemInput = {
  activity?: InputMaybe<Scalars['ID']['input']>;
  activity_section?: InputMaybe<Scalars['ID']['input']>;
  blurb?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CpdInput = {
  body_content?: InputMaybe<Scalars['String']['input']>;
  cpd_live_events?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  cpd_sessions?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  live_events_heading?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  video_sessions_title?: InputMaybe<Scalars['String']['input']>;
};

export type CpdLiveEventFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<CpdLiveEventFiltersInput>>>;
  blurb?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  event_date?: InputMaybe<DateFilterInput>;
  main_text?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<CpdLiveEventFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<CpdLiveEventFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  session?: InputMaybe<ComponentCpdSessionFiltersInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  venue?: InputMaybe<StringFilterInput>;
};

export type CpdLiveEventInput = {
  blurb?: InputMaybe<Scalars['String']['input']>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  event_date?: InputMaybe<Scalars['Date']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  main_image?: InputMaybe<Scalars['ID']['input']>;
  main_text?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  session?: InputMaybe<ComponentCpdSessionInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  venue?: InputMaybe<Scalars['String']['input']>;
};

export type CpdSessionFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<CpdSessionFiltersInput>>>;
  blurb?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  main_text?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<CpdSessionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<CpdSessionFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  video?: InputMaybe<JsonFilterInput>;
};

export type CpdSessionInput = {
  blurb?: InputMaybe<Scalars['String']['input']>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  main_image?: InputMaybe<Scalars['ID']['input']>;
  main_text?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  video?: InputMaybe<Scalars['JSON']['input']>;
};

export type CustomSchemeBuilderFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<CustomSchemeBuilderFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  learning_strands?: InputMaybe<LearningStrandFiltersInput>;
  not?: InputMaybe<CustomSchemeBuilderFiltersInput>;
  number_required_strands?: InputMaybe<IntFilterInput>;
  or?: InputMaybe<Array<InputMaybe<CustomSchemeBuilderFiltersInput>>>;
  programme?: InputMaybe<ProgrammeFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type CustomSchemeBuilderInput = {
  audience?: InputMaybe<Scalars['ID']['input']>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  learning_strands?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  number_required_strands?: InputMaybe<Scalars['Int']['input']>;
  programme?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CustomSchemeFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<CustomSchemeFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  learning_strands?: InputMaybe<LearningStrandFiltersInput>;
  not?: InputMaybe<CustomSchemeFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<CustomSchemeFiltersInput>>>;
  owner?: InputMaybe<UsersPermissionsUserFiltersInput>;
  programme?: InputMaybe<ProgrammeFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type CustomSchemeInput = {
  audience?: InputMaybe<Scalars['ID']['input']>;
  learning_strands?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['ID']['input']>;
  programme?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CustomSchemePlanFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<CustomSchemePlanFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  lesson_plans?: InputMaybe<LessonFiltersInput>;
  not?: InputMaybe<CustomSchemePlanFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<CustomSchemePlanFiltersInput>>>;
  programme?: InputMaybe<ProgrammeFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type CustomSchemePlanInput = {
  audience?: InputMaybe<Scalars['ID']['input']>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  lesson_plans?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  programme?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type DateFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['Date']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['Date']['input']>>>;
  contains?: InputMaybe<Scalars['Date']['input']>;
  containsi?: InputMaybe<Scalars['Date']['input']>;
  endsWith?: InputMaybe<Scalars['Date']['input']>;
  eq?: InputMaybe<Scalars['Date']['input']>;
  eqi?: InputMaybe<Scalars['Date']['input']>;
  gt?: InputMaybe<Scalars['Date']['input']>;
  gte?: InputMaybe<Scalars['Date']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['Date']['input']>>>;
  lt?: InputMaybe<Scalars['Date']['input']>;
  lte?: InputMaybe<Scalars['Date']['input']>;
  ne?: InputMaybe<Scalars['Date']['input']>;
  nei?: InputMaybe<Scalars['Date']['input']>;
  not?: InputMaybe<DateFilterInput>;
  notContains?: InputMaybe<Scalars['Date']['input']>;
  notContainsi?: InputMaybe<Scalars['Date']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['Date']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['Date']['input']>>>;
  startsWith?: InputMaybe<Scalars['Date']['input']>;
};

export type DateTimeFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  contains?: InputMaybe<Scalars['DateTime']['input']>;
  containsi?: InputMaybe<Scalars['DateTime']['input']>;
  endsWith?: InputMaybe<Scalars['DateTime']['input']>;
  eq?: InputMaybe<Scalars['DateTime']['input']>;
  eqi?: InputMaybe<Scalars['DateTime']['input']>;
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  lt?: InputMaybe<Scalars['DateTime']['input']>;
  lte?: InputMaybe<Scalars['DateTime']['input']>;
  ne?: InputMaybe<Scalars['DateTime']['input']>;
  nei?: InputMaybe<Scalars['DateTime']['input']>;
  not?: InputMaybe<DateTimeFilterInput>;
  notContains?: InputMaybe<Scalars['DateTime']['input']>;
  notContainsi?: InputMaybe<Scalars['DateTime']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['DateTime']['input']>>>;
  startsWith?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Enum_Componentslidesslide_Slide_Template =
  | 'all'
  | 'audio'
  | 'audio_and_image'
  | 'audiocards'
  | 'flipcards'
  | 'image'
  | 'score'
  | 'sub_slide_buttons'
  | 'two_columns'
  | 'two_videos'
  | 'video';

export type Enum_Componentslidesvideo_Film_Setup =
  | 'follower'
  | 'main'
  | 'single';

export type Enum_Yeargroup_Key_Stage =
  | 'EYFS'
  | 'KS1'
  | 'KS2'
  | 'KS3'
  | 'KS4'
  | 'KS5';

export type FileInfoInput = {
  alternativeText?: InputMaybe<Scalars['String']['input']>;
  caption?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type FloatFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  contains?: InputMaybe<Scalars['Float']['input']>;
  containsi?: InputMaybe<Scalars['Float']['input']>;
  endsWith?: InputMaybe<Scalars['Float']['input']>;
  eq?: InputMaybe<Scalars['Float']['input']>;
  eqi?: InputMaybe<Scalars['Float']['input']>;
  gt?: InputMaybe<Scalars['Float']['input']>;
  gte?: InputMaybe<Scalars['Float']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  lt?: InputMaybe<Scalars['Float']['input']>;
  lte?: InputMaybe<Scalars['Float']['input']>;
  ne?: InputMaybe<Scalars['Float']['input']>;
  nei?: InputMaybe<Scalars['Float']['input']>;
  not?: InputMaybe<FloatFilterInput>;
  notContains?: InputMaybe<Scalars['Float']['input']>;
  notContainsi?: InputMaybe<Scalars['Float']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['Float']['input']>>>;
  startsWith?: InputMaybe<Scalars['Float']['input']>;
};

export type I18NLocaleFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<I18NLocaleFiltersInput>>>;
  code?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  name?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<I18NLocaleFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<I18NLocaleFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type IdFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  contains?: InputMaybe<Scalars['ID']['input']>;
  containsi?: InputMaybe<Scalars['ID']['input']>;
  endsWith?: InputMaybe<Scalars['ID']['input']>;
  eq?: InputMaybe<Scalars['ID']['input']>;
  eqi?: InputMaybe<Scalars['ID']['input']>;
  gt?: InputMaybe<Scalars['ID']['input']>;
  gte?: InputMaybe<Scalars['ID']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  lt?: InputMaybe<Scalars['ID']['input']>;
  lte?: InputMaybe<Scalars['ID']['input']>;
  ne?: InputMaybe<Scalars['ID']['input']>;
  nei?: InputMaybe<Scalars['ID']['input']>;
  not?: InputMaybe<IdFilterInput>;
  notContains?: InputMaybe<Scalars['ID']['input']>;
  notContainsi?: InputMaybe<Scalars['ID']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  startsWith?: InputMaybe<Scalars['ID']['input']>;
};

export type IntFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  contains?: InputMaybe<Scalars['Int']['input']>;
  containsi?: InputMaybe<Scalars['Int']['input']>;
  endsWith?: InputMaybe<Scalars['Int']['input']>;
  eq?: InputMaybe<Scalars['Int']['input']>;
  eqi?: InputMaybe<Scalars['Int']['input']>;
  gt?: InputMaybe<Scalars['Int']['input']>;
  gte?: InputMaybe<Scalars['Int']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  lt?: InputMaybe<Scalars['Int']['input']>;
  lte?: InputMaybe<Scalars['Int']['input']>;
  ne?: InputMaybe<Scalars['Int']['input']>;
  nei?: InputMaybe<Scalars['Int']['input']>;
  not?: InputMaybe<IntFilterInput>;
  notContains?: InputMaybe<Scalars['Int']['input']>;
  notContainsi?: InputMaybe<Scalars['Int']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  startsWith?: InputMaybe<Scalars['Int']['input']>;
};

export type JsonFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  contains?: InputMaybe<Scalars['JSON']['input']>;
  containsi?: InputMaybe<Scalars['JSON']['input']>;
  endsWith?: InputMaybe<Scalars['JSON']['input']>;
  eq?: InputMaybe<Scalars['JSON']['input']>;
  eqi?: InputMaybe<Scalars['JSON']['input']>;
  gt?: InputMaybe<Scalars['JSON']['input']>;
  gte?: InputMaybe<Scalars['JSON']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  lt?: InputMaybe<Scalars['JSON']['input']>;
  lte?: InputMaybe<Scalars['JSON']['input']>;
  ne?: InputMaybe<Scalars['JSON']['input']>;
  nei?: InputMaybe<Scalars['JSON']['input']>;
  not?: InputMaybe<JsonFilterInput>;
  notContains?: InputMaybe<Scalars['JSON']['input']>;
  notContainsi?: InputMaybe<Scalars['JSON']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  startsWith?: InputMaybe<Scalars['JSON']['input']>;
};

export type LandingPageFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<LandingPageFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  features?: InputMaybe<ComponentContentFeatureboxFiltersInput>;
  main_text?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<LandingPageFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<LandingPageFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type LandingPageInput = {
  audience?: InputMaybe<Scalars['ID']['input']>;
  audio?: InputMaybe<Scalars['ID']['input']>;
  document?: InputMaybe<Scalars['ID']['input']>;
  features?: InputMaybe<Array<InputMaybe<ComponentContentFeatureboxInput>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  main_text?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type LearningResourcesHomeInput = {
  audiences?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  media_embed?: InputMaybe<Scalars['JSON']['input']>;
  media_introduction?: InputMaybe<Scalars['String']['input']>;
  new_invitation_welcome_message?: InputMaybe<Scalars['String']['input']>;
  new_purchase_welcome_message?: InputMaybe<Scalars['String']['input']>;
  new_registration_welcome_message?: InputMaybe<Scalars['String']['input']>;
  promoboxes?: InputMaybe<Array<InputMaybe<ComponentContentPromoboxInput>>>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type LearningStrandFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<LearningStrandFiltersInput>>>;
  combination_key?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  description?: InputMaybe<StringFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  not?: InputMaybe<LearningStrandFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<LearningStrandFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type LearningStrandInput = {
  combination_key?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type LessonFiltersInput = {
  activities?: InputMaybe<ComponentLessonActivityEntryFiltersInput>;
  activities_above?: InputMaybe<ActivityPageFiltersInput>;
  activity_pool?: InputMaybe<ActivityPageFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<LessonFiltersInput>>>;
  combination_key_configurations?: InputMaybe<JsonFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  disable_lesson_mode?: InputMaybe<BooleanFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  extensionactivities?: InputMaybe<ActivityPageFiltersInput>;
  featured?: InputMaybe<BooleanFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  key_vocabulary?: InputMaybe<ComponentLessonVocabularyTermFiltersInput>;
  learning_objectives?: InputMaybe<ComponentLessonLearningObjectiveFiltersInput>;
  not?: InputMaybe<LessonFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<LessonFiltersInput>>>;
  page_title?: InputMaybe<StringFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  year_groups?: InputMaybe<YearGroupFiltersInput>;
};

export type LessonInput = {
  activities?: InputMaybe<Array<InputMaybe<ComponentLessonActivityEntryInput>>>;
  activities_above?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  activity_pool?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  combination_key_configurations?: InputMaybe<Scalars['JSON']['input']>;
  disable_lesson_mode?: InputMaybe<Scalars['Boolean']['input']>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  extensionactivities?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  key_vocabulary?: InputMaybe<Array<InputMaybe<ComponentLessonVocabularyTermInput>>>;
  learning_objectives?: InputMaybe<Array<InputMaybe<ComponentLessonLearningObjectiveInput>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  page_title?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  year_groups?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};

export type LivePerformanceFiltersInput = {
  active_live_performance?: InputMaybe<BooleanFilterInput>;
  and?: InputMaybe<Array<InputMaybe<LivePerformanceFiltersInput>>>;
  blurb?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  live_programme?: InputMaybe<LiveProgrammeFiltersInput>;
  not?: InputMaybe<LivePerformanceFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<LivePerformanceFiltersInput>>>;
  performance_dates?: InputMaybe<StringFilterInput>;
  performance_venues?: InputMaybe<StringFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type LivePerformanceInput = {
  active_live_performance?: InputMaybe<Scalars['Boolean']['input']>;
  blurb?: InputMaybe<Scalars['String']['input']>;
  live_programme?: InputMaybe<Scalars['ID']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  performance_dates?: InputMaybe<Scalars['String']['input']>;
  performance_venues?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  thumbnail_images?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type LiveProductionFiltersInput = {
  active_live_performance?: InputMaybe<BooleanFilterInput>;
  and?: InputMaybe<Array<InputMaybe<LiveProductionFiltersInput>>>;
  audio_pages?: InputMaybe<AudioPageFiltersInput>;
  blurb?: InputMaybe<StringFilterInput>;
  bookings?: InputMaybe<ComponentLiveBookingFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  explore_activities_title?: InputMaybe<StringFilterInput>;
  live_programme?: InputMaybe<LiveProgrammeFiltersInput>;
  main_text?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<LiveProductionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<LiveProductionFiltersInput>>>;
  performance_dates?: InputMaybe<StringFilterInput>;
  performance_venues?: InputMaybe<StringFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  related_activities?: InputMaybe<ActivityPageFiltersInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  venues_link?: InputMaybe<StringFilterInput>;
  venues_link_label?: InputMaybe<StringFilterInput>;
};

export type LiveProductionInput = {
  active_live_performance?: InputMaybe<Scalars['Boolean']['input']>;
  audio_pages?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  blurb?: InputMaybe<Scalars['String']['input']>;
  bookings?: InputMaybe<Array<InputMaybe<ComponentLiveBookingInput>>>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  explore_activities_title?: InputMaybe<Scalars['String']['input']>;
  live_programme?: InputMaybe<Scalars['ID']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  main_image?: InputMaybe<Scalars['ID']['input']>;
  main_text?: InputMaybe<Scalars['String']['input']>;
  performance_dates?: InputMaybe<Scalars['String']['input']>;
  performance_venues?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  related_activities?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  slug?: InputMaybe<Scalars['String']['input']>;
  thumbnail_images?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  title?: InputMaybe<Scalars['String']['input']>;
  venues_link?: InputMaybe<Scalars['String']['input']>;
  venues_link_label?: InputMaybe<Scalars['String']['input']>;
};

export type LiveProgrammeFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<LiveProgrammeFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  live_performances?: InputMaybe<LivePerformanceFiltersInput>;
  live_productions?: InputMaybe<LiveProductionFiltersInput>;
  main_text?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<LiveProgrammeFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<LiveProgrammeFiltersInput>>>;
  performances_heading?: InputMaybe<StringFilterInput>;
  productions_heading?: InputMaybe<StringFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  quotation?: InputMaybe<ComponentSharedQuotationFiltersInput>;
  released?: InputMaybe<BooleanFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  subtitle?: InputMaybe<StringFilterInput>;
  theme?: InputMaybe<ComponentSharedThemeFiltersInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type LiveProgrammeInput = {
  live_performances?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  live_productions?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  main_text?: InputMaybe<Scalars['String']['input']>;
  performances_heading?: InputMaybe<Scalars['String']['input']>;
  productions_heading?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  quotation?: InputMaybe<Array<InputMaybe<ComponentSharedQuotationInput>>>;
  released?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<ComponentSharedThemeInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PaginationArg = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};

export type PlaylistFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<PlaylistFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  not?: InputMaybe<PlaylistFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<PlaylistFiltersInput>>>;
  owner?: InputMaybe<UsersPermissionsUserFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type PlaylistInput = {
  audience?: InputMaybe<Scalars['ID']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['ID']['input']>;
  playlist_item?: InputMaybe<Array<Scalars['PlaylistPlaylistItemDynamicZoneInput']['input']>>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PlaylistPageInput = {
  introduction?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PrivacyPolicyInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProgrammeFiltersInput = {
  activity_at_home_library?: InputMaybe<AtHomeLibraryFiltersInput>;
  activity_library?: InputMaybe<ActivityLibraryFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ProgrammeFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  audio_library?: InputMaybe<AudioLibraryFiltersInput>;
  blurb?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  introduction?: InputMaybe<StringFilterInput>;
  introduction_at_home?: InputMaybe<StringFilterInput>;
  media_embed?: InputMaybe<JsonFilterInput>;
  media_introduction?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ProgrammeFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ProgrammeFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  released?: InputMaybe<BooleanFilterInput>;
  schemes_intro?: InputMaybe<StringFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  theme?: InputMaybe<ComponentSharedThemeFiltersInput>;
  title?: InputMaybe<StringFilterInput>;
  units?: InputMaybe<SchemeFiltersInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  year_groups?: InputMaybe<YearGroupFiltersInput>;
};

export type ProgrammeInput = {
  activity_at_home_library?: InputMaybe<Scalars['ID']['input']>;
  activity_library?: InputMaybe<Scalars['ID']['input']>;
  audience?: InputMaybe<Scalars['ID']['input']>;
  audio_library?: InputMaybe<Scalars['ID']['input']>;
  blurb?: InputMaybe<Scalars['String']['input']>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  introduction_at_home?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  media_embed?: InputMaybe<Scalars['JSON']['input']>;
  media_introduction?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  released?: InputMaybe<Scalars['Boolean']['input']>;
  schemes_intro?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  summary_document?: InputMaybe<Scalars['ID']['input']>;
  theme?: InputMaybe<ComponentSharedThemeInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  units?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  year_groups?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};

export type ProjectFiltersInput = {
  activity_pages?: InputMaybe<ActivityPageFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<ProjectFiltersInput>>>;
  audience?: InputMaybe<AudienceFiltersInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  explore_activities_title?: InputMaybe<StringFilterInput>;
  main_text?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ProjectFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ProjectFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type ProjectInput = {
  activity_pages?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  audience?: InputMaybe<Scalars['ID']['input']>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  explore_activities_title?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  main_image?: InputMaybe<Scalars['ID']['input']>;
  main_text?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type PublicationFilter =
  | 'HAS_PUBLISHED_VERSION'
  | 'HAS_PUBLISHED_VERSION_DOCUMENT'
  | 'MODIFIED'
  | 'NEVER_PUBLISHED'
  | 'NEVER_PUBLISHED_DOCUMENT'
  | 'PUBLISHED_WITHOUT_DRAFT'
  | 'PUBLISHED_WITH_DRAFT'
  | 'UNMODIFIED';

export type PublicationStatus =
  | 'DRAFT'
  | 'PUBLISHED';

export type PublisherActionFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<PublisherActionFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  entityId?: InputMaybe<StringFilterInput>;
  entitySlug?: InputMaybe<StringFilterInput>;
  executeAt?: InputMaybe<DateTimeFilterInput>;
  mode?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<PublisherActionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<PublisherActionFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type PublisherActionInput = {
  entityId?: InputMaybe<Scalars['String']['input']>;
  entitySlug?: InputMaybe<Scalars['String']['input']>;
  executeAt?: InputMaybe<Scalars['DateTime']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ReviewWorkflowsWorkflowFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ReviewWorkflowsWorkflowFiltersInput>>>;
  contentTypes?: InputMaybe<JsonFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  name?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ReviewWorkflowsWorkflowFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ReviewWorkflowsWorkflowFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  stageRequiredToPublish?: InputMaybe<ReviewWorkflowsWorkflowStageFiltersInput>;
  stages?: InputMaybe<ReviewWorkflowsWorkflowStageFiltersInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type ReviewWorkflowsWorkflowInput = {
  contentTypes?: InputMaybe<Scalars['JSON']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  stageRequiredToPublish?: InputMaybe<Scalars['ID']['input']>;
  stages?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};

export type ReviewWorkflowsWorkflowStageFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<ReviewWorkflowsWorkflowStageFiltersInput>>>;
  color?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  name?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<ReviewWorkflowsWorkflowStageFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<ReviewWorkflowsWorkflowStageFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  workflow?: InputMaybe<ReviewWorkflowsWorkflowFiltersInput>;
};

export type ReviewWorkflowsWorkflowStageInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  workflow?: InputMaybe<Scalars['ID']['input']>;
};

export type SchemeFiltersInput = {
  activity_sections?: InputMaybe<ActivitySectionFiltersInput>;
  and?: InputMaybe<Array<InputMaybe<SchemeFiltersInput>>>;
  blurb?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  documents?: InputMaybe<ComponentSharedDocumentFiltersInput>;
  introduction?: InputMaybe<StringFilterInput>;
  lessons?: InputMaybe<LessonFiltersInput>;
  not?: InputMaybe<SchemeFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<SchemeFiltersInput>>>;
  performance_items?: InputMaybe<ComponentUnitPerformanceItemFiltersInput>;
  programme?: InputMaybe<ProgrammeFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  scheme_activities?: InputMaybe<ActivityPageFiltersInput>;
  scheme_library?: InputMaybe<ActivityLibraryFiltersInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  year_groups?: InputMaybe<YearGroupFiltersInput>;
};

export type SchemeInput = {
  activity_sections?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  blurb?: InputMaybe<Scalars['String']['input']>;
  documents?: InputMaybe<Array<InputMaybe<ComponentSharedDocumentInput>>>;
  introduction?: InputMaybe<Scalars['String']['input']>;
  lessons?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  locale?: InputMaybe<Scalars['String']['input']>;
  performance_items?: InputMaybe<Array<InputMaybe<ComponentUnitPerformanceItemInput>>>;
  programme?: InputMaybe<Scalars['ID']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  scheme_activities?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  scheme_library?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  year_groups?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};

export type SignUpPageInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  introduction_free_trial?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  promobox?: InputMaybe<ComponentContentPromoboxInput>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  sidebar_promobox?: InputMaybe<ComponentContentPromoboxInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  title_free_trial?: InputMaybe<Scalars['String']['input']>;
};

export type StringFilterInput = {
  and?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  between?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  containsi?: InputMaybe<Scalars['String']['input']>;
  endsWith?: InputMaybe<Scalars['String']['input']>;
  eq?: InputMaybe<Scalars['String']['input']>;
  eqi?: InputMaybe<Scalars['String']['input']>;
  gt?: InputMaybe<Scalars['String']['input']>;
  gte?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  lt?: InputMaybe<Scalars['String']['input']>;
  lte?: InputMaybe<Scalars['String']['input']>;
  ne?: InputMaybe<Scalars['String']['input']>;
  nei?: InputMaybe<Scalars['String']['input']>;
  not?: InputMaybe<StringFilterInput>;
  notContains?: InputMaybe<Scalars['String']['input']>;
  notContainsi?: InputMaybe<Scalars['String']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notNull?: InputMaybe<Scalars['Boolean']['input']>;
  null?: InputMaybe<Scalars['Boolean']['input']>;
  or?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  startsWith?: InputMaybe<Scalars['String']['input']>;
};

export type TermsAndConditionInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UploadFileFiltersInput = {
  alternativeText?: InputMaybe<StringFilterInput>;
  and?: InputMaybe<Array<InputMaybe<UploadFileFiltersInput>>>;
  caption?: InputMaybe<StringFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  ext?: InputMaybe<StringFilterInput>;
  focalPoint?: InputMaybe<JsonFilterInput>;
  formats?: InputMaybe<JsonFilterInput>;
  hash?: InputMaybe<StringFilterInput>;
  height?: InputMaybe<IntFilterInput>;
  mime?: InputMaybe<StringFilterInput>;
  name?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<UploadFileFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<UploadFileFiltersInput>>>;
  previewUrl?: InputMaybe<StringFilterInput>;
  provider?: InputMaybe<StringFilterInput>;
  provider_metadata?: InputMaybe<JsonFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  size?: InputMaybe<FloatFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  url?: InputMaybe<StringFilterInput>;
  width?: InputMaybe<IntFilterInput>;
};

export type UserProfileFiltersInput = {
  address_1?: InputMaybe<StringFilterInput>;
  address_2?: InputMaybe<StringFilterInput>;
  and?: InputMaybe<Array<InputMaybe<UserProfileFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  first_name?: InputMaybe<StringFilterInput>;
  last_name?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<UserProfileFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<UserProfileFiltersInput>>>;
  phone_number?: InputMaybe<StringFilterInput>;
  postcode?: InputMaybe<StringFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  role?: InputMaybe<StringFilterInput>;
  salutation?: InputMaybe<StringFilterInput>;
  school?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  user?: InputMaybe<UsersPermissionsUserFiltersInput>;
  user_updated?: InputMaybe<BooleanFilterInput>;
};

export type UserProfileInput = {
  address_1?: InputMaybe<Scalars['String']['input']>;
  address_2?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  phone_number?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  school?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<Scalars['ID']['input']>;
  user_updated?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserUserProfileInput = {
  address_1?: InputMaybe<Scalars['String']['input']>;
  address_2?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  phone_number?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  school?: InputMaybe<Scalars['String']['input']>;
  /** Always true once the user saves their details (SPEC §7). */
  user_updated?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UsersPermissionsLoginInput = {
  identifier: Scalars['String']['input'];
  password: Scalars['String']['input'];
  provider?: Scalars['String']['input'];
};

export type UsersPermissionsPermissionFiltersInput = {
  action?: InputMaybe<StringFilterInput>;
  and?: InputMaybe<Array<InputMaybe<UsersPermissionsPermissionFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  not?: InputMaybe<UsersPermissionsPermissionFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<UsersPermissionsPermissionFiltersInput>>>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  role?: InputMaybe<UsersPermissionsRoleFiltersInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type UsersPermissionsRegisterInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type UsersPermissionsRoleFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<UsersPermissionsRoleFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  description?: InputMaybe<StringFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  name?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<UsersPermissionsRoleFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<UsersPermissionsRoleFiltersInput>>>;
  permissions?: InputMaybe<UsersPermissionsPermissionFiltersInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  type?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  users?: InputMaybe<UsersPermissionsUserFiltersInput>;
};

export type UsersPermissionsRoleInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  permissions?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  users?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};

export type UsersPermissionsUserFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<UsersPermissionsUserFiltersInput>>>;
  blocked?: InputMaybe<BooleanFilterInput>;
  confirmed?: InputMaybe<BooleanFilterInput>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  email?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<UsersPermissionsUserFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<UsersPermissionsUserFiltersInput>>>;
  provider?: InputMaybe<StringFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  role?: InputMaybe<UsersPermissionsRoleFiltersInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
  username?: InputMaybe<StringFilterInput>;
};

export type UsersPermissionsUserInput = {
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  confirmationToken?: InputMaybe<Scalars['String']['input']>;
  confirmed?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  ended_sessions?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  resetPasswordToken?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['ID']['input']>;
  tokens_valid_after?: InputMaybe<Scalars['DateTime']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type YearGroupFiltersInput = {
  and?: InputMaybe<Array<InputMaybe<YearGroupFiltersInput>>>;
  createdAt?: InputMaybe<DateTimeFilterInput>;
  documentId?: InputMaybe<IdFilterInput>;
  key_stage?: InputMaybe<StringFilterInput>;
  not?: InputMaybe<YearGroupFiltersInput>;
  or?: InputMaybe<Array<InputMaybe<YearGroupFiltersInput>>>;
  order?: InputMaybe<IntFilterInput>;
  publishedAt?: InputMaybe<DateTimeFilterInput>;
  slug?: InputMaybe<StringFilterInput>;
  title?: InputMaybe<StringFilterInput>;
  updatedAt?: InputMaybe<DateTimeFilterInput>;
};

export type YearGroupInput = {
  key_stage?: InputMaybe<Enum_Yeargroup_Key_Stage>;
  locale?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  publishedAt?: InputMaybe<Scalars['DateTime']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AudiencesAndProgrammesQueryVariables = Exact<{ [key: string]: never; }>;


export type AudiencesAndProgrammesQuery = { __typename?: 'Query', audienceMenus: Array<{ __typename: 'AudienceMenu', documentId: string, slug: string, title: string, features: Array<{ __typename: 'AudienceMenuFeature', title?: string | null, is_preview?: boolean | null, programme?: { __typename: 'AudienceMenuTarget', slug?: string | null, title?: string | null, released?: boolean | null } | null, live_programme?: { __typename: 'AudienceMenuTarget', slug?: string | null, title?: string | null, released?: boolean | null } | null, project?: { __typename: 'AudienceMenuTarget', slug?: string | null, title?: string | null, released?: boolean | null } | null, landing_page?: { __typename: 'AudienceMenuTarget', slug?: string | null, title?: string | null, released?: boolean | null } | null }> }> };

export type AudienceMenuTargetFieldsFragment = { __typename: 'AudienceMenuTarget', slug?: string | null, title?: string | null, released?: boolean | null };

export type UploadedFileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UploadedFileQuery = { __typename?: 'Query', uploadFile?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null };

export type SignUpPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SignUpPageQuery = { __typename?: 'Query', signUpPage?: { __typename: 'SignUpPage', documentId: string, title: string, description?: string | null, title_free_trial?: string | null, introduction_free_trial?: string | null, promobox?: { __typename: 'ComponentContentPromobox', id: string, title?: string | null, body?: string | null, link_label?: string | null, link_url?: string | null } | null, sidebar_promobox?: { __typename: 'ComponentContentPromobox', id: string, title?: string | null, body?: string | null, link_label?: string | null, link_url?: string | null } | null } | null };

export type UpdateUserUserProfileMutationVariables = Exact<{
  data: UserUserProfileInput;
}>;


export type UpdateUserUserProfileMutation = { __typename?: 'Mutation', updateUserUserProfile?: { __typename: 'UserProfile', documentId: string, salutation?: string | null, first_name?: string | null, last_name?: string | null, phone_number?: string | null, school?: string | null, role?: string | null, address_1?: string | null, address_2?: string | null, postcode?: string | null, user_updated?: boolean | null } | null };

export type ActivityOptionFieldsFragment = { __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, introduction_pt2?: string | null, time?: string | null, music?: string | null, equipment?: string | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, learning_objectives?: Array<{ __typename: 'ComponentActivityLearningObjective', id: string, title?: string | null, description?: string | null, audience?: { __typename: 'Audience', documentId: string, slug: string } | null } | null> | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, title?: string | null, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, title?: string | null, description?: string | null, media: Array<{ __typename: 'UploadFile', documentId: string, name: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null, ext?: string | null, mime: string, size: number, url: string, previewUrl?: string | null } | null> } | null> | null } | null> | null };

export type ActivityPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  sectionIds?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>> | InputMaybe<Scalars['ID']['input']>>;
  programmeSlug: Scalars['String']['input'];
  lessonId: Scalars['ID']['input'];
  schemeId: Scalars['ID']['input'];
  customSchemeId: Scalars['ID']['input'];
  inLesson: Scalars['Boolean']['input'];
  inUnit: Scalars['Boolean']['input'];
  inCustomUnit: Scalars['Boolean']['input'];
  inSections: Scalars['Boolean']['input'];
}>;


export type ActivityPageQuery = { __typename?: 'Query', activityPage?: { __typename: 'ActivityPage', documentId: string, title: string, time?: string | null, type?: string | null, introduction?: string | null, notation?: string | null, activity_slideshow?: { __typename: 'ActivitySlideshow', documentId: string } | null, relatedActivities: Array<{ __typename: 'ActivityPage', documentId: string, title: string, type?: string | null, lesson_summary?: string | null } | null>, activityOptions: Array<{ __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, introduction_pt2?: string | null, time?: string | null, music?: string | null, equipment?: string | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, learning_objectives?: Array<{ __typename: 'ComponentActivityLearningObjective', id: string, title?: string | null, description?: string | null, audience?: { __typename: 'Audience', documentId: string, slug: string } | null } | null> | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, title?: string | null, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, title?: string | null, description?: string | null, media: Array<{ __typename: 'UploadFile', documentId: string, name: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null, ext?: string | null, mime: string, size: number, url: string, previewUrl?: string | null } | null> } | null> | null } | null> | null } | null> } | null, lesson?: { __typename: 'Lesson', documentId: string, title: string, activities_above: Array<{ __typename: 'ActivityPage', documentId: string, title: string } | null>, activity_pool: Array<{ __typename: 'ActivityPage', documentId: string, title: string, learning_strands: Array<{ __typename: 'LearningStrand', documentId: string } | null> } | null>, activities?: Array<{ __typename: 'ComponentLessonActivityEntry', id: string, section_divider?: boolean | null, title?: string | null, activity?: { __typename: 'ActivityPage', documentId: string, title: string } | null } | null> | null } | null, scheme?: { __typename: 'Scheme', documentId: string, title: string } | null, customScheme?: { __typename: 'CustomScheme', documentId: string, title: string, lessons: Array<{ __typename: 'CustomUnitLesson', lesson: { __typename: 'Lesson', documentId: string }, activity_pool: Array<{ __typename: 'ActivityPage', documentId: string }> }> } | null, activitySections?: Array<{ __typename: 'ActivitySection', documentId: string, title: string } | null>, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type ActivityLibrarySectionsFragment = { __typename: 'ActivityLibrary', documentId: string, title: string, activity_section: Array<{ __typename: 'ActivitySection', documentId: string, title: string, activities: Array<{ __typename: 'ActivityPage', documentId: string } | null> } | null> };

export type ActivityLibraryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type ActivityLibraryQuery = { __typename?: 'Query', activityLibrary?: { __typename: 'ActivityLibrary', introduction?: string | null, documentId: string, title: string, activity_section: Array<{ __typename: 'ActivitySection', documentId: string, title: string, activities: Array<{ __typename: 'ActivityPage', documentId: string } | null> } | null> } | null, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type ActivitySectionQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['ID']['input']>> | InputMaybe<Scalars['ID']['input']>;
  programmeSlug: Scalars['String']['input'];
}>;


export type ActivitySectionQuery = { __typename?: 'Query', activitySections: Array<{ __typename: 'ActivitySection', documentId: string, title: string, introduction?: string | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, activities: Array<{ __typename: 'ActivityPage', documentId: string, title: string, type?: string | null, time?: string | null, lesson_summary?: string | null } | null> } | null>, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type AudienceActivitySectionsQueryVariables = Exact<{
  audienceSlug: Scalars['String']['input'];
  programmeSlug: Scalars['String']['input'];
  everyAudience: Scalars['Boolean']['input'];
}>;


export type AudienceActivitySectionsQuery = { __typename?: 'Query', audienceLibraries?: Array<{ __typename: 'ActivityLibrary', documentId: string, title: string, activity_section: Array<{ __typename: 'ActivitySection', documentId: string, title: string, activities: Array<{ __typename: 'ActivityPage', documentId: string } | null> } | null> } | null>, everyLibrary?: Array<{ __typename: 'ActivityLibrary', documentId: string, title: string, activity_section: Array<{ __typename: 'ActivitySection', documentId: string, title: string, activities: Array<{ __typename: 'ActivityPage', documentId: string } | null> } | null> } | null>, audiences?: Array<{ __typename: 'Audience', documentId: string, title: string, activity_library_intro?: string | null } | null>, programmes: Array<{ __typename: 'Programme', documentId: string, title: string } | null> };

export type AudienceQueryVariables = Exact<{
  audienceSlug: Scalars['String']['input'];
}>;


export type AudienceQuery = { __typename?: 'Query', audiences: Array<{ __typename: 'Audience', documentId: string, slug: string, title: string, subtitle?: string | null, introduction?: string | null, libraries_intro?: string | null, programmes: Array<{ __typename: 'Programme', documentId: string, year_groups: Array<{ __typename: 'YearGroup', slug: string, title: string, order: number } | null> } | null>, theme?: { __typename: 'ComponentSharedTheme', id: string, css?: unknown | null, main_banner_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null } | null, featurebox?: Array<{ __typename: 'ComponentContentFeaturebox', id: string, title?: string | null, blurb?: string | null, is_preview?: boolean | null, link_label?: string | null, tag_age_groups: Array<{ __typename: 'AgeGroup', documentId: string, title: string, slug: string } | null>, featured_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, programmelink?: { __typename: 'ComponentContentProgrammelink', id: string, title?: string | null, programme?: { __typename: 'Programme', documentId: string, slug: string, title: string, released?: boolean | null } | null, live_programme?: { __typename: 'LiveProgramme', documentId: string, slug: string, title: string, released?: boolean | null } | null, landing_page?: { __typename: 'LandingPage', documentId: string, slug: string, title: string } | null, project?: { __typename: 'Project', documentId: string, slug: string, title: string } | null } | null } | null> | null } | null> };

export type AudioPageFieldsFragment = { __typename: 'AudioPage', documentId: string, title: string, introduction?: string | null, Score?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string, title?: string | null, summary?: string | null, audio_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null };

export type AudioCollectionFieldsFragment = { __typename: 'AudioPageContainer', documentId: string, title: string, blurb?: string | null, Score?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string, title: string, introduction?: string | null, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string } | null> | null } | null> };

export type AudioLibraryIndexFieldsFragment = { __typename: 'AudioLibrary', documentId: string, title: string, introduction?: string | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string, title: string, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string } | null> | null } | null>, audio_page_container: Array<{ __typename: 'AudioPageContainer', documentId: string, title: string, blurb?: string | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string } | null> } | null> };

export type AudioLibraryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type AudioLibraryQuery = { __typename?: 'Query', audioLibrary?: { __typename: 'AudioLibrary', documentId: string, title: string, introduction?: string | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string, title: string, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string } | null> | null } | null>, audio_page_container: Array<{ __typename: 'AudioPageContainer', documentId: string, title: string, blurb?: string | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string } | null> } | null> } | null, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type AudioLibraryPageCardFieldsFragment = { __typename: 'AudioLibraryPageCards', start: number, total: number, cards: Array<{ __typename: 'AudioLibraryPageCard', ids: string, title: string, recordingCount: number }> };

export type AudioLibraryCollectionCardFieldsFragment = { __typename: 'AudioLibraryCollectionCards', start: number, total: number, cards: Array<{ __typename: 'AudioLibraryCollectionCard', ids: string, title: string, blurb?: string | null, songCount: number }> };

export type AudioLibrariesQueryVariables = Exact<{
  audienceSlug?: InputMaybe<Scalars['String']['input']>;
  everyAudience: Scalars['Boolean']['input'];
}>;


export type AudioLibrariesQuery = { __typename?: 'Query', audioLibraryIndex: { __typename: 'AudioLibraryIndex', collections: { __typename: 'AudioLibraryCollectionCards', start: number, total: number, cards: Array<{ __typename: 'AudioLibraryCollectionCard', ids: string, title: string, blurb?: string | null, songCount: number }> }, pages: { __typename: 'AudioLibraryPageCards', start: number, total: number, cards: Array<{ __typename: 'AudioLibraryPageCard', ids: string, title: string, recordingCount: number }> } }, audiences?: Array<{ __typename: 'Audience', documentId: string, title: string, audio_library_intro?: string | null } | null> };

export type MoreAudioLibraryPagesQueryVariables = Exact<{
  audienceSlug?: InputMaybe<Scalars['String']['input']>;
  start: Scalars['Int']['input'];
}>;


export type MoreAudioLibraryPagesQuery = { __typename?: 'Query', audioLibraryIndex: { __typename: 'AudioLibraryIndex', pages: { __typename: 'AudioLibraryPageCards', start: number, total: number, cards: Array<{ __typename: 'AudioLibraryPageCard', ids: string, title: string, recordingCount: number }> } } };

export type MoreAudioLibraryCollectionsQueryVariables = Exact<{
  audienceSlug?: InputMaybe<Scalars['String']['input']>;
  start: Scalars['Int']['input'];
}>;


export type MoreAudioLibraryCollectionsQuery = { __typename?: 'Query', audioLibraryIndex: { __typename: 'AudioLibraryIndex', collections: { __typename: 'AudioLibraryCollectionCards', start: number, total: number, cards: Array<{ __typename: 'AudioLibraryCollectionCard', ids: string, title: string, blurb?: string | null, songCount: number }> } } };

export type AudioPageContainerQueryVariables = Exact<{
  libraryId: Scalars['ID']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type AudioPageContainerQuery = { __typename?: 'Query', audioLibrary?: { __typename: 'AudioLibrary', documentId: string, title: string, audio_page_container: Array<{ __typename: 'AudioPageContainer', documentId: string, title: string, blurb?: string | null, Score?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string, title: string, introduction?: string | null, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string } | null> | null } | null> } | null> } | null, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type AudioPageContainersQueryVariables = Exact<{
  audienceSlug: Scalars['String']['input'];
  everyAudience: Scalars['Boolean']['input'];
}>;


export type AudioPageContainersQuery = { __typename?: 'Query', audienceLibraries?: Array<{ __typename: 'AudioLibrary', documentId: string, audio_page_container: Array<{ __typename: 'AudioPageContainer', documentId: string, title: string, blurb?: string | null, Score?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string, title: string, introduction?: string | null, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string } | null> | null } | null> } | null> } | null>, everyLibrary?: Array<{ __typename: 'AudioLibrary', documentId: string, audio_page_container: Array<{ __typename: 'AudioPageContainer', documentId: string, title: string, blurb?: string | null, Score?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio_page: Array<{ __typename: 'AudioPage', documentId: string, title: string, introduction?: string | null, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string } | null> | null } | null> } | null> } | null>, audiences?: Array<{ __typename: 'Audience', documentId: string, title: string } | null> };

export type AudioPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  libraryId: Scalars['ID']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type AudioPageQuery = { __typename?: 'Query', audioPage?: { __typename: 'AudioPage', documentId: string, title: string, introduction?: string | null, Score?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string, title?: string | null, summary?: string | null, audio_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null, audioLibrary?: { __typename: 'AudioLibrary', documentId: string, title: string } | null, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type AudioPagesCombinedQueryVariables = Exact<{
  ids: Array<InputMaybe<Scalars['ID']['input']>> | InputMaybe<Scalars['ID']['input']>;
}>;


export type AudioPagesCombinedQuery = { __typename?: 'Query', audioPages: Array<{ __typename: 'AudioPage', documentId: string, title: string, introduction?: string | null, Score?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio_excerpts?: Array<{ __typename: 'ComponentAudioAudioExcerpt', id: string, title?: string | null, summary?: string | null, audio_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> };

export type UnitDoorQueryVariables = Exact<{
  unitId: Scalars['ID']['input'];
}>;


export type UnitDoorQuery = { __typename?: 'Query', scheme?: { __typename: 'Scheme', documentId: string, title: string, blurb?: string | null } | null };

export type CpdQueryVariables = Exact<{ [key: string]: never; }>;


export type CpdQuery = { __typename?: 'Query', cpd?: { __typename: 'Cpd', documentId: string, title: string, body_content?: string | null, live_events_heading?: string | null, video_sessions_title?: string | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, cpd_live_events: Array<{ __typename: 'CpdLiveEvent', documentId: string, slug: string, title: string, event_date?: string | null, venue?: string | null, blurb?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null } | null>, cpd_sessions: Array<{ __typename: 'CpdSession', documentId: string, slug: string, title: string, blurb?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null } | null> } | null };

export type CpdLiveEventsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type CpdLiveEventsQuery = { __typename?: 'Query', cpdLiveEvents: Array<{ __typename: 'CpdLiveEvent', documentId: string, slug: string, title: string, event_date?: string | null, venue?: string | null, main_text?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, session?: { __typename: 'ComponentCpdSession', id: string, title?: string | null, session_date?: string | null, is_remote?: boolean | null, address_location?: string | null, start_end_time?: string | null, session_link?: string | null, session_link_title?: string | null, additional_info?: string | null } | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> };

export type CpdSessionsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type CpdSessionsQuery = { __typename?: 'Query', cpdSessions: Array<{ __typename: 'CpdSession', documentId: string, slug: string, title: string, main_text?: string | null, video?: unknown | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> };

export type CustomSchemeBuildersQueryVariables = Exact<{
  audienceSlug: Scalars['String']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type CustomSchemeBuildersQuery = { __typename?: 'Query', customSchemeBuilders: Array<{ __typename: 'CustomSchemeBuilder', documentId: string, title: string, introduction?: string | null, number_required_strands?: number | null, programme?: { __typename: 'Programme', documentId: string, title: string } | null, audience?: { __typename: 'Audience', documentId: string, slug: string, title: string } | null, learning_strands: Array<{ __typename: 'LearningStrand', documentId: string, title: string, description?: string | null } | null> } | null> };

export type CustomSchemesQueryVariables = Exact<{
  audienceSlug: Scalars['String']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type CustomSchemesQuery = { __typename?: 'Query', customSchemes: Array<{ __typename: 'CustomScheme', documentId: string, title: string, learning_strands: Array<{ __typename: 'LearningStrand', documentId: string, title: string } | null> } | null>, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type CustomSchemeQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  audienceSlug: Scalars['String']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type CustomSchemeQueryQuery = { __typename?: 'Query', customScheme?: { __typename: 'CustomScheme', documentId: string, title: string, learning_strands: Array<{ __typename: 'LearningStrand', documentId: string, title: string } | null>, lessons: Array<{ __typename: 'CustomUnitLesson', lesson: { __typename: 'Lesson', documentId: string, title: string, introduction?: string | null, featured?: boolean | null } }> } | null, customSchemePlans: Array<{ __typename: 'CustomSchemePlan', documentId: string, title: string, introduction?: string | null } | null>, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type CreateCustomSchemeMutationVariables = Exact<{
  data: CustomSchemeInput;
}>;


export type CreateCustomSchemeMutation = { __typename?: 'Mutation', createCustomScheme?: { __typename: 'CustomScheme', documentId: string, title: string } | null };

export type DeleteCustomSchemeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCustomSchemeMutation = { __typename?: 'Mutation', deleteCustomScheme?: { __typename: 'DeleteMutationResponse', documentId: string } | null };

export type LearningResourcesHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type LearningResourcesHomeQuery = { __typename?: 'Query', learningResourcesHome?: { __typename: 'LearningResourcesHome', documentId: string, title: string, subtitle?: string | null, introduction?: string | null, media_introduction?: string | null, media_embed?: unknown | null, new_registration_welcome_message?: string | null, new_purchase_welcome_message?: string | null, new_invitation_welcome_message?: string | null, audiences: Array<{ __typename: 'Audience', documentId: string, slug: string, title: string, subtitle?: string | null, theme?: { __typename: 'ComponentSharedTheme', id: string, css?: unknown | null, main_banner_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null } | null } | null>, promoboxes?: Array<{ __typename: 'ComponentContentPromobox', id: string, title?: string | null, body?: string | null, link_label?: string | null, link_url?: string | null } | null> | null } | null };

export type TeacherHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type TeacherHomeQuery = { __typename?: 'Query', playlists: Array<{ __typename: 'Playlist', documentId: string, title: string } | null>, customSchemes: Array<{ __typename: 'CustomScheme', documentId: string, title: string, audience?: { __typename: 'Audience', slug: string } | null, programme?: { __typename: 'Programme', slug: string, title: string } | null } | null> };

export type TeacherYearGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type TeacherYearGroupsQuery = { __typename?: 'Query', audiences: Array<{ __typename: 'Audience', documentId: string, slug: string, title: string, programmes: Array<{ __typename: 'Programme', documentId: string, year_groups: Array<{ __typename: 'YearGroup', slug: string, title: string, order: number } | null> } | null> } | null> };

export type SlideFieldsFragment = { __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null };

export type ActivityWithSlidesFragment = { __typename: 'ActivityPage', documentId: string, title: string, teaching_option?: string | null, introduction?: string | null, notation?: string | null, activityOptions: Array<{ __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, media: Array<{ __typename: 'UploadFile', alternativeText?: string | null, documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null> } | null> | null } | null> | null } | null>, activity_slideshow?: { __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, sub_slides2: Array<{ __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null>, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null };

export type LessonSlideShowQueryVariables = Exact<{
  lessonId: Scalars['ID']['input'];
  customSchemeId: Scalars['ID']['input'];
  customUnit: Scalars['Boolean']['input'];
}>;


export type LessonSlideShowQuery = { __typename?: 'Query', customScheme?: { __typename: 'CustomScheme', documentId: string, lessons: Array<{ __typename: 'CustomUnitLesson', lesson: { __typename: 'Lesson', documentId: string }, activity_pool: Array<{ __typename: 'ActivityPage', documentId: string }> }> } | null, lesson?: { __typename: 'Lesson', documentId: string, title: string, activities_above: Array<{ __typename: 'ActivityPage', documentId: string, title: string, teaching_option?: string | null, introduction?: string | null, notation?: string | null, activityOptions: Array<{ __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, media: Array<{ __typename: 'UploadFile', alternativeText?: string | null, documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null> } | null> | null } | null> | null } | null>, activity_slideshow?: { __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, sub_slides2: Array<{ __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null>, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null } | null>, activity_pool: Array<{ __typename: 'ActivityPage', documentId: string, title: string, teaching_option?: string | null, introduction?: string | null, notation?: string | null, learning_strands: Array<{ __typename: 'LearningStrand', documentId: string } | null>, activityOptions: Array<{ __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, media: Array<{ __typename: 'UploadFile', alternativeText?: string | null, documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null> } | null> | null } | null> | null } | null>, activity_slideshow?: { __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, sub_slides2: Array<{ __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null>, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null } | null>, activities?: Array<{ __typename: 'ComponentLessonActivityEntry', id: string, section_divider?: boolean | null, activity?: { __typename: 'ActivityPage', documentId: string, title: string, teaching_option?: string | null, introduction?: string | null, notation?: string | null, activityOptions: Array<{ __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, media: Array<{ __typename: 'UploadFile', alternativeText?: string | null, documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null> } | null> | null } | null> | null } | null>, activity_slideshow?: { __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, sub_slides2: Array<{ __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null>, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null } | null } | null> | null } | null };

export type ActivitySlideshowQueryVariables = Exact<{
  activityId: Scalars['ID']['input'];
}>;


export type ActivitySlideshowQuery = { __typename?: 'Query', activityPage?: { __typename: 'ActivityPage', documentId: string, title: string, teaching_option?: string | null, introduction?: string | null, notation?: string | null, activityOptions: Array<{ __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, media: Array<{ __typename: 'UploadFile', alternativeText?: string | null, documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null> } | null> | null } | null> | null } | null>, activity_slideshow?: { __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, sub_slides2: Array<{ __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null>, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null } | null };

export type PlaylistSlideShowQueryVariables = Exact<{
  playlistId: Scalars['ID']['input'];
}>;


export type PlaylistSlideShowQuery = { __typename?: 'Query', playlist?: { __typename: 'Playlist', documentId: string, title: string, playlist_item?: Array<{ __typename: 'ComponentPlaylistActivityItem', id: string, title?: string | null, playlist_order?: number | null, item?: { __typename: 'ActivityPage', documentId: string, title: string, teaching_option?: string | null, introduction?: string | null, notation?: string | null, activityOptions: Array<{ __typename: 'ActivityOption', documentId: string, title: string, introduction?: string | null, delivery_option?: Array<{ __typename: 'ComponentActivityDeliveryOption', id: string, activity_detail?: Array<{ __typename: 'ComponentActivityActivityDetail', id: string, media: Array<{ __typename: 'UploadFile', alternativeText?: string | null, documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null> } | null> | null } | null> | null } | null>, activity_slideshow?: { __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, sub_slides2: Array<{ __typename: 'ActivitySlideshow', documentId: string, title: string, activity_slides?: Array<{ __typename: 'ComponentSlidesSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, slide_template: Enum_Componentslidesslide_Slide_Template, slide_text?: string | null, secondary_slide_text?: string | null, presenter_notes?: string | null, notation?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null>, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, secondary_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, secondary_video?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, videos?: Array<{ __typename: 'ComponentSlidesVideo', id: string, title?: string | null, film_setup?: Enum_Componentslidesvideo_Film_Setup | null, embed?: unknown | null, video_file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, audiocards?: Array<{ __typename: 'ComponentSlidesAudiocard', id: string, title?: string | null, image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, flipcards?: Array<{ __typename: 'ComponentSlidesFlipcard', id: string, title?: string | null, card_1?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, card_2?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> | null } | null } | null } | { __typename: 'ComponentPlaylistAudioItem', id: string, title?: string | null, playlist_order?: number | null, item?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | { __typename: 'Error' } | null> | null } | null };

export type LessonModeUnitLessonsQueryVariables = Exact<{
  unitId: Scalars['ID']['input'];
  customUnit: Scalars['Boolean']['input'];
}>;


export type LessonModeUnitLessonsQuery = { __typename?: 'Query', scheme?: { __typename: 'Scheme', documentId: string, title: string, lessons: Array<{ __typename: 'Lesson', documentId: string, title: string, disable_lesson_mode?: boolean | null } | null> } | null, customScheme?: { __typename: 'CustomScheme', documentId: string, title: string, lessons: Array<{ __typename: 'CustomUnitLesson', lesson: { __typename: 'Lesson', documentId: string, title: string, disable_lesson_mode?: boolean | null } }> } | null };

export type LessonOverviewActivityFieldsFragment = { __typename: 'LessonOverviewActivity', documentId: string, title: string, time?: string | null, type?: string | null, lesson_summary?: string | null, teaching_option?: string | null, activity_slideshow?: { __typename: 'LessonOverviewSlideshow', documentId: string, activity_slides: Array<{ __typename: 'LessonOverviewSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, main_image?: { __typename: 'UploadFile', url: string, alternativeText?: string | null, formats?: unknown | null } | null }> } | null };

export type SchemeLessonsQueryQueryVariables = Exact<{
  lessonId: Scalars['ID']['input'];
  schemeId: Scalars['ID']['input'];
  programmeSlug: Scalars['String']['input'];
  customUnit: Scalars['Boolean']['input'];
}>;


export type SchemeLessonsQueryQuery = { __typename?: 'Query', lessonOverview: { __typename: 'LessonOverview', lesson?: { __typename: 'LessonOverviewLesson', documentId: string, title: string, page_title?: string | null, introduction?: string | null, disable_lesson_mode?: boolean | null, learning_objectives: Array<{ __typename: 'LessonOverviewObjective', id: string, text: string }>, key_vocabulary: Array<{ __typename: 'LessonOverviewVocabularyTerm', id: string, term: string, meaning: string }>, year_groups: Array<{ __typename: 'LessonOverviewYearGroup', title: string, order: number, key_stage: string }>, documents: Array<{ __typename: 'LessonOverviewDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null }>, activities_above: Array<{ __typename: 'LessonOverviewActivity', documentId: string, title: string, time?: string | null, type?: string | null, lesson_summary?: string | null, teaching_option?: string | null, activity_slideshow?: { __typename: 'LessonOverviewSlideshow', documentId: string, activity_slides: Array<{ __typename: 'LessonOverviewSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, main_image?: { __typename: 'UploadFile', url: string, alternativeText?: string | null, formats?: unknown | null } | null }> } | null }>, activity_pool: Array<{ __typename: 'LessonOverviewActivity', documentId: string, title: string, time?: string | null, type?: string | null, lesson_summary?: string | null, teaching_option?: string | null, activity_slideshow?: { __typename: 'LessonOverviewSlideshow', documentId: string, activity_slides: Array<{ __typename: 'LessonOverviewSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, main_image?: { __typename: 'UploadFile', url: string, alternativeText?: string | null, formats?: unknown | null } | null }> } | null }>, activities: Array<{ __typename: 'LessonOverviewEntry', id: string, section_divider?: boolean | null, title?: string | null, activity?: { __typename: 'LessonOverviewActivity', documentId: string, title: string, time?: string | null, type?: string | null, lesson_summary?: string | null, teaching_option?: string | null, activity_slideshow?: { __typename: 'LessonOverviewSlideshow', documentId: string, activity_slides: Array<{ __typename: 'LessonOverviewSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, main_image?: { __typename: 'UploadFile', url: string, alternativeText?: string | null, formats?: unknown | null } | null }> } | null } | null }>, extensionactivities: Array<{ __typename: 'LessonOverviewActivity', documentId: string, title: string, time?: string | null, type?: string | null, lesson_summary?: string | null, teaching_option?: string | null, activity_slideshow?: { __typename: 'LessonOverviewSlideshow', documentId: string, activity_slides: Array<{ __typename: 'LessonOverviewSlide', id: string, title?: string | null, include_in_lesson?: boolean | null, main_image?: { __typename: 'UploadFile', url: string, alternativeText?: string | null, formats?: unknown | null } | null }> } | null }> } | null, scheme?: { __typename: 'LessonOverviewScheme', documentId: string, title: string, lessons: Array<{ __typename: 'LessonOverviewUnitLesson', documentId: string, title: string }>, scheme_library?: { __typename: 'LessonOverviewLink', documentId: string } | null, activity_sections: Array<{ __typename: 'LessonOverviewSection', documentId: string, activity_library?: { __typename: 'LessonOverviewLink', documentId: string } | null, activities: Array<{ __typename: 'LessonOverviewLink', documentId: string }> }> } | null, programme?: { __typename: 'LessonOverviewProgramme', documentId: string, title: string, audience?: { __typename: 'LessonOverviewAudience', documentId: string, title: string } | null } | null }, customScheme?: { __typename: 'CustomScheme', documentId: string, title: string, lessons: Array<{ __typename: 'CustomUnitLesson', lesson: { __typename: 'Lesson', documentId: string, title: string, disable_lesson_mode?: boolean | null }, activity_pool: Array<{ __typename: 'ActivityPage', documentId: string }> }> } | null };

export type LiveProgrammesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type LiveProgrammesQuery = { __typename?: 'Query', liveProgrammes: Array<{ __typename: 'LiveProgramme', documentId: string, slug: string, title: string, subtitle?: string | null, main_text?: string | null, performances_heading?: string | null, productions_heading?: string | null, quotation?: Array<{ __typename: 'ComponentSharedQuotation', id: string, quotation?: string | null, attribution?: string | null } | null> | null, theme?: { __typename: 'ComponentSharedTheme', id: string, css?: unknown | null, main_banner_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null } | null, live_performances: Array<{ __typename: 'LivePerformance', documentId: string, slug: string, title: string, blurb?: string | null, thumbnail_images: Array<{ __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null> } | null>, live_productions: Array<{ __typename: 'LiveProduction', documentId: string, slug: string, title: string, blurb?: string | null, thumbnail_images: Array<{ __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null> } | null> } | null> };

export type LiveProductionsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type LiveProductionsQuery = { __typename?: 'Query', liveProductions: Array<{ __typename: 'LiveProduction', documentId: string, slug: string, title: string, main_text?: string | null, performance_dates?: string | null, performance_venues?: string | null, venues_link?: string | null, venues_link_label?: string | null, explore_activities_title?: string | null, active_live_performance?: boolean | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, bookings?: Array<{ __typename: 'ComponentLiveBooking', id: string, event_date?: string | null, venue_name?: string | null, booking_link?: string | null } | null> | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, related_activities: Array<{ __typename: 'ActivityPage', documentId: string, title: string, type?: string | null } | null>, audio_pages: Array<{ __typename: 'AudioPage', documentId: string, title: string } | null> } | null>, livePerformances: Array<{ __typename: 'LivePerformance', documentId: string, slug: string, title: string, blurb?: string | null, performance_dates?: string | null, performance_venues?: string | null, active_live_performance?: boolean | null, thumbnail_images: Array<{ __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null> } | null>, liveProgrammes: Array<{ __typename: 'LiveProgramme', documentId: string, slug: string, title: string } | null> };

export type TermsAndConditionQueryVariables = Exact<{ [key: string]: never; }>;


export type TermsAndConditionQuery = { __typename?: 'Query', termsAndCondition?: { __typename: 'TermsAndCondition', documentId: string, title: string, content?: string | null } | null };

export type PrivacyPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyPolicyQuery = { __typename?: 'Query', privacyPolicy?: { __typename: 'PrivacyPolicy', documentId: string, title: string, content?: string | null } | null };

export type LandingPagesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type LandingPagesQuery = { __typename?: 'Query', landingPages: Array<{ __typename: 'LandingPage', documentId: string, slug: string, title: string, main_text?: string | null, audience?: { __typename: 'Audience', documentId: string, slug: string, title: string } | null, document?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, audio?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, features?: Array<{ __typename: 'ComponentContentFeaturebox', id: string, title?: string | null, blurb?: string | null, is_preview?: boolean | null, link_label?: string | null, featured_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, tag_age_groups: Array<{ __typename: 'AgeGroup', documentId: string, title: string } | null>, programmelink?: { __typename: 'ComponentContentProgrammelink', id: string, title?: string | null, programme?: { __typename: 'Programme', documentId: string, slug: string, title: string, released?: boolean | null } | null, live_programme?: { __typename: 'LiveProgramme', documentId: string, slug: string, title: string, released?: boolean | null } | null, landing_page?: { __typename: 'LandingPage', documentId: string, slug: string, title: string } | null, project?: { __typename: 'Project', documentId: string, slug: string, title: string } | null } | null } | null> | null } | null>, projects: Array<{ __typename: 'Project', documentId: string } | null> };

export type ProjectsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProjectsQuery = { __typename?: 'Query', projects: Array<{ __typename: 'Project', documentId: string, slug: string, title: string, main_text?: string | null, explore_activities_title?: string | null, main_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, audience?: { __typename: 'Audience', documentId: string, slug: string, title: string, theme?: { __typename: 'ComponentSharedTheme', id: string, css?: unknown | null } | null } | null, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null } | null> };

export type ProjectActivitiesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProjectActivitiesQuery = { __typename?: 'Query', projects: Array<{ __typename: 'Project', documentId: string, activity_pages: Array<{ __typename: 'ActivityPage', documentId: string, title: string, type?: string | null, time?: string | null, lesson_summary?: string | null } | null> } | null> };

export type PlaylistsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaylistsQuery = { __typename?: 'Query', playlists: Array<{ __typename: 'Playlist', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null, playlist_item?: Array<{ __typename: 'ComponentPlaylistActivityItem', id: string, item?: { __typename: 'ActivityPage', documentId: string } | null } | { __typename: 'ComponentPlaylistAudioItem', id: string, item?: { __typename: 'UploadFile', documentId: string } | null } | { __typename: 'Error' } | null> | null } | null>, audiences: Array<{ __typename: 'Audience', documentId: string, title: string, slug: string } | null>, playlistPage?: { __typename: 'PlaylistPage', title: string, introduction?: string | null } | null };

export type PlaylistQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlaylistQuery = { __typename?: 'Query', playlist?: { __typename: 'Playlist', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null, playlist_item?: Array<{ __typename: 'ComponentPlaylistActivityItem', id: string, title?: string | null, context_path?: string | null, playlist_order?: number | null, item?: { __typename: 'ActivityPage', documentId: string, title: string, time?: string | null, type?: string | null } | null } | { __typename: 'ComponentPlaylistAudioItem', id: string, title?: string | null, context_path?: string | null, playlist_order?: number | null, item?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | { __typename: 'Error' } | null> | null } | null, audiences: Array<{ __typename: 'Audience', documentId: string, title: string } | null> };

export type CreatePlaylistMutationVariables = Exact<{
  data: PlaylistInput;
}>;


export type CreatePlaylistMutation = { __typename?: 'Mutation', createPlaylist?: { __typename: 'Playlist', documentId: string, title: string } | null };

export type UpdatePlaylistMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  data: PlaylistInput;
}>;


export type UpdatePlaylistMutation = { __typename?: 'Mutation', updatePlaylist?: { __typename: 'Playlist', documentId: string, title: string } | null };

export type DeletePlaylistMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePlaylistMutation = { __typename?: 'Mutation', deletePlaylist?: { __typename: 'DeleteMutationResponse', documentId: string } | null };

export type ProgrammeQueryQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  audienceSlug: Scalars['String']['input'];
}>;


export type ProgrammeQueryQuery = { __typename?: 'Query', programmes: Array<{ __typename: 'Programme', documentId: string, slug: string, title: string, blurb?: string | null, introduction?: string | null, introduction_at_home?: string | null, schemes_intro?: string | null, media_introduction?: string | null, media_embed?: unknown | null, released?: boolean | null, year_groups: Array<{ __typename: 'YearGroup', title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage } | null>, audience?: { __typename: 'Audience', documentId: string, slug: string, title: string } | null, theme?: { __typename: 'ComponentSharedTheme', id: string, css?: unknown | null, main_banner_offset?: number | null, main_banner_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null, programme_logo?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null } | null, summary_document?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null, units: Array<{ __typename: 'Scheme', documentId: string, title: string, blurb?: string | null, year_groups: Array<{ __typename: 'YearGroup', title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage } | null> } | null> } | null>, customSchemePlans: Array<{ __typename: 'CustomSchemePlan', documentId: string } | null> };

export type ProgrammeLibrariesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProgrammeLibrariesQuery = { __typename?: 'Query', programmes: Array<{ __typename: 'Programme', documentId: string, activity_library?: { __typename: 'ActivityLibrary', documentId: string } | null, audio_library?: { __typename: 'AudioLibrary', documentId: string } | null, activity_at_home_library?: { __typename: 'AtHomeLibrary', documentId: string } | null } | null> };

export type SchemesQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  programmeSlug: Scalars['String']['input'];
}>;


export type SchemesQueryQuery = { __typename?: 'Query', scheme?: { __typename: 'Scheme', documentId: string, title: string, introduction?: string | null, year_groups: Array<{ __typename: 'YearGroup', title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage } | null>, documents?: Array<{ __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null } | null> | null, lessons: Array<{ __typename: 'Lesson', documentId: string, title: string, introduction?: string | null, year_groups: Array<{ __typename: 'YearGroup', title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage } | null> } | null>, scheme_library?: { __typename: 'ActivityLibrary', documentId: string } | null, performance_items?: Array<{ __typename: 'ComponentUnitPerformanceItem', id: string, title?: string | null, blurb?: string | null, activity?: { __typename: 'ActivityPage', documentId: string, title: string } | null, activity_section?: { __typename: 'ActivitySection', documentId: string, title: string, activity_library?: { __typename: 'ActivityLibrary', documentId: string } | null } | null } | null> | null } | null, programmes: Array<{ __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null } | null> };

export type YearGroupPageQueryVariables = Exact<{
  audienceSlug: Scalars['String']['input'];
  yearSlug: Scalars['String']['input'];
}>;


export type YearGroupPageQuery = { __typename?: 'Query', yearGroups: Array<{ __typename: 'YearGroup', documentId: string, slug: string, title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage } | null>, audiences: Array<{ __typename: 'Audience', documentId: string, slug: string, title: string, theme?: { __typename: 'ComponentSharedTheme', id: string, css?: unknown | null } | null } | null>, programmes: Array<{ __typename: 'Programme', documentId: string, slug: string, title: string, blurb?: string | null, released?: boolean | null, units: Array<{ __typename: 'Scheme', documentId: string, title: string, blurb?: string | null, year_groups: Array<{ __typename: 'YearGroup', title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage } | null> } | null> } | null> };

export type YearGroupLessonsQueryVariables = Exact<{
  audienceSlug: Scalars['String']['input'];
  yearSlug: Scalars['String']['input'];
}>;


export type YearGroupLessonsQuery = { __typename?: 'Query', programmes: Array<{ __typename: 'Programme', documentId: string, units: Array<{ __typename: 'Scheme', documentId: string, lessons: Array<{ __typename: 'Lesson', documentId: string, title: string, year_groups: Array<{ __typename: 'YearGroup', slug: string } | null> } | null> } | null> } | null> };

export type ConnectionCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectionCheckQuery = { __typename?: 'Query', audiences: Array<{ __typename: 'Audience', documentId: string } | null> };

export type FileFieldsFragment = { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null };

export type DocumentFieldsFragment = { __typename: 'ComponentSharedDocument', id: string, title?: string | null, file?: { __typename: 'UploadFile', documentId: string, url: string, name: string, ext?: string | null, mime: string, caption?: string | null } | null };

export type ImageFieldsFragment = { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null };

export type YearGroupFieldsFragment = { __typename: 'YearGroup', title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage };

export type UnitLessonLinkFieldsFragment = { __typename: 'Lesson', documentId: string, title: string, disable_lesson_mode?: boolean | null };

export type ProgrammeCrumbFieldsFragment = { __typename: 'Programme', documentId: string, title: string, audience?: { __typename: 'Audience', documentId: string, title: string } | null };

export type ProgrammeLinkFieldsFragment = { __typename: 'ComponentContentProgrammelink', id: string, title?: string | null, programme?: { __typename: 'Programme', documentId: string, slug: string, title: string, released?: boolean | null } | null, live_programme?: { __typename: 'LiveProgramme', documentId: string, slug: string, title: string, released?: boolean | null } | null, landing_page?: { __typename: 'LandingPage', documentId: string, slug: string, title: string } | null, project?: { __typename: 'Project', documentId: string, slug: string, title: string } | null };

export type BannerThemeFieldsFragment = { __typename: 'ComponentSharedTheme', id: string, css?: unknown | null, main_banner_image?: { __typename: 'UploadFile', documentId: string, url: string, alternativeText?: string | null, caption?: string | null, width?: number | null, height?: number | null, formats?: unknown | null } | null };

export type AudienceLinkFieldsFragment = { __typename: 'Audience', documentId: string, slug: string, title: string };

export type AudienceNameFieldsFragment = { __typename: 'Audience', documentId: string, title: string };

export type YearGroupLinkFieldsFragment = { __typename: 'YearGroup', slug: string, title: string, order: number };

export type UnitCardFieldsFragment = { __typename: 'Scheme', documentId: string, title: string, blurb?: string | null, year_groups: Array<{ __typename: 'YearGroup', title: string, order: number, key_stage: Enum_Yeargroup_Key_Stage } | null> };

export type UserProfileFieldsFragment = { __typename: 'UserProfile', documentId: string, salutation?: string | null, first_name?: string | null, last_name?: string | null, phone_number?: string | null, school?: string | null, role?: string | null, address_1?: string | null, address_2?: string | null, postcode?: string | null, user_updated?: boolean | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename: 'UsersPermissionsMe', id: string, documentId: string, username: string, email?: string | null, role?: { __typename: 'UsersPermissionsMeRole', type?: string | null, description?: string | null } | null, user_profile?: { __typename: 'UserProfile', documentId: string, salutation?: string | null, first_name?: string | null, last_name?: string | null, phone_number?: string | null, school?: string | null, role?: string | null, address_1?: string | null, address_2?: string | null, postcode?: string | null, user_updated?: boolean | null } | null } | null };

export const AudienceMenuTargetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceMenuTargetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceMenuTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudienceMenuTargetFieldsFragment, unknown>;
export const FileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<FileFieldsFragment, unknown>;
export const DocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DocumentFieldsFragment, unknown>;
export const ActivityOptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"introduction_pt2"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"music"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"learning_objectives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery_option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ActivityOptionFieldsFragment, unknown>;
export const ActivityLibrarySectionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLibrarySections"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLibrary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ActivityLibrarySectionsFragment, unknown>;
export const AudioPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"Score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"audio_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioPageFieldsFragment, unknown>;
export const AudioCollectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioCollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioPageContainer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"Score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioCollectionFieldsFragment, unknown>;
export const AudioLibraryIndexFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryIndexFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibrary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"audio_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_page_container"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"audio_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioLibraryIndexFieldsFragment, unknown>;
export const AudioLibraryPageCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryPageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibraryPageCards"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"recordingCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioLibraryPageCardFieldsFragment, unknown>;
export const AudioLibraryCollectionCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryCollectionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibraryCollectionCards"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"songCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioLibraryCollectionCardFieldsFragment, unknown>;
export const ImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ImageFieldsFragment, unknown>;
export const SlideFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSlidesSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"include_in_lesson"}},{"kind":"Field","name":{"kind":"Name","value":"slide_template"}},{"kind":"Field","name":{"kind":"Name","value":"slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"secondary_slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"presenter_notes"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"film_setup"}},{"kind":"Field","name":{"kind":"Name","value":"embed"}},{"kind":"Field","name":{"kind":"Name","value":"video_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiocards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flipcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"card_1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"card_2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SlideFieldsFragment, unknown>;
export const ActivityWithSlidesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityWithSlides"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teaching_option"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"activityOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity_detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_slideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"sub_slides2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSlidesSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"include_in_lesson"}},{"kind":"Field","name":{"kind":"Name","value":"slide_template"}},{"kind":"Field","name":{"kind":"Name","value":"slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"secondary_slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"presenter_notes"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"film_setup"}},{"kind":"Field","name":{"kind":"Name","value":"embed"}},{"kind":"Field","name":{"kind":"Name","value":"video_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiocards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flipcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"card_1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"card_2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ActivityWithSlidesFragment, unknown>;
export const LessonOverviewActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LessonOverviewActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LessonOverviewActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lesson_summary"}},{"kind":"Field","name":{"kind":"Name","value":"teaching_option"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"include_in_lesson"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LessonOverviewActivityFieldsFragment, unknown>;
export const UnitLessonLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitLessonLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disable_lesson_mode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UnitLessonLinkFieldsFragment, unknown>;
export const ProgrammeCrumbFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ProgrammeCrumbFieldsFragment, unknown>;
export const ProgrammeLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentContentProgrammelink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"live_programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landing_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ProgrammeLinkFieldsFragment, unknown>;
export const BannerThemeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"main_banner_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<BannerThemeFieldsFragment, unknown>;
export const AudienceLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudienceLinkFieldsFragment, unknown>;
export const AudienceNameFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudienceNameFieldsFragment, unknown>;
export const YearGroupLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<YearGroupLinkFieldsFragment, unknown>;
export const YearGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"key_stage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<YearGroupFieldsFragment, unknown>;
export const UnitCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"key_stage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UnitCardFieldsFragment, unknown>;
export const UserProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"user_updated"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UserProfileFieldsFragment, unknown>;
export const AudiencesAndProgrammesDocument = {"__meta__":{"hash":"93ae5298dadbd67ddea3522243bd367d0379b33b5b478f66d6bf65c4b6615532"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudiencesAndProgrammes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"is_preview"}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceMenuTargetFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"live_programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceMenuTargetFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceMenuTargetFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landing_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceMenuTargetFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceMenuTargetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceMenuTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudiencesAndProgrammesQuery, AudiencesAndProgrammesQueryVariables>;
export const UploadedFileDocument = {"__meta__":{"hash":"87da51b549aebfbe9e465b5abfcf0bc492e2b7cc808da74b823b15da5a4e9fd8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UploadedFileQuery, UploadedFileQueryVariables>;
export const SignUpPageDocument = {"__meta__":{"hash":"1d74df7c21e861fa7b2e95ffbab01c741043a16b325054b1ed05b501e0e5cd06"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"signUpPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"title_free_trial"}},{"kind":"Field","name":{"kind":"Name","value":"introduction_free_trial"}},{"kind":"Field","name":{"kind":"Name","value":"promobox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link_label"}},{"kind":"Field","name":{"kind":"Name","value":"link_url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sidebar_promobox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link_label"}},{"kind":"Field","name":{"kind":"Name","value":"link_url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SignUpPageQuery, SignUpPageQueryVariables>;
export const UpdateUserUserProfileDocument = {"__meta__":{"hash":"de756689ffcf74895986eca05c7673660b7b7abf44df5f8558c030cd2b1bb4da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUserUserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserUserProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserUserProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"user_updated"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateUserUserProfileMutation, UpdateUserUserProfileMutationVariables>;
export const ActivityPageDocument = {"__meta__":{"hash":"289b9f3f4181d29b664f2ab799224baa9e7098a4c93da3c3b8fa86c92a79c828"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionIds"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customSchemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inLesson"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inUnit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inCustomUnit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inSections"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedActivities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lesson_summary"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activityOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityOptionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inLesson"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities_above"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"learning_strands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_divider"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inUnit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customSchemeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inCustomUnit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activitySections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"documentId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionIds"}}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inSections"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"introduction_pt2"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"music"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"learning_objectives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery_option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ActivityPageQuery, ActivityPageQueryVariables>;
export const ActivityLibraryDocument = {"__meta__":{"hash":"64daf0914bdaf2a4b55ba55291547a832cc296d9586c04806e163585a160d0be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLibrarySections"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLibrarySections"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLibrary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ActivityLibraryQuery, ActivityLibraryQueryVariables>;
export const ActivitySectionDocument = {"__meta__":{"hash":"cf3e22421ddd2ed458a0937cab64937120b64312a1f97d7024125380ec4b1001"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivitySection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activitySections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"documentId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"lesson_summary"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ActivitySectionQuery, ActivitySectionQueryVariables>;
export const AudienceActivitySectionsDocument = {"__meta__":{"hash":"3cc8abd8b6466d713c01cb2bb0a054ba2e29223b8bd814175f8f906116dba256"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceActivitySections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"audienceLibraries"},"name":{"kind":"Name","value":"activityLibraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLibrarySections"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"everyLibrary"},"name":{"kind":"Name","value":"activityLibraries"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityLibrarySections"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_library_intro"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityLibrarySections"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityLibrary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudienceActivitySectionsQuery, AudienceActivitySectionsQueryVariables>;
export const AudienceDocument = {"__meta__":{"hash":"d235791745014572b8c6183468bb190928323a913b3e997b33541741089d45a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Audience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"libraries_intro"}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerThemeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featurebox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"is_preview"}},{"kind":"Field","name":{"kind":"Name","value":"link_label"}},{"kind":"Field","name":{"kind":"Name","value":"tag_age_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featured_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmelink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"main_banner_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentContentProgrammelink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"live_programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landing_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudienceQuery, AudienceQueryVariables>;
export const AudioLibraryDocument = {"__meta__":{"hash":"0c42dfc3bff79b5cf430f7a66a623a0f9abd61cdcacaaa69ced115fa6ac270d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioLibraryIndexFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryIndexFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibrary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"audio_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_page_container"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"audio_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioLibraryQuery, AudioLibraryQueryVariables>;
export const AudioLibrariesDocument = {"__meta__":{"hash":"5b86e0ff45766714e2be7c1785653f0e5231f21c58536acb14c65710fd14a18a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioLibraries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioLibraryIndex"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audienceSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioLibraryCollectionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioLibraryPageCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audio_library_intro"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryCollectionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibraryCollectionCards"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"songCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryPageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibraryPageCards"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"recordingCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioLibrariesQuery, AudioLibrariesQueryVariables>;
export const MoreAudioLibraryPagesDocument = {"__meta__":{"hash":"6cfaee993b954649e7ecd13721e196beb41a24d6ab5a97c61446603958a52d3f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoreAudioLibraryPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioLibraryIndex"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audienceSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioLibraryPageCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryPageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibraryPageCards"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"recordingCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MoreAudioLibraryPagesQuery, MoreAudioLibraryPagesQueryVariables>;
export const MoreAudioLibraryCollectionsDocument = {"__meta__":{"hash":"bcfe6f7406db468a28f617d4205021ee5e64ba6f9dc6f8d6bbab99489bee64ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoreAudioLibraryCollections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioLibraryIndex"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audienceSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioLibraryCollectionCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioLibraryCollectionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioLibraryCollectionCards"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"songCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MoreAudioLibraryCollectionsQuery, MoreAudioLibraryCollectionsQueryVariables>;
export const AudioPageContainerDocument = {"__meta__":{"hash":"8023f7b5594bfb0374fe1b089e5d1b27539bdfddde48386a535791b0bda0baf5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioPageContainer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"libraryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"libraryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audio_page_container"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioCollectionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioCollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioPageContainer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"Score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioPageContainerQuery, AudioPageContainerQueryVariables>;
export const AudioPageContainersDocument = {"__meta__":{"hash":"d95f6705758dc9b156d5099421a9b7dca5c3324ae811c103baf9084cf4194e85"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioPageContainers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"audienceLibraries"},"name":{"kind":"Name","value":"audioLibraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"audio_page_container"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioCollectionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"everyLibrary"},"name":{"kind":"Name","value":"audioLibraries"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"audio_page_container"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioCollectionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everyAudience"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioCollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioPageContainer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"Score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioPageContainersQuery, AudioPageContainersQueryVariables>;
export const AudioPageDocument = {"__meta__":{"hash":"9aeae40f6853ca72ebbfc1059c7b66f3c39727b139e4c87208c63ba8b8962ad7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"libraryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioPageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audioLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"libraryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"Score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"audio_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioPageQuery, AudioPageQueryVariables>;
export const AudioPagesCombinedDocument = {"__meta__":{"hash":"4a3ebbbc66357734dfb9d13cc1b6ef51e5265b870494ec03fad0f58a96c9a307"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudioPagesCombined"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audioPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"documentId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudioPageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudioPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudioPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"Score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_excerpts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"audio_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AudioPagesCombinedQuery, AudioPagesCombinedQueryVariables>;
export const UnitDoorDocument = {"__meta__":{"hash":"4c029f31e04d69f0266b2a7f1e11b557547adac80a1034674514ae6a2b103b18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitDoor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UnitDoorQuery, UnitDoorQueryVariables>;
export const CpdDocument = {"__meta__":{"hash":"edcb2a2d934b95714dff1e19c6055b895cc203cd66f2ea861210ff31ac059e4e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"cpd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpd"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body_content"}},{"kind":"Field","name":{"kind":"Name","value":"live_events_heading"}},{"kind":"Field","name":{"kind":"Name","value":"video_sessions_title"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpd_live_events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"event_date"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpd_sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CpdQuery, CpdQueryVariables>;
export const CpdLiveEventsDocument = {"__meta__":{"hash":"d707bae792611c74e75c2d2302fc75a4297ed237679daea8571c2bf024ef9dbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"cpdLiveEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpdLiveEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"event_date"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"main_text"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"session_date"}},{"kind":"Field","name":{"kind":"Name","value":"is_remote"}},{"kind":"Field","name":{"kind":"Name","value":"address_location"}},{"kind":"Field","name":{"kind":"Name","value":"start_end_time"}},{"kind":"Field","name":{"kind":"Name","value":"session_link"}},{"kind":"Field","name":{"kind":"Name","value":"session_link_title"}},{"kind":"Field","name":{"kind":"Name","value":"additional_info"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CpdLiveEventsQuery, CpdLiveEventsQueryVariables>;
export const CpdSessionsDocument = {"__meta__":{"hash":"4a75ed9b4e984df2eb816914154f9f571db842890288326a84909d29ae3661fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"cpdSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpdSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"main_text"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CpdSessionsQuery, CpdSessionsQueryVariables>;
export const CustomSchemeBuildersDocument = {"__meta__":{"hash":"411430ebcb14f570444873f7b92cb71773f604555b7307150e9ed8f981f3dba5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomSchemeBuilders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customSchemeBuilders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"programme"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"number_required_strands"}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"learning_strands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"id:asc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CustomSchemeBuildersQuery, CustomSchemeBuildersQueryVariables>;
export const CustomSchemesDocument = {"__meta__":{"hash":"48af61a85e8388e99e873532ea64c2323bd322bbbd24a94970ad126caa1f63be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomSchemes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customSchemes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"programme"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"createdAt:asc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"learning_strands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"id:asc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CustomSchemesQuery, CustomSchemesQueryVariables>;
export const CustomSchemeQueryDocument = {"__meta__":{"hash":"55343c76eb50803ef0ff61801a82f4588085275df7a509dbec5bea33049d3174"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomSchemeQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"learning_strands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"id:asc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customSchemePlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"programme"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CustomSchemeQueryQuery, CustomSchemeQueryQueryVariables>;
export const CreateCustomSchemeDocument = {"__meta__":{"hash":"3b40499b4bbcfd7c31bd2df36c20bb06ea76790ea6c75c30ac90f193ea35cdd5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomSchemeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateCustomSchemeMutation, CreateCustomSchemeMutationVariables>;
export const DeleteCustomSchemeDocument = {"__meta__":{"hash":"e5061ead035dbb1a5d439034524a6a26e6ea1724269536c424a58619ee685f0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeleteCustomSchemeMutation, DeleteCustomSchemeMutationVariables>;
export const LearningResourcesHomeDocument = {"__meta__":{"hash":"5a3e848cc91bce550f0bdec2a7f5229cd2c1f8fd4f3043909eb7f5d9c32c0e53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"learningResourcesHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learningResourcesHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"media_introduction"}},{"kind":"Field","name":{"kind":"Name","value":"media_embed"}},{"kind":"Field","name":{"kind":"Name","value":"new_registration_welcome_message"}},{"kind":"Field","name":{"kind":"Name","value":"new_purchase_welcome_message"}},{"kind":"Field","name":{"kind":"Name","value":"new_invitation_welcome_message"}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerThemeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoboxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link_label"}},{"kind":"Field","name":{"kind":"Name","value":"link_url"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"main_banner_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LearningResourcesHomeQuery, LearningResourcesHomeQueryVariables>;
export const TeacherHomeDocument = {"__meta__":{"hash":"c2a9407ac3175109bb16564355b5542c06280b061109473a1aba867837458072"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"createdAt:desc","block":false}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customSchemes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"createdAt:desc","block":false}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TeacherHomeQuery, TeacherHomeQueryVariables>;
export const TeacherYearGroupsDocument = {"__meta__":{"hash":"0da24415a9d0f482b55b8c0681af163d07eb1a94a80019407720f009f77eb36d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeacherYearGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"title","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<TeacherYearGroupsQuery, TeacherYearGroupsQueryVariables>;
export const LessonSlideShowDocument = {"__meta__":{"hash":"75dfa5ae8caec66e4066d9016e5a32373953e81be0b31581964b21d5164cc55d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonSlideShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customSchemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customSchemeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities_above"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityWithSlides"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityWithSlides"}},{"kind":"Field","name":{"kind":"Name","value":"learning_strands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_divider"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityWithSlides"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSlidesSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"include_in_lesson"}},{"kind":"Field","name":{"kind":"Name","value":"slide_template"}},{"kind":"Field","name":{"kind":"Name","value":"slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"secondary_slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"presenter_notes"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"film_setup"}},{"kind":"Field","name":{"kind":"Name","value":"embed"}},{"kind":"Field","name":{"kind":"Name","value":"video_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiocards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flipcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"card_1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"card_2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityWithSlides"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teaching_option"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"activityOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity_detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_slideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"sub_slides2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LessonSlideShowQuery, LessonSlideShowQueryVariables>;
export const ActivitySlideshowDocument = {"__meta__":{"hash":"a6f0785d4065ac579ea98e56cea45ad98ad6a2af3c4fe025e3ec71c475324244"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivitySlideshow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityWithSlides"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSlidesSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"include_in_lesson"}},{"kind":"Field","name":{"kind":"Name","value":"slide_template"}},{"kind":"Field","name":{"kind":"Name","value":"slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"secondary_slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"presenter_notes"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"film_setup"}},{"kind":"Field","name":{"kind":"Name","value":"embed"}},{"kind":"Field","name":{"kind":"Name","value":"video_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiocards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flipcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"card_1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"card_2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityWithSlides"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teaching_option"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"activityOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity_detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_slideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"sub_slides2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ActivitySlideshowQuery, ActivitySlideshowQueryVariables>;
export const PlaylistSlideShowDocument = {"__meta__":{"hash":"8d6e4d1014e0c9ac2830c727c347494fbf1bc5ccdf846299a625323846ad2f67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaylistSlideShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"playlist_item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlaylistActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"playlist_order"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityWithSlides"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlaylistAudioItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"playlist_order"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSlidesSlide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"include_in_lesson"}},{"kind":"Field","name":{"kind":"Name","value":"slide_template"}},{"kind":"Field","name":{"kind":"Name","value":"slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"secondary_slide_text"}},{"kind":"Field","name":{"kind":"Name","value":"presenter_notes"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary_video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"film_setup"}},{"kind":"Field","name":{"kind":"Name","value":"embed"}},{"kind":"Field","name":{"kind":"Name","value":"video_file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiocards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flipcards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"card_1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"card_2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityWithSlides"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"teaching_option"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"notation"}},{"kind":"Field","name":{"kind":"Name","value":"activityOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activity_detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_slideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"sub_slides2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PlaylistSlideShowQuery, PlaylistSlideShowQueryVariables>;
export const LessonModeUnitLessonsDocument = {"__meta__":{"hash":"8b895a44eccb6e32bb29d7fdd585429639a090fa51452b01699176e193db4def"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonModeUnitLessons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitLessonLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitLessonLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitLessonLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disable_lesson_mode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LessonModeUnitLessonsQuery, LessonModeUnitLessonsQueryVariables>;
export const SchemeLessonsQueryDocument = {"__meta__":{"hash":"959754d096267ed51b522f09a8d05ffed41b3c16239f6fa2c0bd31068f3df539"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchemeLessonsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"programmeSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"page_title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"disable_lesson_mode"}},{"kind":"Field","name":{"kind":"Name","value":"learning_objectives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key_vocabulary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"meaning"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"key_stage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities_above"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LessonOverviewActivityFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LessonOverviewActivityFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section_divider"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LessonOverviewActivityFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extensionactivities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LessonOverviewActivityFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheme_library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"activity_library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customUnit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitLessonLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LessonOverviewActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LessonOverviewActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"lesson_summary"}},{"kind":"Field","name":{"kind":"Name","value":"teaching_option"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slideshow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"activity_slides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"include_in_lesson"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitLessonLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"disable_lesson_mode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SchemeLessonsQueryQuery, SchemeLessonsQueryQueryVariables>;
export const LiveProgrammesDocument = {"__meta__":{"hash":"e879e9a21d2313d0b67ef9f2a2210b8e09de23510836759a5d649359547181c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"liveProgrammes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveProgrammes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"main_text"}},{"kind":"Field","name":{"kind":"Name","value":"performances_heading"}},{"kind":"Field","name":{"kind":"Name","value":"productions_heading"}},{"kind":"Field","name":{"kind":"Name","value":"quotation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quotation"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerThemeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"live_performances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"live_productions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"main_banner_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LiveProgrammesQuery, LiveProgrammesQueryVariables>;
export const LiveProductionsDocument = {"__meta__":{"hash":"912186200ee397cb36addb2e5e9145917ee77f6017071b7a866a656e8e44bdb8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"liveProductions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveProductions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"main_text"}},{"kind":"Field","name":{"kind":"Name","value":"performance_dates"}},{"kind":"Field","name":{"kind":"Name","value":"performance_venues"}},{"kind":"Field","name":{"kind":"Name","value":"venues_link"}},{"kind":"Field","name":{"kind":"Name","value":"venues_link_label"}},{"kind":"Field","name":{"kind":"Name","value":"explore_activities_title"}},{"kind":"Field","name":{"kind":"Name","value":"active_live_performance"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event_date"}},{"kind":"Field","name":{"kind":"Name","value":"venue_name"}},{"kind":"Field","name":{"kind":"Name","value":"booking_link"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"related_activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"livePerformances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"performance_dates"}},{"kind":"Field","name":{"kind":"Name","value":"performance_venues"}},{"kind":"Field","name":{"kind":"Name","value":"active_live_performance"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail_images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"liveProgrammes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LiveProductionsQuery, LiveProductionsQueryVariables>;
export const TermsAndConditionDocument = {"__meta__":{"hash":"164e8e5823239fd4b128dbc98730838bcaae16f7e8cbca51a759e522154ae61e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"termsAndCondition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termsAndCondition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TermsAndConditionQuery, TermsAndConditionQueryVariables>;
export const PrivacyPolicyDocument = {"__meta__":{"hash":"663161d1420a62bd371dc0b189de3febfdd4cf9e183c040d2f1a7e2d49832428"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"privacyPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PrivacyPolicyQuery, PrivacyPolicyQueryVariables>;
export const LandingPagesDocument = {"__meta__":{"hash":"37f26bb09d58b721758c51697ad1c9987d12084abcc6a521d986b001e72e7717"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"landingPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landingPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"main_text"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"is_preview"}},{"kind":"Field","name":{"kind":"Name","value":"link_label"}},{"kind":"Field","name":{"kind":"Name","value":"featured_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tag_age_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmelink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentContentProgrammelink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"live_programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"landing_page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LandingPagesQuery, LandingPagesQueryVariables>;
export const ProjectsDocument = {"__meta__":{"hash":"2866252c002b949d96062b82d5df4d6cd7fbde32f9f1e67be0c9a1a1e23677d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"main_text"}},{"kind":"Field","name":{"kind":"Name","value":"explore_activities_title"}},{"kind":"Field","name":{"kind":"Name","value":"main_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ProjectsQuery, ProjectsQueryVariables>;
export const ProjectActivitiesDocument = {"__meta__":{"hash":"d356ac5246df010534c501fa31143f7802facbaa294ecd5d318f5b3cd22b7dfd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"projectActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"activity_pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"lesson_summary"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ProjectActivitiesQuery, ProjectActivitiesQueryVariables>;
export const PlaylistsDocument = {"__meta__":{"hash":"36ec20d0b8906acd6b4aee7676a7e98e99b329e9ca5d4a08ec7c37dbc1ec964c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Playlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"createdAt:desc","block":false}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"playlist_item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlaylistActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlaylistAudioItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"id:asc","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"playlistPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PlaylistsQuery, PlaylistsQueryVariables>;
export const PlaylistDocument = {"__meta__":{"hash":"2587646b11febb13c48d8da6195c2da334cb5c5c62f90156b8b607371e380503"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Playlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"playlist_item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlaylistActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"context_path"}},{"kind":"Field","name":{"kind":"Name","value":"playlist_order"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentPlaylistAudioItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"context_path"}},{"kind":"Field","name":{"kind":"Name","value":"playlist_order"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"id:asc","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PlaylistQuery, PlaylistQueryVariables>;
export const CreatePlaylistDocument = {"__meta__":{"hash":"7ca45488c1b5b7eec0c1ac5e12e1cfad1457f7cda05ea71819ea8ee59f29b17e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlaylist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreatePlaylistMutation, CreatePlaylistMutationVariables>;
export const UpdatePlaylistDocument = {"__meta__":{"hash":"94ee6f248caaa1e950be3521e3f4b5978a3491cfe31191fe24f79403fcb7f66f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlaylist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UpdatePlaylistMutation, UpdatePlaylistMutationVariables>;
export const DeletePlaylistDocument = {"__meta__":{"hash":"0e87e1ef8cd9c02b594f496fa14c61599e136aeb38172b3c6156614608bfda35"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlaylist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeletePlaylistMutation, DeletePlaylistMutationVariables>;
export const ProgrammeQueryDocument = {"__meta__":{"hash":"65b7bcd19793964e4a9f5f07a8404a378999f6c258445257c0a7c93c8854f54c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgrammeQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"introduction_at_home"}},{"kind":"Field","name":{"kind":"Name","value":"schemes_intro"}},{"kind":"Field","name":{"kind":"Name","value":"media_introduction"}},{"kind":"Field","name":{"kind":"Name","value":"media_embed"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceLinkFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"main_banner_offset"}},{"kind":"Field","name":{"kind":"Name","value":"main_banner_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programme_logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary_document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customSchemePlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"programme"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"key_stage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeText"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ProgrammeQueryQuery, ProgrammeQueryQueryVariables>;
export const ProgrammeLibrariesDocument = {"__meta__":{"hash":"63c7fadd968708ca8385f99178da2c7076f51b1eeba246fa378fbc5851cffe09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgrammeLibraries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"activity_library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio_library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_at_home_library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ProgrammeLibrariesQuery, ProgrammeLibrariesQueryVariables>;
export const SchemesQueryDocument = {"__meta__":{"hash":"0b7b7c98d3215e530533406e0c350ca4593a0da7073ce4a16f36db4b9a48a82e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchemesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheme_library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"performance_items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity_section"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activity_library"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ext"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"key_stage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentSharedDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Programme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SchemesQueryQuery, SchemesQueryQueryVariables>;
export const YearGroupPageDocument = {"__meta__":{"hash":"b87eaf090cb7c5fb5b310166a5c5c017c314c6256402be8814bf6aaf0127e268"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YearGroupPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yearSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"year_groups"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearSlug"}}}]}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"title","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"year_groups"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearSlug"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YearGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"YearGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"key_stage"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blurb"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YearGroupFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<YearGroupPageQuery, YearGroupPageQueryVariables>;
export const YearGroupLessonsDocument = {"__meta__":{"hash":"051942942b59d1bbb468804bade6b7072852e8a8a6e9147b0e3839300557c941"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YearGroupLessons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yearSlug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"audience"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceSlug"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"year_groups"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearSlug"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"year_groups"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearSlug"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"year_groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<YearGroupLessonsQuery, YearGroupLessonsQueryVariables>;
export const ConnectionCheckDocument = {"__meta__":{"hash":"9dcec6f5194cabd6fbb3df66f593206c4a5bc2821e70bac30465f6a36f7bccba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectionCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ConnectionCheckQuery, ConnectionCheckQueryVariables>;
export const MeDocument = {"__meta__":{"hash":"0045b9441be326230fb42c0659d674a195f528690be341397039ab04e0595a3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user_profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfileFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone_number"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"address_1"}},{"kind":"Field","name":{"kind":"Name","value":"address_2"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"user_updated"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;