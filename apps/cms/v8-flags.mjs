// The V8 flags of the serving process, set on import by server.mjs before Strapi loads (bench/README.md, "A cached
// hit"). Only flags V8 reads while it runs belong here: ones it reads once at start-up (heap sizes) would need
// Node's command line.
import v8 from 'node:v8';

/**
 * No allocation-site pretenuring. V8 moves an allocation site to the old generation once most of what it allocated
 * survived a scavenge, and keeps it there. The server render holds its requests' objects for hundreds of
 * milliseconds, so the first rendered page turns Node's own request and response sites (and the cache hit's) to the
 * old generation for good: every later hit's garbage then fills the old space (about 40 MB a second under load),
 * scavenges take 3-7 times as long and full collections follow. Measured with the flag: the old space stays flat, and
 * a hit after a walk of pages costs about what it costs in a fresh process.
 */
export const V8_FLAGS = ['--no-allocation-site-pretenuring'];

for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
