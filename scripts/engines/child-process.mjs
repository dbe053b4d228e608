// The few things every engine script asks of a child process it started (redis-server, HAProxy, a CMS process).

/** Started and not yet ended. */
export const isRunning = (child) => Boolean(child) && child.exitCode === null && child.signalCode === null;

/** Resolves once `child` has ended (at once if it is not running). */
export const exited = (child) =>
  new Promise((resolve) => {
    if (!isRunning(child)) resolve();
    else child.once('exit', () => resolve());
  });

/** Ends `child` as a crash would, if it is still running. */
export function killHard(child) {
  if (isRunning(child)) child.kill('SIGKILL');
}
