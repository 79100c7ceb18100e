import { fieldMessages } from '@tablero/domain';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { malformed, validationFailed } from '../lib/app-error.js';

/** No form of ours nests this deep; JSON that does is an attack on whatever walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

class TooDeep extends Error {}

/**
 * A character no column can keep: U+0000 (PostgreSQL text and jsonb refuse it) or half of a
 * surrogate pair (jsonb refuses its `\ud800` escape; text would keep U+FFFD instead of it).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unkeepable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * The first path (`name`, `prices.0.name`) to a string holding a character no column can keep, if
 * any. Walks with its own stack, not recursion, and gives up past MAX_INPUT_DEPTH.
 */
function pathToUnkeepable(root: unknown, rootPath: string): string | undefined {
  const pending: [unknown, string, number][] = [[root, rootPath, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path, depth] = next;
    if (typeof value === 'string') {
      if (unkeepable(value)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new TooDeep();
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i] as [string, unknown];
      pending.push([item, path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return undefined;
}

const refuseHostileInput: preValidationAsyncHookHandler = async (request) => {
  let field: string | undefined;
  try {
    field =
      pathToUnkeepable(request.params, '') ??
      pathToUnkeepable(request.query, '') ??
      pathToUnkeepable(request.body, '');
  } catch (error) {
    if (error instanceof TooDeep) throw malformed();
    throw error;
  }
  if (field !== undefined) {
    const name = field || 'body';
    throw validationFailed([{ field: name, message: fieldMessages.forbiddenCharacter(name) }]);
  }
};

/**
 * Input no route can take, refused for every route and field at once: a U+0000 or a lone surrogate
 * (PostgreSQL cannot hold them: a 500 from the database, found by the fuzzer on a jsonb column)
 * → 422 naming the field; JSON nested past
 * MAX_INPUT_DEPTH (recursive validators and walkers overflow the stack: a 500) → 400. It runs as
 * the last step before validation, after the request context's tenant, sign-in and policy checks
 * (that onRoute hook is registered first), so a caller who may not use a route learns nothing.
 */
export const inputLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const own = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...own, refuseHostileInput];
    });
  },
  { name: 'input-limits', dependencies: ['request-context'] },
);
