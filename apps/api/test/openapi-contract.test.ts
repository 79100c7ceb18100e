import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness.js';

type Operation = {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
  'x-policy'?: unknown;
};
type Document = { paths: Record<string, Record<string, Operation>>; servers?: unknown[] };

let ctx: TestContext;
let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, op })),
  );

beforeAll(async () => {
  ctx = await startTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => ctx?.close());

describe('the OpenAPI document, a contract others generate clients from', () => {
  it('gives every operation a summary, a unique operationId, its security and its error answers', () => {
    const ids = new Set<string>();
    expect(operations().length).toBeGreaterThan(60);
    expect(document.servers).toHaveLength(1);
    for (const { name, path, op } of operations()) {
      expect(op.summary, name).toBeTruthy();
      expect(op.operationId, name).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(ids.has(op.operationId as string), `${name}: operationId repeated`).toBe(false);
      ids.add(op.operationId as string);
      const errors = Object.keys(op.responses).filter((status) => status.startsWith('4'));
      expect(errors.length, `${name} has no 4xx answer`).toBeGreaterThan(0);
      if (path.startsWith('/api/admin/')) {
        expect(op.security, name).toEqual([{ bearerAuth: [] }]);
        expect(errors, name).toContain('401');
        if ((op['x-policy'] as { policy?: string }).policy) expect(errors, name).toContain('403');
      } else expect(op.security, name).toEqual([]);
      if (path.includes('{')) expect(errors, name).toContain('404');
    }
  });

  it('passes redocly lint with the recommended rules: no error, no warning', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tablero-openapi-'));
    const file = path.join(dir, 'openapi.json');
    try {
      await writeFile(file, JSON.stringify(document));
      const root = path.resolve(import.meta.dirname, '../../..');
      const { stdout, stderr } = await promisify(execFile)(
        path.join(root, 'node_modules/.bin/redocly'),
        ['lint', '--config', path.join(root, 'redocly.yaml'), '--format=summary', file],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' } },
      ).catch((error: { stdout: string; stderr: string }) => error);
      const output = `${stdout}\n${stderr}`;
      expect(output, output).toContain('Your API description is valid');
      expect(output).not.toMatch(/warning /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
