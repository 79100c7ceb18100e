import type {
  PollDispatchMethod,
  PollInvitations,
  PollView,
  QuestionCategory,
  QuestionView,
} from '@tablero/domain';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tablero/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Camelize, type Paged, request } from '../../shared/http/index.js';

export type Question = Camelize<QuestionView>;
export type Poll = Camelize<PollView>;

export interface QuestionListParams {
  page: number;
  limit?: number;
  category?: QuestionCategory;
  query?: string;
}

export interface PollListParams {
  page: number;
  limit?: number;
  dispatchMethod?: PollDispatchMethod;
  active?: 'true' | 'false';
}

/**
 * A question's change shows in the polls that ask it and a poll's activation in its questions'
 * active polls: a save refreshes both lists (`npsKeys.all`).
 */
export const npsKeys = {
  all: ['nps'] as const,
  questions: () => [...npsKeys.all, 'questions'] as const,
  questionList: (params: QuestionListParams) => [...npsKeys.questions(), 'list', params] as const,
  polls: () => [...npsKeys.all, 'polls'] as const,
  pollList: (params: PollListParams) => [...npsKeys.polls(), 'list', params] as const,
};

const QUESTIONS = '/api/admin/v1/questions';
const POLLS = '/api/admin/v1/polls';

/** `GET /questions`, by description and category. */
export function useQuestions(params: QuestionListParams, enabled = true) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: npsKeys.questionList(query),
    queryFn: () => request<Paged<Question>>(QUESTIONS, { params: { ...query } }),
    placeholderData: keepPreviousData,
    // The list shows its own failure with a retry button.
    meta: { inlineError: true },
    enabled,
  });
}

/** The tenant's questions a poll can ask (the first page of 100, the largest the API gives). */
export function useQuestionOptions(enabled = true) {
  return useQuestions({ page: 1, limit: MAX_PAGE_SIZE }, enabled);
}

export interface QuestionFields {
  description: string;
  category: QuestionCategory;
}

/** Creates (no id) or changes a question; a plain call, so the form shows a 422 under its fields. */
export async function saveQuestion(id: number | null, fields: Partial<QuestionFields>): Promise<Question> {
  return id === null
    ? request<Question>(QUESTIONS, { method: 'POST', body: fields })
    : request<Question>(`${QUESTIONS}/${id}`, { method: 'PATCH', body: fields });
}

/** A plain call: a refusal (409, code 1054) is shown by the page as a question toast (7 s). */
export async function deleteQuestion(id: number): Promise<void> {
  await request(`${QUESTIONS}/${id}`, { method: 'DELETE' });
}

/** `GET /polls`, by dispatch method and state. */
export function usePolls(params: PollListParams, enabled = true) {
  const query = { limit: DEFAULT_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: npsKeys.pollList(query),
    queryFn: () => request<Paged<Poll>>(POLLS, { params: { ...query } }),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
    enabled,
  });
}

export type PollInvitationsSummary = Camelize<PollInvitations>;

/** `GET /polls/invitations`: how the e-mails inviting customers to answer fared. */
export function usePollInvitations() {
  return useQuery({
    queryKey: [...npsKeys.polls(), 'invitations'],
    queryFn: () => request<PollInvitationsSummary>(`${POLLS}/invitations`),
    // Beside the list, not instead of it: a failure leaves it out.
    meta: { inlineError: true },
  });
}

export interface PollFields {
  title: string;
  dispatchMethod: PollDispatchMethod;
  /** In the order customers see them. */
  questionIds: number[];
  active: boolean;
}

/**
 * Creates (no id) or changes a poll, the row's switch included; a plain call, so that a 422 (another
 * active poll for the method, under `active`) is shown where it belongs.
 */
export async function savePoll(id: number | null, fields: Partial<PollFields>): Promise<Poll> {
  return id === null
    ? request<Poll>(POLLS, { method: 'POST', body: fields })
    : request<Poll>(`${POLLS}/${id}`, { method: 'PATCH', body: fields });
}

export async function deletePoll(id: number): Promise<void> {
  await request(`${POLLS}/${id}`, { method: 'DELETE' });
}
