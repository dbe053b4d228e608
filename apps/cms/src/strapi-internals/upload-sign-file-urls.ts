import type { Core } from '@strapi/strapi';
import { checkHook, functionProblem, type Hook } from './hooks';

type Row = Record<string, unknown>;
type SignFileUrls = (file: Row) => Promise<Row>;

/**
 * Calls the upload plugin's `file` service `signFileUrls` (undocumented), which its own media resolvers call to hand
 * out a private upload provider's signed addresses, for files the product reads itself (the lesson overview's
 * documents, the GraphQL read-ahead's media). How a file is served depends on it: the CMS refuses to start when the
 * service no longer has it, rather than failing each answer that holds a file.
 */
export const signFileUrlsHook: Hook<{ signFileUrls?: unknown }> = {
  name: "upload plugin's file.signFileUrls",
  kind: 'access',
  package: '@strapi/upload',
  major: 5,
  file: 'upload-sign-file-urls.ts',
  problem: (service) => functionProblem(service?.signFileUrls, 'signFileUrls', 1),
};

/** The file with its addresses as the upload provider hands them out (signed when private); checked at first use. */
export function fileUrlSigner(strapi: Core.Strapi): SignFileUrls {
  const service = strapi.plugin('upload')?.service('file') as { signFileUrls?: SignFileUrls } | undefined;
  checkHook(strapi, signFileUrlsHook, service);
  return service!.signFileUrls!;
}
