import { npsLimits, pollPageUrl } from '@tablero/domain';
import type { EmailMessage } from '../../lib/mailer.js';
import type { ComposeEmail } from '../emails/outbound-emails.service.js';
import { orderOfPollLink } from './poll-answers.repo.js';
import { type PollLinkTokens, pollLinkExpiry } from './poll-links.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The invitation's words: the brand, the order and the store the customer knows, and the link. */
export function pollInvitationMessage(input: {
  to: string;
  brand: string;
  orderCode: string;
  storeName: string;
  url: string;
}): EmailMessage {
  const { to, brand, orderCode, storeName, url } = input;
  const subject = `${brand}: ¿cómo estuvo tu pedido ${orderCode}?`;
  const lines = [
    `Gracias por tu pedido ${orderCode} en ${storeName}.`,
    'Cuéntanos cómo te fue: son unas pocas preguntas y nos ayudan a mejorar.',
    `Responder la encuesta: ${url}`,
    `El enlace vale por ${npsLimits.linkDays} días.`,
  ];
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;color:#1f2937">
<h1 style="font-size:1.25rem">${escapeHtml(brand)}</h1>
<p>${escapeHtml(lines[0] as string)}</p><p>${escapeHtml(lines[1] as string)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:.6rem 1rem;background:#1c7ed6;color:#fff;border-radius:.4rem;text-decoration:none">Responder la encuesta</a></p>
<p style="color:#6b7280;font-size:.875rem">${escapeHtml(lines[3] as string)}</p></body></html>`;
  return { to, subject, text: `${lines.join('\n\n')}\n`, html };
}

/**
 * The e-mail a completed order's customer gets to answer the poll (`poll_invitation`, queued by
 * the `orders_poll_invitation` trigger): its link is made when it is sent, like the console's
 * `GET /orders/{id}/poll_link`. An order no longer completed, or past its link's 30 days, is not
 * worth an e-mail.
 */
export function composePollInvitation(tokens: PollLinkTokens, origin: string): ComposeEmail {
  return async (tx, tenant, email, now) => {
    const order = email.orderId === null ? undefined : await orderOfPollLink(tx, tenant.id, email.orderId);
    if (!order?.completedAt) return { skip: 'el pedido ya no está completado' };
    if (pollLinkExpiry(order.completedAt) <= now) return { skip: 'el enlace de la encuesta ya venció' };
    const token = tokens.tokenOf(tenant.id, email.orderId as number);
    return pollInvitationMessage({
      to: email.recipient,
      brand: tenant.name,
      orderCode: order.code,
      storeName: order.storeName,
      url: pollPageUrl(origin, token, tenant.slug),
    });
  };
}
