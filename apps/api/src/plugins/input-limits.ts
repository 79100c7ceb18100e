import { fieldMessages } from '@tablero/domain';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { malformed, validationFailed } from '../lib/app-error.js';

/** No form of ours nests this deep; JSON that does is an attack on whatever walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

class TooDeep extends Error {}

/**
 * The first path (`name`, `prices.0.name`) to a string holding U+0000, if any. Walks with its own
 * stack, not recursion, and gives up past MAX_INPUT_DEPTH.
 */
function pathToNullCharacter(root: unknown, rootPath: string): string | undefined {
  const pending: [unknown, string, number][] = [[root, rootPath, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
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
      pathToNullCharacter(request.params, '') ??
      pathToNullCharacter(request.query, '') ??
      pathToNullCharacter(request.body, '');
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
 * Input no route can take, refused for every route and field at once: a U+0000 (PostgreSQL text
 * and jsonb cannot hold it: a 500 from the database) → 422 naming the field; JSON nested past
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
