/**
 * A black-box probe driven by the served OpenAPI document: every operation, every path and query
 * parameter and every top-level body property in turn replaced by classic attack strings. A
 * finding is a 5xx, an answer that shows a stack trace or SQL, or a probe reflected unescaped in
 * an HTML page.
 */

export const PROBES = [
  "'",
  '"',
  "' OR 1=1--",
  '1; DROP TABLE stores--',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  '${7*7}{{7*7}}',
  '%00',
  'a\u0000b',
  '99999999999999999999999',
  '-1',
  '[]',
  '{"$gt":""}',
] as const;

const LEAKS = [
  /\bat .+\.(ts|js):\d+/,
  /syntax error at or near/i,
  /relation "[^"]+"/i,
  /violates .* constraint/i,
  /\/work\/|node_modules/,
  /SELECT .* FROM/i,
];

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: string[];
}

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyProperties: Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ).slice(0, 20),
    })),
  );
}

export interface ProbeResult {
  requests: number;
  findings: string[];
}

/**
 * `idFor(path)` gives an id that exists for a path with `{id}`, so that query and body probes
 * reach the handler; without one they probe the path alone.
 */
export async function probeOperations(
  baseUrl: string,
  headers: Record<string, string>,
  operations: Operation[],
  idFor: (path: string) => number | undefined,
): Promise<ProbeResult> {
  const result: ProbeResult = { requests: 0, findings: [] };
  const send = async (method: string, url: string, body?: unknown) => {
    result.requests += 1;
    let response: Response;
    try {
      response = await fetch(baseUrl + url, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      result.findings.push(`${method} ${url}: no answer (${(error as Error).message})`);
      return;
    }
    const text = await response.text();
    const sent = body === undefined ? '' : ` ${JSON.stringify(body)}`;
    if (response.status >= 500)
      result.findings.push(`${method} ${url}${sent}: ${response.status} ${text.slice(0, 120)}`);
    const leak = LEAKS.find((pattern) => pattern.test(text));
    if (leak) result.findings.push(`${method} ${url}: answer shows ${leak} — ${text.slice(0, 120)}`);
    if (
      (response.headers.get('content-type') ?? '').includes('text/html') &&
      text.includes('<script>alert(1)')
    )
      result.findings.push(`${method} ${url}: probe reflected unescaped in HTML`);
  };

  for (const op of operations) {
    // Sign-out and the refresh call would end the probe's own session.
    if (op.path.startsWith('/api/identity/')) continue;
    const id = idFor(op.path);
    const fill = (param: string, value: string) =>
      op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(name === param ? value : name === 'id' && id !== undefined ? String(id) : 'x'),
      );
    for (const probe of PROBES) {
      for (const param of op.pathParams) await send(op.method, fill(param, probe));
      if (op.method === 'DELETE') continue;
      const path = fill('', '');
      for (const param of op.queryParams)
        await send(op.method, `${path}?${param}=${encodeURIComponent(probe)}`);
      if (op.method !== 'GET')
        for (const property of op.bodyProperties) await send(op.method, path, { [property]: probe });
    }
  }
  return result;
}
