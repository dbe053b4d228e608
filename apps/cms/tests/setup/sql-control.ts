/**
 * Lets a test count the SQL statements the booted CMS runs (tests/graphql-batching.test.ts): `POST /start` zeroes the
 * count and pauses the scheduled jobs (Strapi's own `cron.stop()`: the subscriptions' and the publications' checks
 * run every 2 s here), `POST /stop` answers the statements seen since, as `{ texts }`, and resumes them. Test files run
 * in other processes than the CMS, so they ask over HTTP, at the address this provides as `sqlControlUrl`.
 */
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

interface CountedCms {
  db: { connection: { on(event: 'query', listener: (query: { sql: string }) => void): void } };
  cron: { start(): void; stop(): void };
}

export async function startSqlControl(app: CountedCms): Promise<{ url: string; close(): Promise<void> }> {
  let texts: string[] | undefined;
  app.db.connection.on('query', (query) => texts?.push(query.sql));
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/start') {
      app.cron.stop();
      texts = [];
      res.writeHead(204).end();
    } else if (req.method === 'POST' && req.url === '/stop' && texts) {
      const seen = texts;
      texts = undefined;
      app.cron.start();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ texts: seen }));
    } else {
      res.writeHead(404).end();
    }
  });
  return listenOnLoopback(server);
}
