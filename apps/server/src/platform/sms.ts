import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { writeOutbox } from './outbox.ts';

export interface SmsMessage {
  /** A Vietnamese mobile number in national form (0xxxxxxxxx). */
  to: string;
  text: string;
  /** What the message is for (login, reset_password, …): kept with outbox messages. */
  purpose: string;
}

/** Sends SMS. Rejects when the message could not be handed over (the caller answers 503). */
export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage): Promise<void>;
}

export class MessageDeliveryError extends Error {}

/** 0912345678 -> +84912345678 (what SMS gateways expect). */
export function toE164(phone: string): string {
  return phone.startsWith('0') ? `+84${phone.slice(1)}` : phone;
}

/** Development, sandbox and tests: the message goes to the outbox table and the log. */
export function outboxSms(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    provider: 'outbox',
    send: (message) => writeOutbox(db, log, { channel: 'sms', recipient: message.to, subject: null, body: message.text, purpose: message.purpose }),
  };
}

/**
 * A generic HTTP gateway: `POST SMS_HTTP_URL` with JSON `{to, message, purpose}` (`to` in E.164,
 * +84…) and `Authorization: Bearer SMS_HTTP_TOKEN`; any 2xx answer counts as sent. Vietnamese
 * brandname-SMS services (or a small adapter in front of one) take this shape. The text is never
 * logged here, since it holds the code.
 */
export function httpSms(options: { url: string; token: string | undefined; timeoutMs?: number; fetch?: typeof fetch }, log: FastifyBaseLogger): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    provider: 'http',
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: toE164(message.to), message: message.text, purpose: message.purpose }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        log.error({ err: error, purpose: message.purpose }, 'SMS gateway unreachable');
        throw new MessageDeliveryError('SMS gateway unreachable');
      }
      if (!response.ok) {
        log.error({ status: response.status, purpose: message.purpose }, 'SMS gateway refused the message');
        throw new MessageDeliveryError(`SMS gateway answered ${response.status}`);
      }
    },
  };
}

export function createSmsSender(config: Pick<Config, 'sms'>, db: Db, log: FastifyBaseLogger): SmsSender {
  if (config.sms.provider === 'http' && config.sms.httpUrl) return httpSms({ url: config.sms.httpUrl, token: config.sms.httpToken }, log);
  return outboxSms(db, log);
}
