/**
 * Clean-ups that must run however a script ends: normally, on an uncaught error, or on Ctrl-C / SIGTERM. They run
 * synchronously (an 'exit' listener cannot wait), newest first, each at most once.
 */
const cleanups = [];
let signalsHandled = false;

function runCleanups() {
  while (cleanups.length) {
    const cleanup = cleanups.pop();
    try {
      cleanup();
    } catch (error) {
      console.error(`A clean-up failed: ${error.message}`);
    }
  }
}

/** Registers `cleanup` (synchronous) and returns a function that runs it now and unregisters it. */
export function onExit(cleanup) {
  if (!signalsHandled) {
    signalsHandled = true;
    process.on('exit', runCleanups);
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ]) {
      // The listener replaces Node's default (exit at once); exiting here still runs the 'exit' listener.
      process.on(signal, () => process.exit(code));
    }
  }
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index === -1) return;
    cleanups.splice(index, 1);
    cleanup();
  };
}
