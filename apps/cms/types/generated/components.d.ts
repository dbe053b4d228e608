import type { Schema, Struct } from '@strapi/strapi';

export interface ActivityActivityDetail extends Struct.ComponentSchema {
  collectionName: 'components_activity_activity_details';
  info: {
    displayName: 'Activity detail';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    media: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos', true>;
    title: Schema.Attribute.String;
  };
}

export interface ActivityDeliveryOption extends Struct.ComponentSchema {
  collectionName: 'components_activity_delivery_options';
  info: {
    displayName: 'Delivery option';
  };
  attributes: {
    activity_detail: Schema.Attribute.Component<'activity.activity-detail', true>;
    title: Schema.Attribute.String;
  };
}

export interface ActivityLearningObjective extends Struct.ComponentSchema {
  collectionName: 'components_activity_learning_objectives';
  info: {
    displayName: 'Learning objective';
  };
  attributes: {
    audience: Schema.Attribute.Relation<'oneToOne', 'api::audience.audience'>;
    description: Schema.Attribute.RichText;
    title: Schema.Attribute.String;
  };
}

export interface AthomeContentBlock extends Struct.ComponentSchema {
  collectionName: 'components_athome_content_blocks';
  info: {
    displayName: 'Content block';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    media: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos', true>;
    title: Schema.Attribute.String;
  };
}

export interface AthomeDownload extends Struct.ComponentSchema {
  collectionName: 'components_athome_downloads';
  info: {
    displayName: 'Download';
  };
  attributes: {
    file: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos'>;
    title: Schema.Attribute.String;
  };
}

export interface AudioAudioExcerpt extends Struct.ComponentSchema {
  collectionName: 'components_audio_audio_excerpts';
  info: {
    displayName: 'Audio excerpt';
  };
  attributes: {
    audio_file: Schema.Attribute.Media<'audios'>;
    summary: Schema.Attribute.RichText;
    title: Schema.Attribute.String;
  };
}

export interface ContentFeaturebox extends Struct.ComponentSchema {
  collectionName: 'components_content_featureboxs';
  info: {
    displayName: 'Feature box';
  };
  attributes: {
    blurb: Schema.Attribute.Text;
    featured_image: Schema.Attribute.Media<'images'>;
    is_preview: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    link_label: Schema.Attribute.String;
    programmelink: Schema.Attribute.Component<'content.programmelink', false>;
    tag_age_groups: Schema.Attribute.Relation<'oneToMany', 'api::age-group.age-group'>;
    title: Schema.Attribute.String;
  };
}

export interface ContentProgrammelink extends Struct.ComponentSchema {
  collectionName: 'components_content_programmelinks';
  info: {
    displayName: 'Programme link';
  };
  attributes: {
    audio: Schema.Attribute.Media<'audios'>;
    document: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos'>;
    landing_page: Schema.Attribute.Relation<'oneToOne', 'api::landing-page.landing-page'>;
    live_programme: Schema.Attribute.Relation<'oneToOne', 'api::live-programme.live-programme'>;
    programme: Schema.Attribute.Relation<'oneToOne', 'api::programme.programme'>;
    project: Schema.Attribute.Relation<'oneToOne', 'api::project.project'>;
    title: Schema.Attribute.String;
  };
}

export interface ContentPromobox extends Struct.ComponentSchema {
  collectionName: 'components_content_promoboxs';
  info: {
    displayName: 'Promobox';
  };
  attributes: {
    body: Schema.Attribute.RichText;
    link_label: Schema.Attribute.String;
    link_url: Schema.Attribute.String;
    title: Schema.Attribute.String;
  };
}

export interface CpdSession extends Struct.ComponentSchema {
  collectionName: 'components_cpd_sessions';
  info: {
    displayName: 'Session';
  };
  attributes: {
    additional_info: Schema.Attribute.RichText;
    address_location: Schema.Attribute.Text;
    is_remote: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    session_date: Schema.Attribute.Date;
    session_link: Schema.Attribute.String;
    session_link_title: Schema.Attribute.String;
    start_end_time: Schema.Attribute.String;
    title: Schema.Attribute.String;
  };
}

export interface LessonActivityEntry extends Struct.ComponentSchema {
  collectionName: 'components_lesson_activity_entrys';
  info: {
    displayName: 'Lesson activity';
  };
  attributes: {
    activity: Schema.Attribute.Relation<'oneToOne', 'api::activity-page.activity-page'>;
    section_divider: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    title: Schema.Attribute.String;
  };
}

