import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { writeOutbox } from './outbox.ts';
import { MessageDeliveryError } from './sms.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

/** Sends email. Rejects when the message could not be handed over (the caller answers 503). */
export interface EmailSender {
  readonly provider: string;
  send(message: EmailMessage): Promise<void>;
}

/** Development, sandbox and tests: the message goes to the outbox table and the log. */
export function outboxEmail(db: Db, log: FastifyBaseLogger): EmailSender {
  return {
    provider: 'outbox',
    send: (message) =>
      writeOutbox(db, log, { channel: 'email', recipient: message.to, subject: message.subject, body: message.text, purpose: message.purpose }),
  };
}

/** SMTP through nodemailer: SMTP_URL (smtp://user:pass@host:587 or smtps://…:465), from EMAIL_FROM. */
export function smtpEmail(options: { url: string; from: string }, log: FastifyBaseLogger): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    provider: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        log.error({ err: error, purpose: message.purpose }, 'SMTP delivery failed');
        throw new MessageDeliveryError('SMTP delivery failed');
      }
    },
  };
}

export function createEmailSender(config: Pick<Config, 'email'>, db: Db, log: FastifyBaseLogger): EmailSender {
  if (config.email.provider === 'smtp' && config.email.smtpUrl) return smtpEmail({ url: config.email.smtpUrl, from: config.email.from }, log);
  return outboxEmail(db, log);
}
