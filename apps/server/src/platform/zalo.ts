import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { writeOutbox } from './outbox.ts';
import { MessageDeliveryError } from './sms.ts';

/**
 * A Zalo Notification Service (ZNS) message: a transactional message to the Zalo account of a
 * phone number, sent with a template the Official Account registered and Zalo approved. Kaimono's
 * template has three parameters: `title`, `content` and `url` (the page to open).
 */
export interface ZaloMessage {
  /** A Vietnamese mobile number in national form (0xxxxxxxxx). */
  to: string;
  title: string;
  content: string;
  url: string | null;
  purpose: string;
  /** Our id for the message (tracking_id), for reconciling with Zalo's reports. */
  trackingId?: string | undefined;
}

export interface ZaloSender {
  readonly provider: string;
  send(message: ZaloMessage): Promise<void>;
}

/** 0912345678 -> 84912345678 (ZNS wants the country code without "+"). */
export function toZaloPhone(phone: string): string {
  const digits = phone.replace(/^\+/, '');
  return digits.startsWith('0') ? `84${digits.slice(1)}` : digits;
}

/** ZNS limits the length of each template parameter; longer values are cut with "…". */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function znsTemplateData(message: ZaloMessage): Record<string, string> {
  return { title: cut(message.title, 100), content: cut(message.content, 400), url: message.url ?? '' };
}

/** Development, sandbox and tests: the message goes to the outbox table (shown on /admin/sms-outbox) and the log. */
export function outboxZalo(db: Db, log: FastifyBaseLogger): ZaloSender {
  return {
    provider: 'outbox',
    send: (message) =>
      writeOutbox(db, log, {
        channel: 'zalo',
        recipient: message.to,
        subject: message.title,
        body: message.url ? `${message.content}\n${message.url}` : message.content,
        purpose: message.purpose,
      }),
  };
}

/**
 * Zalo's ZNS API: `POST <url>` with header `access_token` (the Official Account's access token)
 * and JSON `{phone, template_id, template_data, tracking_id}`. Zalo answers HTTP 200 with
 * `{error: 0, message, data: {msg_id, sent_time, quota}}` on success and a non-zero `error` (e.g.
 * the phone has no Zalo account, the template is not approved, the quota is used up) otherwise.
 */
export function znsZalo(
  options: { url: string; accessToken: string; templateId: string; timeoutMs?: number; fetch?: typeof fetch },
  log: FastifyBaseLogger,
): ZaloSender {
  const doFetch = options.fetch ?? fetch;
  return {
    provider: 'zns',
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', access_token: options.accessToken },
          body: JSON.stringify({
            phone: toZaloPhone(message.to),
            template_id: options.templateId,
            template_data: znsTemplateData(message),
            tracking_id: message.trackingId ?? randomUUID(),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        log.error({ err: error, purpose: message.purpose }, 'Zalo ZNS unreachable');
        throw new MessageDeliveryError('Zalo ZNS unreachable');
      }
      const answer = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
      if (!response.ok || !answer || answer.error !== 0) {
        const detail = `${response.status} ${answer ? `error ${String(answer.error)}: ${String(answer.message ?? '')}` : 'no JSON'}`;
        log.error({ status: response.status, zaloError: answer?.error, purpose: message.purpose }, 'Zalo ZNS refused the message');
        throw new MessageDeliveryError(`Zalo ZNS answered ${detail}`.slice(0, 300));
      }
    },
  };
}

export function createZaloSender(config: Pick<Config, 'zalo'>, db: Db, log: FastifyBaseLogger): ZaloSender {
  const { provider, url, accessToken, templateId } = config.zalo;
  if (provider === 'zns' && accessToken && templateId) return znsZalo({ url, accessToken, templateId }, log);
  return outboxZalo(db, log);
}
