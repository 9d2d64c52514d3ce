import { describe, expect, it } from 'vitest';
import * as contracts from '@kaimono/contracts';
import { cleanCardNo, holderName, isValidCardNo, validateCard, type CardFormValues } from './card-rules';

const valid: CardFormValues = { bank_no: '970436', card_format: 'account', card_no: '0123456789', card_name: 'NGUYEN VAN AN', bank_branch: '' };
const cardNoError = 'Số tài khoản gồm 1 đến 19 chữ số, số thẻ gồm 16 đến 19 chữ số.';

describe('card rules', () => {
  it('writes the holder name as banks print it', () => {
    expect(holderName('  Nguyễn   Văn Đức ')).toBe('NGUYEN VAN DUC');
    expect(holderName('trần thị ánh')).toBe('TRAN THI ANH');
    expect(holderName('   ')).toBe('');
  });

  it('drops spaces and dashes from pasted numbers', () => {
    expect(cleanCardNo('9704 1234-5678.9012')).toBe('9704123456789012');
  });

  it('accepts an account of 1–19 digits and a card of 16–19 digits', () => {
    expect(validateCard(valid, 'bank')).toEqual({});
    expect(validateCard({ ...valid, card_no: '1' }, 'bank')).toEqual({});
    expect(validateCard({ ...valid, card_no: '1'.repeat(20) }, 'bank')).toEqual({ card_no: cardNoError });
    expect(validateCard({ ...valid, card_no: '12ab' }, 'bank')).toEqual({ card_no: cardNoError });
    expect(validateCard({ ...valid, card_format: 'card', card_no: '0123456789' }, 'bank')).toEqual({ card_no: cardNoError });
    expect(validateCard({ ...valid, card_format: 'card', card_no: '9704 0000 0000 0018' }, 'bank')).toEqual({});
  });

  it('needs a bank BIN of 6 digits and a holder name of at most 50 characters', () => {
    expect(validateCard({ ...valid, bank_no: '' }, 'bank')).toEqual({ bank_no: 'bank' });
    expect(validateCard({ ...valid, bank_no: '97043' }, 'bank')).toEqual({ bank_no: 'bank' });
    expect(validateCard({ ...valid, card_name: ' ' }, 'bank')).toEqual({ card_name: 'Vui lòng nhập tên chủ thẻ (tối đa 50 ký tự).' });
    expect(validateCard({ ...valid, card_name: 'A'.repeat(51) }, 'bank').card_name).toBeDefined();
  });
});

describe('card rules and the server', () => {
  it('normalise and check exactly like the contracts the server validates with', () => {
    const names = ['  Nguyễn   Văn Đức ', 'trần thị ánh', "O'Neil-Smith Jr.", 'Lê Thị Hồng Nhung 2', '   ', 'Đặng Thuỳ Trâm', 'Ngô 😀 Quyền'];
    for (const name of names) expect(holderName(name)).toBe(contracts.holderName(name));
    const numbers = ['9704 1234-5678.9012', '0123456789', '1', '1'.repeat(19), '1'.repeat(20), '12ab', '', '9704000000000018'];
    for (const text of numbers) {
      expect(cleanCardNo(text)).toBe(contracts.cleanCardNo(text));
      for (const format of contracts.cardFormats) expect(isValidCardNo(cleanCardNo(text), format)).toBe(contracts.isValidCardNo(contracts.cleanCardNo(text), format));
    }
  });
});
