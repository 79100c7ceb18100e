import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { serialize } from 'pg-protocol';

/**
 * The one session PGlite has, as node-postgres sees it: what each client sends goes through one
 * queue in order, and the statements it has parsed by name outlive any one client.
 */
class PgliteSession {
  readonly parsedStatements = {};
  #queue: Promise<void>;

  constructor(readonly lite: PGlite) {
    this.#queue = lite.waitReady;
  }

  /** Runs `step` once everything sent before it has been answered. */
  enqueue(step: () => Promise<void>): void {
    this.#queue = this.#queue.then(step);
  }
}

/**
 * node-postgres's connection, speaking to an in-process PGlite instead of a socket: what
 * `@electric-sql/pglite/node-postgres` does, except that the messages of one extended-protocol
 * exchange (parse, bind, describe, execute) are held until its sync and handed to PGlite in one
 * call, as pg writes them to a socket in one packet. A list page then costs PGlite one call per
 * statement instead of one per message, and named statements are parsed and planned once. One per
 * client, so that a client ending hears its own end and no other client's.
 */
class PgliteConnection extends EventEmitter {
  // Read by pg's Client.end(), which skips `end()` without it.
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  // pg records here which named statements the session has parsed.
  readonly parsedStatements: object;
  submittedNamedStatements = {};
  #held: Uint8Array[] = [];

  constructor(private readonly session: PgliteSession) {
    super();
    this.parsedStatements = session.parsedStatements;
  }

  #send(messages: Uint8Array[]) {
    const bytes = messages.length === 1 ? (messages[0] as Uint8Array) : concat(messages);
    this.session.enqueue(() =>
      this.session.lite
        .execProtocolStream(bytes, { throwOnError: false })
        .then((answers) => {
          for (const answer of answers)
            this.emit(answer.name === 'error' ? 'errorMessage' : answer.name, answer);
        })
        .catch((error: unknown) => {
          this.emit('error', error);
        }),
    );
  }

  #hold(message: Uint8Array) {
    this.#held.push(message);
  }

  #sendHeldWith(last: Uint8Array) {
    const messages = [...this.#held, last];
    this.#held = [];
    this.#send(messages);
  }

  async connect() {
    this._connecting = true;
    await this.session.lite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.#sendHeldWith(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.#hold(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.#hold(serialize.bind(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.#hold(serialize.describe(message));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.#hold(serialize.execute(config));
  }
  close(message: Parameters<typeof serialize.close>[0]) {
    this.#hold(serialize.close(message));
  }
  sync() {
    this.#sendHeldWith(serialize.sync());
  }
  flush() {
    this.#sendHeldWith(serialize.flush());
  }
  sendCopyFromChunk(chunk: Parameters<typeof serialize.copyData>[0]) {
    this.#sendHeldWith(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.#sendHeldWith(serialize.copyDone());
  }
  sendCopyFail(message: string) {
    this.#sendHeldWith(serialize.copyFail(message));
  }

  /**
   * Like a socket closing; the session stays, so a transaction its client left open (it could not
   * even roll back) is rolled back before the next client's first statement.
   */
  end() {
    this.#held = [];
    const { lite } = this.session;
    this.session.enqueue(async () => {
      if (!lite.closed && lite.isInTransaction()) {
        await lite.execProtocolStream(serialize.query('rollback'), { throwOnError: false }).catch(() => []);
      }
      this.emit('end');
    });
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * A pool of the one connection PGlite has: requests queue for it as they do for PGlite itself, and
 * the engines share every code path above the pool (tenant transactions, prepared statements).
 */
export function pglitePool(lite: PGlite): pg.Pool {
  const session = new PgliteSession(lite);
  // `connection` is a pg.Client option its types do not list.
  class PgliteClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PgliteConnection(session) } as pg.ClientConfig);
    }
  }
  // An idle client is kept, never closed.
  const pool = new pg.Pool({ Client: PgliteClient, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined);
  return pool;
}
