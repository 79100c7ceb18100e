import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail; throws what the mail server answered (`permanent` for a 5xx refusal). */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export class MailRefused extends Error {
  constructor(
    message: string,
    /** The server refused for good (5xx: no such mailbox, rejected): trying again cannot help. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const SMTP_TIMEOUT_MS = 15_000;

/** E-mails through the SMTP server of `smtpUrl`, one pooled connection reused between messages. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        const { responseCode, message: text } = error as { responseCode?: number; message?: string };
        throw new MailRefused(text ?? String(error), responseCode !== undefined && responseCode >= 500);
      }
    },
    close: () => transport.close(),
  };
}
