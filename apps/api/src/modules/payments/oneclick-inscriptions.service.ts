import {
  type OneclickInscriptionFinished,
  type OneclickInscriptionStart,
  paymentMessages,
} from '@tablero/domain';
import { type AppError, invalidField, notFound } from '../../lib/app-error.js';
import type { OneclickClient } from './oneclick.client.js';
import { providerDown } from './payment-settlement.js';
import { ProviderError } from './provider-request.js';

/** Transbank refusing (4xx) is the customer's or the storefront's to fix; out of reach, ours to retry. */
function refusal(error: unknown): AppError {
  if (!(error instanceof ProviderError) || error.status === 0 || error.status >= 500) return providerDown();
  if (error.status === 404) return notFound();
  return invalidField('token', paymentMessages.inscriptionRefused(error.message));
}

/**
 * A customer's card enrolled at Transbank for Oneclick, through the mall's credentials (which never
 * leave the server): the storefront keeps the answered `tbk_user` as a saved card.
 */
export function oneclickInscriptionsService(oneclick: OneclickClient) {
  return {
    async start(body: OneclickInscriptionStart) {
      try {
        return await oneclick.startInscription(body);
      } catch (error) {
        throw refusal(error);
      }
    },

    async finish(token: string): Promise<OneclickInscriptionFinished> {
      let answer: Awaited<ReturnType<OneclickClient['finishInscription']>>;
      try {
        answer = await oneclick.finishInscription(token);
      } catch (error) {
        throw refusal(error);
      }
      if (answer.response_code !== 0 || !answer.tbk_user)
        throw invalidField('token', paymentMessages.inscriptionDeclined);
      return {
        tbk_user: answer.tbk_user,
        card_type: answer.card_type ?? null,
        card_number: answer.card_number ?? null,
        authorization_code: answer.authorization_code ?? null,
      };
    },
  };
}

export type OneclickInscriptionsService = ReturnType<typeof oneclickInscriptionsService>;
