import type { Core } from '@strapi/strapi';

/**
 * Where files are stored and the address the product gives them. The upload provider keeps `file.url` at this
 * address (`/uploads/<key>`) whatever the storage, so answers, the web app, the response cache and the access rule of
 * src/middlewares/protected-uploads.ts never see the storage's own address.
 */
const UPLOADS_PATH = '/uploads';

/** The bucket object behind a product address, or undefined when the address is not under /uploads/. */
export function objectKeyOf(pathname: string): string | undefined {
  return pathname.startsWith(`${UPLOADS_PATH}/`) ? pathname.slice(UPLOADS_PATH.length + 1) : undefined;
}

/** The options this module gives Strapi's S3 provider, as the bucket reader (./bucket.ts) reads them back. */
export interface S3ProviderOptions {
  baseUrl: string;
  rootPath?: string;
  s3Options: {
    endpoint?: string;
    region: string;
    forcePathStyle: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string };
    params: { Bucket: string; ACL?: undefined };
  };
}

/**
 * The upload plugin's configuration when S3_BUCKET is set (Strapi's own @strapi/provider-upload-aws-s3), undefined
 * otherwise (local files under public/uploads, as `npm start` has always done).
 *
 * Every object is private: no ACL is sent, so the bucket's own setting (private, as S3 buckets are by default, and
 * with Block Public Access) decides, and providers without ACLs (R2 ...) work too. The product streams each file
 * from the bucket after the access check, public pictures included, so a file's privacy follows the content linking
 * it at every request and nothing has to move between a public and a private place when that content changes.
 */
export function s3UploadConfig(env: Core.Config.Shared.ConfigParams['env']) {
  const bucket = env('S3_BUCKET', '');
  if (!bucket) return undefined;
  const endpoint = env('S3_ENDPOINT', '');
  const accessKeyId = env('S3_ACCESS_KEY_ID', '');
  const prefix = env('S3_PREFIX', '').replace(/^\/+|\/+$/g, '');
  const providerOptions: S3ProviderOptions = {
    baseUrl: UPLOADS_PATH,
    ...(prefix ? { rootPath: prefix } : {}),
    s3Options: {
      ...(endpoint ? { endpoint } : {}),
      region: env('S3_REGION', 'us-east-1'),
      // Path-style addresses (endpoint/bucket/key) for S3-compatible servers without per-bucket host names.
      forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
      // Without keys the AWS SDK's own chain answers (an instance role, AWS_* variables ...).
      ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey: env('S3_SECRET_ACCESS_KEY', '') } } : {}),
      // ACL present but empty: the provider would otherwise default every object to public-read.
      params: { Bucket: bucket, ACL: undefined },
    },
  };
  return { provider: 'aws-s3', providerOptions };
}
