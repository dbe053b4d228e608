import net from 'node:net';

/**
 * A TCP port free on loopback right now, for an engine, a product process or a stand-in server that a script or a bench
 * starts.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
