/** A provider answered refusing (`status` its HTTP status, `message` its reason), or could not be reached (`status` 0). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ProviderRequest {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

/**
 * One JSON call to a payment provider's REST API. `reasonOf` reads the provider's own error
 * message from a refusal's body.
 */
export async function requestProvider<T>(
  url: string,
  request: ProviderRequest,
  reasonOf: (answer: Record<string, unknown>) => unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(0, error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const reason = reasonOf(answer);
    throw new ProviderError(response.status, typeof reason === 'string' ? reason : `HTTP ${response.status}`);
  }
  return answer as T;
}

/** Transbank's REST APIs (Webpay Plus, Oneclick Mall) sign each call with the commerce code and its secret. */
export const transbankHeaders = (commerceCode: string, apiKeySecret: string) => ({
  'Tbk-Api-Key-Id': commerceCode,
  'Tbk-Api-Key-Secret': apiKeySecret,
});

/** Transbank's refusals carry `{ "error_message": "…" }`. */
export const transbankReason = (answer: Record<string, unknown>) => answer.error_message;
