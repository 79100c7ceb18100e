/**
 * CPU time a process has used, from /proc (Linux). The machine is shared, so CPU per request
 * is steadier than req/s when other work competes for the cores.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: 100 on every mainstream Linux build. */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU milliseconds of `pid` (with `children`, also of its children that have ended),
 * or undefined where /proc is unavailable.
 */
export function cpuMillis(pid: number, children = false): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ") " that closes the command name: utime, stime, cutime, cstime are the 12th to 15th.
    const fields = stat
      .slice(stat.lastIndexOf(') ') + 2)
      .split(' ')
      .map(Number);
    const own = (fields[11] ?? Number.NaN) + (fields[12] ?? Number.NaN);
    const ticks = children ? own + (fields[13] ?? Number.NaN) + (fields[14] ?? Number.NaN) : own;
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU milliseconds of every PostgreSQL process on the machine; the postmaster's
 * count includes its backends that have ended, so a connection closed mid-run is not lost.
 */
export function postgresCpuMillis(): number | undefined {
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const ms = cpuMillis(Number(entry), true);
      if (ms === undefined) continue;
      total += ms;
      found = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found ? total : undefined;
}