export interface LessonLearningObjective extends Struct.ComponentSchema {
  collectionName: 'components_lesson_learning_objectives';
  info: {
    description: 'What pupils will know or be able to do by the end of the lesson, in one sentence.';
    displayName: 'Lesson learning objective';
  };
  attributes: {
    text: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface LessonVocabularyTerm extends Struct.ComponentSchema {
  collectionName: 'components_lesson_vocabulary_terms';
  info: {
    description: 'A word the lesson teaches, with its meaning in words a pupil understands.';
    displayName: 'Key vocabulary term';
  };
  attributes: {
    meaning: Schema.Attribute.Text & Schema.Attribute.Required;
    term: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface LiveBooking extends Struct.ComponentSchema {
  collectionName: 'components_live_bookings';
  info: {
    displayName: 'Booking';
  };
  attributes: {
    booking_link: Schema.Attribute.String;
    event_date: Schema.Attribute.DateTime;
    venue_name: Schema.Attribute.String;
  };
}

export interface PlaylistActivityItem extends Struct.ComponentSchema {
  collectionName: 'components_playlist_activity_items';
  info: {
    displayName: 'Activity item';
  };
  attributes: {
    context_path: Schema.Attribute.String;
    item: Schema.Attribute.Relation<'oneToOne', 'api::activity-page.activity-page'>;
    playlist_order: Schema.Attribute.Integer;
    title: Schema.Attribute.String;
  };
}

export interface PlaylistAudioItem extends Struct.ComponentSchema {
  collectionName: 'components_playlist_audio_items';
  info: {
    displayName: 'Audio item';
  };
  attributes: {
    context_path: Schema.Attribute.String;
    item: Schema.Attribute.Media<'audios'>;
    playlist_order: Schema.Attribute.Integer;
    title: Schema.Attribute.String;
  };
}

export interface SharedDocument extends Struct.ComponentSchema {
  collectionName: 'components_shared_documents';
  info: {
    displayName: 'Document';
  };
  attributes: {
    file: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos'>;
    title: Schema.Attribute.String;
  };
}

export interface SharedQuotation extends Struct.ComponentSchema {
  collectionName: 'components_shared_quotations';
  info: {
    displayName: 'Quotation';
  };
  attributes: {
    attribution: Schema.Attribute.String;
    quotation: Schema.Attribute.Text;
  };
}

export interface SharedTheme extends Struct.ComponentSchema {
  collectionName: 'components_shared_themes';
  info: {
    displayName: 'Theme';
  };
  attributes: {
    css: Schema.Attribute.JSON;
    main_banner_image: Schema.Attribute.Media<'images'>;
    main_banner_offset: Schema.Attribute.Integer;
    programme_logo: Schema.Attribute.Media<'images'>;
  };
}

export interface SlidesAudiocard extends Struct.ComponentSchema {
  collectionName: 'components_slides_audiocards';
  info: {
    displayName: 'Audio card';
  };
  attributes: {
    audio: Schema.Attribute.Media<'audios'>;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String;
  };
}

export interface SlidesFlipcard extends Struct.ComponentSchema {
  collectionName: 'components_slides_flipcards';
  info: {
    displayName: 'Flip card';
  };
  attributes: {
    audio: Schema.Attribute.Media<'audios'>;
    card_1: Schema.Attribute.Media<'images'>;
    card_2: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String;
  };
}

export interface SlidesSlide extends Struct.ComponentSchema {
  collectionName: 'components_slides_slides';
  info: {
    displayName: 'Slide';
  };
  attributes: {
    audio: Schema.Attribute.Media<'audios'>;
    audiocards: Schema.Attribute.Component<'slides.audiocard', true>;
    flipcards: Schema.Attribute.Component<'slides.flipcard', true>;
    include_in_lesson: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    main_image: Schema.Attribute.Media<'images'>;
    notation: Schema.Attribute.Text & Schema.Attribute.CustomField<'global::abc-notation'>;
    presenter_notes: Schema.Attribute.RichText;
    secondary_audio: Schema.Attribute.Media<'audios'>;
    secondary_image: Schema.Attribute.Media<'images'>;
    secondary_slide_text: Schema.Attribute.RichText;
    secondary_video: Schema.Attribute.Media<'videos'>;
    slide_template: Schema.Attribute.Enumeration<
      [
        'image',
        'audio',
        'video',
        'two_videos',
        'audio_and_image',
        'flipcards',
        'audiocards',
        'two_columns',
        'sub_slide_buttons',
        'score',
        'all',
      ]
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'image'>;
    slide_text: Schema.Attribute.RichText;
    sub_slides2: Schema.Attribute.Relation<'oneToMany', 'api::activity-slideshow.activity-slideshow'>;
    title: Schema.Attribute.String;
    videos: Schema.Attribute.Component<'slides.video', true>;
  };
}

export interface SlidesVideo extends Struct.ComponentSchema {
  collectionName: 'components_slides_videos';
  info: {
    displayName: 'Video';
  };
  attributes: {
    embed: Schema.Attribute.JSON;
    film_setup: Schema.Attribute.Enumeration<['single', 'main', 'follower']>;
    title: Schema.Attribute.String;
    video_file: Schema.Attribute.Media<'videos'>;
  };
}

export interface UnitPerformanceItem extends Struct.ComponentSchema {
  collectionName: 'components_unit_performance_items';
  info: {
    displayName: 'Performance item';
  };
  attributes: {
    activity: Schema.Attribute.Relation<'oneToOne', 'api::activity-page.activity-page'>;
    activity_section: Schema.Attribute.Relation<'oneToOne', 'api::activity-section.activity-section'>;
    blurb: Schema.Attribute.Text;
    title: Schema.Attribute.String;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'activity.activity-detail': ActivityActivityDetail;
      'activity.delivery-option': ActivityDeliveryOption;
      'activity.learning-objective': ActivityLearningObjective;
      'athome.content-block': AthomeContentBlock;
      'athome.download': AthomeDownload;
      'audio.audio-excerpt': AudioAudioExcerpt;
      'content.featurebox': ContentFeaturebox;
      'content.programmelink': ContentProgrammelink;
      'content.promobox': ContentPromobox;
      'cpd.session': CpdSession;
      'lesson.activity-entry': LessonActivityEntry;
      'lesson.learning-objective': LessonLearningObjective;
      'lesson.vocabulary-term': LessonVocabularyTerm;
      'live.booking': LiveBooking;
      'playlist.activity-item': PlaylistActivityItem;
      'playlist.audio-item': PlaylistAudioItem;
      'shared.document': SharedDocument;
      'shared.quotation': SharedQuotation;
      'shared.theme': SharedTheme;
      'slides.audiocard': SlidesAudiocard;
      'slides.flipcard': SlidesFlipcard;
      'slides.slide': SlidesSlide;
      'slides.video': SlidesVideo;
      'unit.performance-item': UnitPerformanceItem;
    }
  }
}
