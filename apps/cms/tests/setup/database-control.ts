/**
 * Lets a test cut the booted CMS off its database for real, and reconnect it (tests/database-unavailable.test.ts):
 * the connection pool is rebuilt pointing at a closed port (PostgreSQL) or at a folder (SQLite), so every query fails
 * in the driver as it does while the database restarts, then rebuilt pointing back. Test files run in other
 * processes than the CMS, so they ask for it over HTTP, at the address this provides as `databaseControlUrl`.
 */
import http from 'node:http';
import { listenOnLoopback } from './loopback-server';
import net from 'node:net';

interface Knex {
  client: { connectionSettings: Record<string, unknown> };
  destroy(): Promise<void>;
  initialize(): void;
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo)!;
      server.close(() => resolve(port));
    });
  });
}

/** Settings that make every new connection fail: PostgreSQL on a port nothing listens on, SQLite "opening" a folder. */
async function unreachable(settings: Record<string, unknown>, folder: string): Promise<Record<string, unknown>> {
  if (typeof settings.connectionString === 'string') {
    const url = new URL(settings.connectionString);
    url.hostname = '127.0.0.1';
    url.port = String(await closedPort());
    return { ...settings, connectionString: url.toString() };
  }
  return { ...settings, filename: folder };
}

export async function startDatabaseControl(
  app: { db: { connection: unknown } },
  folder: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const knex = app.db.connection as Knex;
  const reachable = { ...knex.client.connectionSettings };
  const connectTo = async (settings: Record<string, unknown>) => {
    knex.client.connectionSettings = settings;
    await knex.destroy();
    knex.initialize();
  };
  const server = http.createServer((req, res) => {
    const action =
      req.method !== 'POST'
        ? undefined
        : req.url === '/cut'
          ? async () => connectTo(await unreachable(reachable, folder))
          : req.url === '/restore'
            ? () => connectTo({ ...reachable })
            : undefined;
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    action().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return listenOnLoopback(server);
}
