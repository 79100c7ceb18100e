/**
 * CPU time a process has used, from /proc (Linux). The machine is shared, so CPU per request
 * is steadier than req/s when other work competes for the cores.
 */
import { readFileSync } from 'node:fs';

/** USER_HZ: 100 on every mainstream Linux build. */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds of `pid`, or undefined where /proc is unavailable. */
export function cpuMillis(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ") " that closes the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
