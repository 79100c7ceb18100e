/**
 * Child servers of the benchmark and the browser tests: started on a free port, waited for, and always stopped —
 * on success, on errors and on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export interface ChildServer {
  name: string;
  baseUrl: string;
  pid: number;
  /** The last output of the child, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** A port the OS just handed out and released; good enough on one machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops every child still running (SIGTERM, then SIGKILL after a grace period). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

// Last resort when the process exits without going through the cleanup above.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `node <script>` (through tsx when it is TypeScript) and resolves once `readyPath` answers
 * 200, or, for a process that serves no HTTP (a job worker), once it prints `readyOutput`.
 */
export async function startNodeServer(options: {
  name: string;
  script: string;
  env: Record<string, string>;
  readyPath?: string;
  readyOutput?: string;
  /** Extra node flags, such as `--cpu-prof`. */
  nodeArgs?: string[];
  timeoutMs?: number;
  /** Called with each chunk the child writes to stderr (its warnings and errors). */
  onStderr?: (text: string) => void;
}): Promise<ChildServer> {
  const port = await freePort();
  const loader = options.script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (options.onStderr) child.stderr?.on('data', (chunk: Buffer) => options.onStderr?.(chunk.toString()));

  const server: ChildServer = {
    name: options.name,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    output: () => log,
    stop: () => stopChild(child),
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      throw new Error(
        `${options.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${log}`,
      );
    }
    if (options.readyOutput !== undefined) {
      if (log.includes(options.readyOutput)) return server;
      await sleep(200);
      continue;
    }
    try {
      const response = await fetch(server.baseUrl + (options.readyPath ?? '/'), {
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await server.stop();
  throw new Error(`${options.name} was not ready in time:\n${log}`);
}
