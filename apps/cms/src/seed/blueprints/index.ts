/**
 * The shapes of the demo content in src/seed/data/*.json, declared once as zod schemas: the loader
 * (demo-data.ts) checks the files against them and the seed works with the inferred types. Entries name
 * each other by short handles (activity keys, audio page keys, media keys ...) that the seed turns into
 * documents and relations; a handle that names nothing fails the seed loudly (see context.ts). One module per kind of
 * content: activities, programmes, audiences, live, pages and CPD, the taxonomy, and the handles they share.
 */
export * from './activity';
export * from './audiences';
export * from './handles';
export * from './live';
export * from './pages';
export * from './programme';
export * from './taxonomy';
