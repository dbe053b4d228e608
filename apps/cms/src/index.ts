import type { Core } from '@strapi/strapi';
import { syncRolesOnSubscriptionChanges } from './api/subscription/role-sync';
import { registerAccountGraphql } from './extensions/graphql/accounts';
import { registerBatchLoading } from './extensions/graphql/batch-loading';
import { registerPreloading } from './extensions/graphql/preloading';
import { registerAudioLibraryIndex } from './extensions/graphql/audio-library-index';
import { registerLessonOverview } from './extensions/graphql/lesson-overview';
import { registerAudienceMenus } from './extensions/graphql/audience-menus';
import { skipNoOpFieldWrappers } from './extensions/graphql/plain-fields';
import { registerDetailPolicies } from './extensions/graphql/detail-fields';
import { hideUploadFileRelations } from './extensions/graphql/upload-file';
import { registerCustomUnitGraphql } from './extensions/graphql/custom-units';
import { checkNewCustomUnits } from './api/custom-scheme/new-unit-check';
import { enforceOwnership } from './access/ownership';
import { keepValidPlaylistItems } from './api/playlist/items';
import { registerAbcNotationField } from './api/score/custom-field';
import { enforceContentAccess } from './access/content-access';
import { enforcePublication } from './access/publication';
import { completeDraftsOfExistingContent } from './editorial/drafts-migration';
import { applyPermissions, EDITORIAL_TYPES } from './access/permissions';
import { seedDemoContent } from './seed';
import { seedDemoAccess } from './seed/accounts';
import { startSearch, stopSearch } from './delivery/search';
import { invalidateOnWrites } from './delivery/response-cache';
import { answerHitsAtTheServer } from './delivery/response-cache/fast-path';
import { cachedPageKey } from './delivery/server-rendering';
import { observeRequests, requestTiming } from './delivery/metrics';
import {
  cachePermissionCheckers,
  cacheSignInSettings,
  rememberUnknownApiTokens,
} from './extensions/users-permissions/signed-in-cache';
import { closeRedis } from './platform/redis';
import { turnOffPublisherTimers } from './strapi-internals/publisher-timers';
import { keepIdleConnections } from './strapi-internals/http-server';
import { checkRequestAuth } from './strapi-internals/request-auth';
import { checkFileLinksTable } from './strapi-internals/upload-file-links';
import { checkSqliteStatements } from './strapi-internals/sqlite-statements';
import { graphqlBodyReadableFirst } from './strapi-internals/body-parser';
import { dropUnreadRouteSchemas } from './strapi-internals/route-schemas';
import { carryStrapiContexts } from './strapi-internals/context-storages';
import { contextSlot } from './platform/async-context';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // First: before any transaction or request, Strapi's contexts are slots of the product's one storage.
    carryStrapiContexts(strapi, contextSlot);
    registerDetailPolicies(strapi);
    registerAbcNotationField(strapi);
    hideUploadFileRelations(strapi);
    enforceOwnership(strapi, (data) => keepValidPlaylistItems(strapi, data));
    enforcePublication(strapi);
    turnOffPublisherTimers(strapi);
    registerAccountGraphql(strapi);
    checkNewCustomUnits(strapi);
    registerCustomUnitGraphql(strapi);
    syncRolesOnSubscriptionChanges(strapi);
    registerAudioLibraryIndex(strapi);
    registerLessonOverview(strapi);
    registerAudienceMenus(strapi);
    registerBatchLoading(strapi);
    registerPreloading(strapi);
    skipNoOpFieldWrappers(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // The start-up checks of the seam's hooks not installed elsewhere (an access hook's failure stops the CMS here).
    checkRequestAuth(strapi);
    checkFileLinksTable(strapi);
    checkSqliteStatements(strapi);
    graphqlBodyReadableFirst(strapi);
    // Strapi registered the routes before this bootstrap: the schemas only OpenAPI reads go (about 90 MB of heap).
    dropUnreadRouteSchemas(strapi);
    keepIdleConnections(strapi, strapi.config.get<number>('product.keepAliveSeconds', 65));
    enforceContentAccess(strapi);
    invalidateOnWrites(strapi);
    cachePermissionCheckers(strapi);
    cacheSignInSettings(strapi);
    rememberUnknownApiTokens(strapi);
    // Every request timed for the metrics: by the fast path when it is on, by a listener of its own otherwise.
    if (!answerHitsAtTheServer(strapi, (req) => cachedPageKey(strapi, req), requestTiming(strapi))) {
      observeRequests(strapi);
    }
    await applyPermissions(strapi);
    // Before seeding: on an empty database there is nothing to remake, and the types are remembered as done.
    await completeDraftsOfExistingContent(strapi, EDITORIAL_TYPES);
    if (strapi.config.get<boolean>('product.seedDemoContent')) {
      await seedDemoContent(strapi);
      // Demo subscriptions and memberships, also for a database seeded before they existed.
      await seedDemoAccess(strapi);
    }
    // After the seed, so the first build holds it.
    startSearch(strapi);
  },

  destroy({ strapi }: { strapi: Core.Strapi }) {
    stopSearch(strapi);
    closeRedis(strapi);
  },
};
