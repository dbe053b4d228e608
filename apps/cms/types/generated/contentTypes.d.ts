import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> &
      Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiActivityLibraryActivityLibrary extends Struct.CollectionTypeSchema {
  collectionName: 'activity_libraries';
  info: {
    description: 'Activities grouped by type or section.';
    displayName: 'Activity library';
    pluralName: 'activity-libraries';
    singularName: 'activity-library';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity_section: Schema.Attribute.Relation<'oneToMany', 'api::activity-section.activity-section'>;
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::activity-library.activity-library'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiActivityOptionActivityOption extends Struct.CollectionTypeSchema {
  collectionName: 'activity_options';
  info: {
    description: 'One way to run an activity, with its delivery options.';
    displayName: 'Activity option';
    pluralName: 'activity-options';
    singularName: 'activity-option';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    delivery_option: Schema.Attribute.Component<'activity.delivery-option', true>;
    documents: Schema.Attribute.Component<'shared.document', true>;
    equipment: Schema.Attribute.RichText;
    introduction: Schema.Attribute.RichText;
    introduction_pt2: Schema.Attribute.RichText;
    learning_objectives: Schema.Attribute.Component<'activity.learning-objective', true>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::activity-option.activity-option'> &
      Schema.Attribute.Private;
    music: Schema.Attribute.RichText;
    publishedAt: Schema.Attribute.DateTime;
    time: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiActivityPageActivityPage extends Struct.CollectionTypeSchema {
  collectionName: 'activity_pages';
  info: {
    description: 'A classroom activity with its options, delivery options and slideshow.';
    displayName: 'Activity';
    pluralName: 'activity-pages';
    singularName: 'activity-page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity_slideshow: Schema.Attribute.Relation<'oneToOne', 'api::activity-slideshow.activity-slideshow'>;
    activityOptions: Schema.Attribute.Relation<'manyToMany', 'api::activity-option.activity-option'>;
    audiences: Schema.Attribute.Relation<'manyToMany', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    learning_strands: Schema.Attribute.Relation<'manyToMany', 'api::learning-strand.learning-strand'>;
    lesson_summary: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::activity-page.activity-page'> &
      Schema.Attribute.Private;
    notation: Schema.Attribute.Text & Schema.Attribute.CustomField<'global::abc-notation'>;
    programme: Schema.Attribute.Relation<'manyToOne', 'api::programme.programme'>;
    publishedAt: Schema.Attribute.DateTime;
    relatedActivities: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    teaching_option: Schema.Attribute.RichText;
    time: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    type: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiActivitySectionActivitySection extends Struct.CollectionTypeSchema {
  collectionName: 'activity_sections';
  info: {
    description: 'A group of activities in an activity library.';
    displayName: 'Activity section';
    pluralName: 'activity-sections';
    singularName: 'activity-section';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activities: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    activity_library: Schema.Attribute.Relation<'manyToOne', 'api::activity-library.activity-library'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    documents: Schema.Attribute.Component<'shared.document', true>;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::activity-section.activity-section'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiActivitySlideshowActivitySlideshow extends Struct.CollectionTypeSchema {
  collectionName: 'activity_slideshows';
  info: {
    description: 'The slides shown in lesson mode for an activity (or a sub-slideshow).';
    displayName: 'Activity slideshow';
    pluralName: 'activity-slideshows';
    singularName: 'activity-slideshow';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity: Schema.Attribute.Relation<'oneToOne', 'api::activity-page.activity-page'>;
    activity_slides: Schema.Attribute.Component<'slides.slide', true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::activity-slideshow.activity-slideshow'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAgeGroupAgeGroup extends Struct.CollectionTypeSchema {
  collectionName: 'age_groups';
  info: {
    description: 'An age group tag shown on feature boxes.';
    displayName: 'Age group';
    pluralName: 'age-groups';
    singularName: 'age-group';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::age-group.age-group'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAtHomeActivityAtHomeActivity extends Struct.CollectionTypeSchema {
  collectionName: 'at_home_activities';
  info: {
    description: 'One activity for families at home.';
    displayName: 'At-home activity';
    pluralName: 'at-home-activities';
    singularName: 'at-home-activity';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity_at_home: Schema.Attribute.Component<'athome.content-block', true>;
    activity_at_home_download: Schema.Attribute.Component<'athome.download', true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    equipment: Schema.Attribute.RichText;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::at-home-activity.at-home-activity'> &
      Schema.Attribute.Private;
    music: Schema.Attribute.RichText;
    publishedAt: Schema.Attribute.DateTime;
    time: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAtHomeLibraryAtHomeLibrary extends Struct.CollectionTypeSchema {
  collectionName: 'at_home_libraries';
  info: {
    description: 'Activities families can do at home.';
    displayName: 'At-home library';
    pluralName: 'at-home-libraries';
    singularName: 'at-home-library';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activities: Schema.Attribute.Relation<'manyToMany', 'api::at-home-activity.at-home-activity'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::at-home-library.at-home-library'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAudienceAudience extends Struct.CollectionTypeSchema {
  collectionName: 'audiences';
  info: {
    description: 'Primary, Secondary, SEND, Live: the top level of the curriculum.';
    displayName: 'Audience';
    pluralName: 'audiences';
    singularName: 'audience';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity_library_intro: Schema.Attribute.RichText;
    audio_library_intro: Schema.Attribute.RichText;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    featurebox: Schema.Attribute.Component<'content.featurebox', true>;
    introduction: Schema.Attribute.RichText;
    libraries_intro: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audience.audience'> & Schema.Attribute.Private;
    menu_order: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    programmes: Schema.Attribute.Relation<'oneToMany', 'api::programme.programme'>;
    publishedAt: Schema.Attribute.DateTime;
    section2_intro: Schema.Attribute.RichText;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    subtitle: Schema.Attribute.String;
    theme: Schema.Attribute.Component<'shared.theme', false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAudioLibraryAudioLibrary extends Struct.CollectionTypeSchema {
  collectionName: 'audio_libraries';
  info: {
    description: 'Recordings grouped by musical feature.';
    displayName: 'Audio library';
    pluralName: 'audio-libraries';
    singularName: 'audio-library';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    audio_page: Schema.Attribute.Relation<'manyToMany', 'api::audio-page.audio-page'>;
    audio_page_container: Schema.Attribute.Relation<'manyToMany', 'api::audio-page-container.audio-page-container'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audio-library.audio-library'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAudioPageContainerAudioPageContainer extends Struct.CollectionTypeSchema {
  collectionName: 'audio_page_containers';
  info: {
    description: 'A collection of audio pages (songs) with a score.';
    displayName: 'Audio collection';
    pluralName: 'audio-page-containers';
    singularName: 'audio-page-container';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    audio_page: Schema.Attribute.Relation<'manyToMany', 'api::audio-page.audio-page'>;
    blurb: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audio-page-container.audio-page-container'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    Score: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAudioPageAudioPage extends Struct.CollectionTypeSchema {
  collectionName: 'audio_pages';
  info: {
    description: 'A recording page: excerpts with players and a score.';
    displayName: 'Audio page';
    pluralName: 'audio-pages';
    singularName: 'audio-page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    audio_excerpts: Schema.Attribute.Component<'audio.audio-excerpt', true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audio-page.audio-page'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    Score: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCpdLiveEventCpdLiveEvent extends Struct.CollectionTypeSchema {
  collectionName: 'cpd_live_events';
  info: {
    description: 'A live professional-development event.';
    displayName: 'CPD live event';
    pluralName: 'cpd-live-events';
    singularName: 'cpd-live-event';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    blurb: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    documents: Schema.Attribute.Component<'shared.document', true>;
    event_date: Schema.Attribute.Date;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::cpd-live-event.cpd-live-event'> &
      Schema.Attribute.Private;
    main_image: Schema.Attribute.Media<'images'>;
    main_text: Schema.Attribute.RichText;
    publishedAt: Schema.Attribute.DateTime;
    session: Schema.Attribute.Component<'cpd.session', false>;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    venue: Schema.Attribute.String;
  };
}

export interface ApiCpdSessionCpdSession extends Struct.CollectionTypeSchema {
  collectionName: 'cpd_sessions';
  info: {
    description: 'A recorded professional-development session.';
    displayName: 'CPD session';
    pluralName: 'cpd-sessions';
    singularName: 'cpd-session';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    blurb: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    documents: Schema.Attribute.Component<'shared.document', true>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::cpd-session.cpd-session'> & Schema.Attribute.Private;
    main_image: Schema.Attribute.Media<'images'>;
    main_text: Schema.Attribute.RichText;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    video: Schema.Attribute.JSON;
  };
}

export interface ApiCpdCpd extends Struct.SingleTypeSchema {
  collectionName: 'cpd';
  info: {
    description: 'The CPD index: downloads, live events and video sessions.';
    displayName: 'CPD';
    pluralName: 'cpds';
    singularName: 'cpd';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    body_content: Schema.Attribute.RichText;
    cpd_live_events: Schema.Attribute.Relation<'oneToMany', 'api::cpd-live-event.cpd-live-event'>;
    cpd_sessions: Schema.Attribute.Relation<'oneToMany', 'api::cpd-session.cpd-session'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    documents: Schema.Attribute.Component<'shared.document', true>;
    live_events_heading: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::cpd.cpd'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    video_sessions_title: Schema.Attribute.String;
  };
}

export interface ApiCustomSchemeBuilderCustomSchemeBuilder extends Struct.CollectionTypeSchema {
  collectionName: 'custom_scheme_builders';
  info: {
    description: "A programme's strand picker for custom units.";
    displayName: 'Custom unit builder';
    pluralName: 'custom-scheme-builders';
    singularName: 'custom-scheme-builder';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    learning_strands: Schema.Attribute.Relation<'manyToMany', 'api::learning-strand.learning-strand'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::custom-scheme-builder.custom-scheme-builder'> &
      Schema.Attribute.Private;
    number_required_strands: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<4>;
    programme: Schema.Attribute.Relation<'oneToOne', 'api::programme.programme'>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCustomSchemePlanCustomSchemePlan extends Struct.CollectionTypeSchema {
  collectionName: 'custom_scheme_plans';
  info: {
    description: 'The lessons custom units of a programme are made from.';
    displayName: 'Custom unit plan';
    pluralName: 'custom-scheme-plans';
    singularName: 'custom-scheme-plan';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    lesson_plans: Schema.Attribute.Relation<'manyToMany', 'api::lesson.lesson'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::custom-scheme-plan.custom-scheme-plan'> &
      Schema.Attribute.Private;
    programme: Schema.Attribute.Relation<'manyToOne', 'api::programme.programme'>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCustomSchemeCustomScheme extends Struct.CollectionTypeSchema {
  collectionName: 'custom_schemes';
  info: {
    description: "A teacher's own unit: the strands they chose. Owned by one user.";
    displayName: 'Custom unit';
    pluralName: 'custom-schemes';
    singularName: 'custom-scheme';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    learning_strands: Schema.Attribute.Relation<'manyToMany', 'api::learning-strand.learning-strand'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::custom-scheme.custom-scheme'> &
      Schema.Attribute.Private;
    owner: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    programme: Schema.Attribute.Relation<'manyToOne', 'api::programme.programme'>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLandingPageLandingPage extends Struct.CollectionTypeSchema {
  collectionName: 'landing_pages';
  info: {
    description: 'A landing page (e.g. a key stage) with feature cards.';
    displayName: 'Landing page';
    pluralName: 'landing-pages';
    singularName: 'landing-page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    audio: Schema.Attribute.Media<'audios'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    document: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos'>;
    features: Schema.Attribute.Component<'content.featurebox', true>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::landing-page.landing-page'> & Schema.Attribute.Private;
    main_text: Schema.Attribute.RichText;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLearningResourcesHomeLearningResourcesHome extends Struct.SingleTypeSchema {
  collectionName: 'learning_resources_home';
  info: {
    description: 'The home page: introduction, audiences, promoboxes and welcome messages.';
    displayName: 'Home content';
    pluralName: 'learning-resources-homes';
    singularName: 'learning-resources-home';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    audiences: Schema.Attribute.Relation<'manyToMany', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::learning-resources-home.learning-resources-home'> &
      Schema.Attribute.Private;
    media_embed: Schema.Attribute.JSON;
    media_introduction: Schema.Attribute.RichText;
    new_invitation_welcome_message: Schema.Attribute.RichText;
    new_purchase_welcome_message: Schema.Attribute.RichText;
    new_registration_welcome_message: Schema.Attribute.RichText;
    promoboxes: Schema.Attribute.Component<'content.promobox', true>;
    publishedAt: Schema.Attribute.DateTime;
    subtitle: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLearningStrandLearningStrand extends Struct.CollectionTypeSchema {
  collectionName: 'learning_strands';
  info: {
    description: 'A strand a teacher picks when building a custom unit.';
    displayName: 'Learning strand';
    pluralName: 'learning-strands';
    singularName: 'learning-strand';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    combination_key: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::learning-strand.learning-strand'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLessonLesson extends Struct.CollectionTypeSchema {
  collectionName: 'lessons';
  info: {
    description: 'A lesson: activities in order, documents, and lesson-mode settings.';
    displayName: 'Lesson';
    pluralName: 'lessons';
    singularName: 'lesson';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activities: Schema.Attribute.Component<'lesson.activity-entry', true>;
    activities_above: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    activity_pool: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    combination_key_configurations: Schema.Attribute.JSON;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    disable_lesson_mode: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    documents: Schema.Attribute.Component<'shared.document', true>;
    extensionactivities: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    featured: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    introduction: Schema.Attribute.RichText;
    key_vocabulary: Schema.Attribute.Component<'lesson.vocabulary-term', true>;
    learning_objectives: Schema.Attribute.Component<'lesson.learning-objective', true>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::lesson.lesson'> & Schema.Attribute.Private;
    page_title: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    year_groups: Schema.Attribute.Relation<'manyToMany', 'api::year-group.year-group'>;
  };
}

export interface ApiLivePerformanceLivePerformance extends Struct.CollectionTypeSchema {
  collectionName: 'live_performances';
  info: {
    description: 'A performance in a live programme.';
    displayName: 'Live performance';
    pluralName: 'live-performances';
    singularName: 'live-performance';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    active_live_performance: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    blurb: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    live_programme: Schema.Attribute.Relation<'manyToOne', 'api::live-programme.live-programme'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::live-performance.live-performance'> &
      Schema.Attribute.Private;
    performance_dates: Schema.Attribute.Text;
    performance_venues: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    thumbnail_images: Schema.Attribute.Media<'images', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLiveProductionLiveProduction extends Struct.CollectionTypeSchema {
  collectionName: 'live_productions';
  info: {
    description: 'A production with dates, venues, bookings and related resources.';
    displayName: 'Live production';
    pluralName: 'live-productions';
    singularName: 'live-production';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    active_live_performance: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    audio_pages: Schema.Attribute.Relation<'manyToMany', 'api::audio-page.audio-page'>;
    blurb: Schema.Attribute.Text;
    bookings: Schema.Attribute.Component<'live.booking', true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    documents: Schema.Attribute.Component<'shared.document', true>;
    explore_activities_title: Schema.Attribute.String;
    live_programme: Schema.Attribute.Relation<'manyToOne', 'api::live-programme.live-programme'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::live-production.live-production'> &
      Schema.Attribute.Private;
    main_image: Schema.Attribute.Media<'images'>;
    main_text: Schema.Attribute.RichText;
    performance_dates: Schema.Attribute.Text;
    performance_venues: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    related_activities: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    thumbnail_images: Schema.Attribute.Media<'images', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    venues_link: Schema.Attribute.String;
    venues_link_label: Schema.Attribute.String;
  };
}

export interface ApiLiveProgrammeLiveProgramme extends Struct.CollectionTypeSchema {
  collectionName: 'live_programmes';
  info: {
    description: 'A live offer with performances and productions.';
    displayName: 'Live programme';
    pluralName: 'live-programmes';
    singularName: 'live-programme';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    live_performances: Schema.Attribute.Relation<'oneToMany', 'api::live-performance.live-performance'>;
    live_productions: Schema.Attribute.Relation<'oneToMany', 'api::live-production.live-production'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::live-programme.live-programme'> &
      Schema.Attribute.Private;
    main_text: Schema.Attribute.RichText;
    performances_heading: Schema.Attribute.String;
    productions_heading: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    quotation: Schema.Attribute.Component<'shared.quotation', true>;
    released: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    subtitle: Schema.Attribute.String;
    theme: Schema.Attribute.Component<'shared.theme', false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiMemberAccountMemberAccount extends Struct.CollectionTypeSchema {
  collectionName: 'member_accounts';
  info: {
    description: "A colleague an owner invited to share their subscription: pending until the invitee signs in through the mailed link, then a member with access while the owner's own subscription is active.";
    displayName: 'Member account';
    pluralName: 'member-accounts';
    singularName: 'member-account';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    accepted_at: Schema.Attribute.DateTime;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    invitation_token: Schema.Attribute.String & Schema.Attribute.Private;
    invited_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    invitee_email: Schema.Attribute.Email & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::member-account.member-account'> &
      Schema.Attribute.Private;
    member: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    owner: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPlaylistPagePlaylistPage extends Struct.SingleTypeSchema {
  collectionName: 'playlist_page';
  info: {
    description: 'Title and introduction of the playlists list.';
    displayName: 'Playlist page';
    pluralName: 'playlist-pages';
    singularName: 'playlist-page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::playlist-page.playlist-page'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPlaylistPlaylist extends Struct.CollectionTypeSchema {
  collectionName: 'playlists';
  info: {
    description: "A teacher's own list of activities and audio. Owned by one user.";
    displayName: 'Playlist';
    pluralName: 'playlists';
    singularName: 'playlist';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::playlist.playlist'> & Schema.Attribute.Private;
    owner: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    playlist_item: Schema.Attribute.DynamicZone<['playlist.activity-item', 'playlist.audio-item']>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPrivacyPolicyPrivacyPolicy extends Struct.SingleTypeSchema {
  collectionName: 'privacy_policy';
  info: {
    description: 'The privacy policy page.';
    displayName: 'Privacy policy';
    pluralName: 'privacy-policies';
    singularName: 'privacy-policy';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    content: Schema.Attribute.RichText;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy-policy.privacy-policy'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiProgrammeProgramme extends Struct.CollectionTypeSchema {
  collectionName: 'programmes';
  info: {
    description: 'A programme of units within an audience.';
    displayName: 'Programme';
    pluralName: 'programmes';
    singularName: 'programme';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity_at_home_library: Schema.Attribute.Relation<'manyToOne', 'api::at-home-library.at-home-library'>;
    activity_library: Schema.Attribute.Relation<'manyToOne', 'api::activity-library.activity-library'>;
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    audio_library: Schema.Attribute.Relation<'manyToOne', 'api::audio-library.audio-library'>;
    blurb: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    introduction: Schema.Attribute.RichText;
    introduction_at_home: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::programme.programme'> & Schema.Attribute.Private;
    media_embed: Schema.Attribute.JSON;
    media_introduction: Schema.Attribute.RichText;
    publishedAt: Schema.Attribute.DateTime;
    released: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    schemes_intro: Schema.Attribute.RichText;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    summary_document: Schema.Attribute.Media<'files' | 'images' | 'audios' | 'videos'>;
    theme: Schema.Attribute.Component<'shared.theme', false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    units: Schema.Attribute.Relation<'oneToMany', 'api::scheme.scheme'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    year_groups: Schema.Attribute.Relation<'manyToMany', 'api::year-group.year-group'>;
  };
}

export interface ApiProjectProject extends Struct.CollectionTypeSchema {
  collectionName: 'projects';
  info: {
    description: 'A project page: banner, text, documents and activities.';
    displayName: 'Project';
    pluralName: 'projects';
    singularName: 'project';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity_pages: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    audience: Schema.Attribute.Relation<'manyToOne', 'api::audience.audience'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    documents: Schema.Attribute.Component<'shared.document', true>;
    explore_activities_title: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::project.project'> & Schema.Attribute.Private;
    main_image: Schema.Attribute.Media<'images'>;
    main_text: Schema.Attribute.RichText;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSchemeScheme extends Struct.CollectionTypeSchema {
  collectionName: 'schemes';
  info: {
    description: 'A unit of work (scheme) in a programme: its lessons in order.';
    displayName: 'Unit';
    pluralName: 'schemes';
    singularName: 'scheme';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    activity_sections: Schema.Attribute.Relation<'manyToMany', 'api::activity-section.activity-section'>;
    blurb: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    documents: Schema.Attribute.Component<'shared.document', true>;
    introduction: Schema.Attribute.RichText;
    lessons: Schema.Attribute.Relation<'manyToMany', 'api::lesson.lesson'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::scheme.scheme'> & Schema.Attribute.Private;
    performance_items: Schema.Attribute.Component<'unit.performance-item', true>;
    programme: Schema.Attribute.Relation<'manyToOne', 'api::programme.programme'>;
    publishedAt: Schema.Attribute.DateTime;
    scheme_activities: Schema.Attribute.Relation<'manyToMany', 'api::activity-page.activity-page'>;
    scheme_library: Schema.Attribute.Relation<'manyToOne', 'api::activity-library.activity-library'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    year_groups: Schema.Attribute.Relation<'manyToMany', 'api::year-group.year-group'>;
  };
}

export interface ApiSignUpPageSignUpPage extends Struct.SingleTypeSchema {
  collectionName: 'sign_up_page';
  info: {
    description: 'Texts of the registration page.';
    displayName: 'Sign-up page';
    pluralName: 'sign-up-pages';
    singularName: 'sign-up-page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.RichText;
    introduction_free_trial: Schema.Attribute.RichText;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::sign-up-page.sign-up-page'> & Schema.Attribute.Private;
    promobox: Schema.Attribute.Component<'content.promobox', false>;
    publishedAt: Schema.Attribute.DateTime;
    sidebar_promobox: Schema.Attribute.Component<'content.promobox', false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    title_free_trial: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSubscriptionSubscription extends Struct.CollectionTypeSchema {
  collectionName: 'subscriptions';
  info: {
    description: "A teacher's access to the teaching content: a free trial or a subscription, from its start until its end (no end: open-ended). Grant one by adding an entry; end it by setting its end or deleting it. The teacher's role follows at once.";
    displayName: 'Subscription';
    pluralName: 'subscriptions';
    singularName: 'subscription';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ends_at: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['trial', 'subscription']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'subscription'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::subscription.subscription'> & Schema.Attribute.Private;
    note: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    starts_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiTeachingHistoryTeachingHistory extends Struct.CollectionTypeSchema {
  collectionName: 'teaching_histories';
  info: {
    description: "A teacher's lessons: when they last opened each, and the slide they last showed. Owned by one user.";
    displayName: 'Teaching history';
    pluralName: 'teaching-histories';
    singularName: 'teaching-history';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    lesson: Schema.Attribute.Relation<'manyToOne', 'api::lesson.lesson'>;
    lesson_path: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::teaching-history.teaching-history'> &
      Schema.Attribute.Private;
    opened_at: Schema.Attribute.DateTime;
    owner: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    publishedAt: Schema.Attribute.DateTime;
    slide: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    slides_path: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    taught_at: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiTermsAndConditionTermsAndCondition extends Struct.SingleTypeSchema {
  collectionName: 'terms_and_condition';
  info: {
    description: 'The terms and conditions page.';
    displayName: 'Terms and conditions';
    pluralName: 'terms-and-conditions';
    singularName: 'terms-and-condition';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    content: Schema.Attribute.RichText;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::terms-and-condition.terms-and-condition'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiUserProfileUserProfile extends Struct.CollectionTypeSchema {
  collectionName: 'user_profiles';
  info: {
    description: "A user's profile details. Readable and writable by that user only.";
    displayName: 'User profile';
    pluralName: 'user-profiles';
    singularName: 'user-profile';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    address_1: Schema.Attribute.String;
    address_2: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    first_name: Schema.Attribute.String;
    last_name: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::user-profile.user-profile'> & Schema.Attribute.Private;
    phone_number: Schema.Attribute.String;
    postcode: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.String;
    salutation: Schema.Attribute.String;
    school: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
    user_updated: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface ApiYearGroupYearGroup extends Struct.CollectionTypeSchema {
  collectionName: 'year_groups';
  info: {
    description: 'A school year (Reception to Year 13) that programmes, units and lessons are written for.';
    displayName: 'Year group';
    pluralName: 'year-groups';
    singularName: 'year-group';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    key_stage: Schema.Attribute.Enumeration<['EYFS', 'KS1', 'KS2', 'KS3', 'KS4', 'KS5']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::year-group.year-group'> & Schema.Attribute.Private;
    order: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 13;
          min: 0;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'title'> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginPublisherAction extends Struct.CollectionTypeSchema {
  collectionName: 'actions';
  info: {
    displayName: 'actions';
    pluralName: 'actions';
    singularName: 'action';
  };
  options: {
    comment: '';
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entityId: Schema.Attribute.String & Schema.Attribute.Required;
    entitySlug: Schema.Attribute.String & Schema.Attribute.Required;
    executeAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::publisher.action'> & Schema.Attribute.Private;
    mode: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'user';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
    timestamps: true;
  };
  attributes: {
    blocked: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private;
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    ended_sessions: Schema.Attribute.Text & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    provider: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    tokens_valid_after: Schema.Attribute.DateTime & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::activity-library.activity-library': ApiActivityLibraryActivityLibrary;
      'api::activity-option.activity-option': ApiActivityOptionActivityOption;
      'api::activity-page.activity-page': ApiActivityPageActivityPage;
      'api::activity-section.activity-section': ApiActivitySectionActivitySection;
      'api::activity-slideshow.activity-slideshow': ApiActivitySlideshowActivitySlideshow;
      'api::age-group.age-group': ApiAgeGroupAgeGroup;
      'api::at-home-activity.at-home-activity': ApiAtHomeActivityAtHomeActivity;
      'api::at-home-library.at-home-library': ApiAtHomeLibraryAtHomeLibrary;
      'api::audience.audience': ApiAudienceAudience;
      'api::audio-library.audio-library': ApiAudioLibraryAudioLibrary;
      'api::audio-page-container.audio-page-container': ApiAudioPageContainerAudioPageContainer;
      'api::audio-page.audio-page': ApiAudioPageAudioPage;
      'api::cpd-live-event.cpd-live-event': ApiCpdLiveEventCpdLiveEvent;
      'api::cpd-session.cpd-session': ApiCpdSessionCpdSession;
      'api::cpd.cpd': ApiCpdCpd;
      'api::custom-scheme-builder.custom-scheme-builder': ApiCustomSchemeBuilderCustomSchemeBuilder;
      'api::custom-scheme-plan.custom-scheme-plan': ApiCustomSchemePlanCustomSchemePlan;
      'api::custom-scheme.custom-scheme': ApiCustomSchemeCustomScheme;
      'api::landing-page.landing-page': ApiLandingPageLandingPage;
      'api::learning-resources-home.learning-resources-home': ApiLearningResourcesHomeLearningResourcesHome;
      'api::learning-strand.learning-strand': ApiLearningStrandLearningStrand;
      'api::lesson.lesson': ApiLessonLesson;
      'api::live-performance.live-performance': ApiLivePerformanceLivePerformance;
      'api::live-production.live-production': ApiLiveProductionLiveProduction;
      'api::live-programme.live-programme': ApiLiveProgrammeLiveProgramme;
      'api::member-account.member-account': ApiMemberAccountMemberAccount;
      'api::playlist-page.playlist-page': ApiPlaylistPagePlaylistPage;
      'api::playlist.playlist': ApiPlaylistPlaylist;
      'api::privacy-policy.privacy-policy': ApiPrivacyPolicyPrivacyPolicy;
      'api::programme.programme': ApiProgrammeProgramme;
      'api::project.project': ApiProjectProject;
      'api::scheme.scheme': ApiSchemeScheme;
      'api::sign-up-page.sign-up-page': ApiSignUpPageSignUpPage;
      'api::subscription.subscription': ApiSubscriptionSubscription;
      'api::teaching-history.teaching-history': ApiTeachingHistoryTeachingHistory;
      'api::terms-and-condition.terms-and-condition': ApiTermsAndConditionTermsAndCondition;
      'api::user-profile.user-profile': ApiUserProfileUserProfile;
      'api::year-group.year-group': ApiYearGroupYearGroup;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::publisher.action': PluginPublisherAction;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission;
      'plugin::users-permissions.role': PluginUsersPermissionsRole;
      'plugin::users-permissions.user': PluginUsersPermissionsUser;
    }
  }
}
