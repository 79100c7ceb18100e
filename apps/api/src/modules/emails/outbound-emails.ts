import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { type Mailer, smtpMailer } from '../../lib/mailer.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { composePollInvitation } from '../nps/poll-invitations.js';
import { pollLinkTokens } from '../nps/poll-links.js';
import { outboundEmailsService } from './outbound-emails.service.js';

/**
 * The outbox of this deployment: every kind of e-mail with what makes its message, through the
 * configured mail server (`mailer` replaces it, for tests), or none (`SMTP_URL` unset).
 */
export function outboundEmailsOf(config: AppConfig, db: Database, box: SecretBox, mailer?: Mailer) {
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  const sender =
    mailer ?? (config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : undefined);
  return outboundEmailsService(db, sender, {
    poll_invitation: composePollInvitation(pollLinkTokens(box), origin),
  });
}
