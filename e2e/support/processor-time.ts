import fs from 'node:fs';

/**
 * Processor time (user and system, seconds) of the journeys' browser and of the product they drive, for the timing
 * report of `npm test` (issue 46: where each journey file's time goes). Read from /proc: every process whose command
 * is Chromium's, and the product's process (E2E_PRODUCT_PID, set by run-e2e.mjs), each with the children it has
 * reaped (a closed page's renderer). Undefined where /proc is not there.
 */
export interface ProcessorTimes {
  browser: number;
  product?: number;
}

/** Linux counts processor time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** The command and the processor time with reaped children of a process, or undefined once it has gone. */
function processTime(pid: string): { command: string; seconds: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After the command: state is field 3, utime, stime, cutime and cstime fields 14 to 17 (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return { command, seconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

export function processorTimes(): ProcessorTimes | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  let browser = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const found = processTime(pid);
    if (found?.command.startsWith('chromium')) browser += found.seconds;
  }
  const productPid = process.env.E2E_PRODUCT_PID;
  const product = productPid ? processTime(productPid)?.seconds : undefined;
  return { browser, ...(product === undefined ? {} : { product }) };
}
