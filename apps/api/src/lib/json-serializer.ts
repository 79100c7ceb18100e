import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** `anyOf: [{ type: 'string' }, { type: 'null' }]` → `type: ['string', 'null']`, which fast-json-stringify writes without trying each branch. */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, simplifyNullable(v)]),
  ) as JsonSchema;
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullIndex = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * Responses are written from their zod schema turned into JSON Schema by fast-json-stringify,
 * Fastify's own serializer: several times faster than re-parsing every response with zod, and
 * fields the schema does not declare never leave the server.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return fastJson(simplifyNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
};
