import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MIN_VND as serverMinimum } from '@kaimono/contracts';
import { errorMessages } from '@kaimono/i18n';
import { vndText } from './money';
import { WITHDRAWAL_MIN_VND } from './withdrawal-rules';

describe('withdrawal minimum', () => {
  it('is the server’s, and the message names it', () => {
    expect(WITHDRAWAL_MIN_VND).toBe(serverMinimum);
    expect(errorMessages.WITHDRAWAL_AMOUNT_TOO_SMALL).toContain(vndText(WITHDRAWAL_MIN_VND));
  });
});
