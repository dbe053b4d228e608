/** Types of test-template.mjs, for the CMS integration tests' set-up (apps/cms/tests/setup/boot-cms.ts). */
export function templateFiles(dir: string): {
  database: string;
  uploads: string;
  secrets: string;
  counts: string;
  dump: string;
  bucket: string;
};

export function countDocuments(strapi: {
  contentTypes: Record<string, unknown>;
  documents(uid: string): { count(query: object): Promise<number> };
}): Promise<Record<string, number>>;

export function copyTemplate(
  templateDir: string,
  target: { databaseFile: string; publicDir: string; secretsFile: string },
): Record<string, number>;

export function enginesTemplateSecrets(templateDir: string, secretsFile: string): Record<string, number>;
