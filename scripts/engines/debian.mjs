import { spawnSync } from 'node:child_process';

/** Whether a Debian package is installed (dpkg's status says "install ok installed"). */
export function isDebianPackageInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'install ok installed';
}

/**
 * Installs the Debian packages of `names` that are missing (the engines the tests run: chromium, postgresql,
 * redis-server, haproxy). Only root can; anyone else gets the command to run. Returns whether all are installed.
 */
export function ensureDebianPackages(names) {
  const missing = names.filter((name) => !isDebianPackageInstalled(name));
  if (missing.length === 0) return true;
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${missing.join(', ')}. Install them as root: ${command}`);
    return false;
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}…`);
  // No terminal questions, and no stdin for apt to wait on.
  const options = {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'inherit', 'inherit'],
  };
  const updated = spawnSync('apt-get', ['update'], options).status === 0;
  const installed = updated && spawnSync('apt-get', ['install', '-y', ...missing], options).status === 0;
  if (!installed) console.error(`Installing ${missing.join(', ')} failed: ${command}`);
  return installed && missing.every(isDebianPackageInstalled);
}
