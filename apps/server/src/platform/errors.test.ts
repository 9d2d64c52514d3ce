import { describe, expect, it } from 'vitest';
import { UpstreamError } from '@kaimono/marketplaces';
import { errorMessages } from '@kaimono/i18n';
import { toErrorReply } from './errors.ts';

describe('marketplace failures → HTTP answers (issue 13 §7)', () => {
  const reply = (failure: ConstructorParameters<typeof UpstreamError>[2], status?: number) =>
    toErrorReply(new UpstreamError('rakuten', 'https://openapi.rakuten.co.jp/x', failure, 'x', status));

  it('a query the site refused is bad input: 400 with its own message, not 502', () => {
    expect(reply('rejected', 400)).toEqual({
      statusCode: 400,
      body: { success: false, code: 'MARKETPLACE_REQUEST_REJECTED', message: errorMessages.MARKETPLACE_REQUEST_REJECTED },
    });
  });

  it('network errors, 5xx and our credentials are 502; time-outs 504', () => {
    expect(reply('unreachable')).toMatchObject({ statusCode: 502, body: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(reply('bad_status', 503)).toMatchObject({ statusCode: 502, body: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(reply('bad_status', 403)).toMatchObject({ statusCode: 502, body: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(reply('bad_format')).toMatchObject({ statusCode: 502, body: { code: 'UPSTREAM_BAD_RESPONSE' } });
    expect(reply('timeout')).toMatchObject({ statusCode: 504, body: { code: 'UPSTREAM_TIMEOUT' } });
  });
});
