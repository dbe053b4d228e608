import type { Core } from '@strapi/strapi';

/**
 * An uploaded file's `related` field (every entry of any type that uses the file) fails inside Strapi with an internal
 * error, and would hand a reader entries of types their role cannot list. The web app reads a file's own fields only.
 */
export function hideUploadFileRelations(strapi: Core.Strapi): void {
  strapi.plugin('graphql').service('extension').shadowCRUD('plugin::upload.file').field('related').disable();
}
