import type { PublicPoll } from '@tablero/domain';
import { useQuery } from '@tanstack/react-query';
import { type Camelize, isApiError, request } from '../../../shared/http/index.js';

export type PublicPollView = Camelize<PublicPoll>;
export type PollQuestionView = PublicPollView['questions'][number];
/** NPS 0–10 and satisfaction 1–5 as integers, yes/no as a boolean, open as text. */
export type PollAnswerValue = number | boolean | string;

export interface PollAnswersSent {
  pollId: number;
  answers: { questionId: number; value: PollAnswerValue }[];
}

const pollPath = (token: string) => `/api/web/v1/polls/${encodeURIComponent(token)}`;

/** A storefront call: no sign-in, the link's tenant in the header. */
const storefront = (tenant: string) => ({ admin: false, headers: { tenant } });

/**
 * `GET /api/web/v1/polls/{token}`: what the customer's link shows. A refusal (unknown or expired
 * link, order not delivered) is not asked again: its message is the answer.
 */
export function usePublicPoll(token: string, tenant: string) {
  return useQuery({
    queryKey: ['public-poll', tenant, token],
    queryFn: () => request<PublicPollView>(pollPath(token), storefront(tenant)),
    retry: (failures, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    // The page says why in place: no toast over it.
    meta: { inlineError: true },
  });
}

/** `POST /api/web/v1/polls/{token}`: the customer's answers, once per order (201). */
export function sendPollAnswers(token: string, tenant: string, body: PollAnswersSent): Promise<unknown> {
  return request(pollPath(token), { ...storefront(tenant), method: 'POST', body });
}
