/** The soak's HTTP side: signed-in calls to either API process, and what each one answered. */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export class Tally {
  requests = 0;
  readonly statuses = new Map<number, number>();
  networkErrors = 0;
  readonly serverErrors: string[] = [];
  /** A sample of the refusals, so an unexpected 4xx can be read in the output. */
  readonly refusals = new Map<string, number>();

  count(method: string, path: string, answer: Answer | undefined): void {
    this.requests += 1;
    if (!answer) {
      this.networkErrors += 1;
      return;
    }
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 400 && answer.status < 500) {
      const key = `${method} ${path.replace(/\d+/g, '{n}')} → ${answer.status} ${String(answer.body.message ?? '').slice(0, 80)}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
    if (answer.status >= 500 && this.serverErrors.length < 20)
      this.serverErrors.push(
        `${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
      );
  }

  get fiveHundreds(): number {
    return [...this.statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  }
}

export const tally = new Tally();

export async function call(
  baseUrl: string,
  tenant: string,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown } = {},
): Promise<Answer | undefined> {
  let answer: Answer | undefined;
  try {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        tenant,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text: text.slice(0, 200) };
    }
    answer = { status: response.status, body };
  } catch {
    answer = undefined;
  }
  tally.count(method, path, answer);
  return answer;
}

export interface Tokens {
  access: string;
  refresh: string;
}

export async function signIn(
  baseUrl: string,
  tenant: string,
  email: string,
  password: string,
): Promise<Tokens> {
  const answer = await call(baseUrl, tenant, 'POST', '/api/identity/v1/sign-in', {
    body: { email, password },
  });
  if (answer?.status !== 200) throw new Error(`sign-in of ${email} answered ${answer?.status}`);
  const manager = (answer.body.user as { token_manager: { access_token: string; refresh_token: string } })
    .token_manager;
  return { access: manager.access_token, refresh: manager.refresh_token };
}
