import { Banks } from 'vietnam-qr-pay';
import type { BankDto } from '@kaimono/contracts';

/**
 * Vietnamese banks with their BIN (research §2). The list is `vietnam-qr-pay`'s copy of the VietQR
 * bank list, current names only: renamed banks keep their BIN under the new name (MBV, Vikki Bank,
 * LPBank), so the old names (Ocean Bank, DongA Bank, LienVietPostBank) are left out, as is BIDC,
 * which has no Vietnamese BIN. SBV BINs (Công văn 1589/NHNN-TT) that VietQR does not list are added
 * as receive-only; 970459 (CIMB's SBV BIN) is left out because CIMB is listed under its VietQR id.
 */
export interface Bank extends BankDto {
  /** Extra words people search by ("anbinh", "quandoi" ...). */
  keywords: string;
}

/** Old names whose BIN now belongs to a renamed bank in the same list. */
const replacedCodes = new Set(['OCEANBANK', 'DONGABANK']);

const sbvOnly: Bank[] = [
  { atm_bin: '970460', code: 'VICEMFC', short_name: 'Tài chính Xi Măng', vn_name: 'Công ty Tài chính cổ phần Xi Măng', transfer_supported: false, keywords: '' },
  { atm_bin: '970464', code: 'TCCONGDONG', short_name: 'Tài chính Cộng Đồng', vn_name: 'Công ty Tài chính TNHH MTV Cộng Đồng', transfer_supported: false, keywords: '' },
  { atm_bin: '970465', code: 'SINOPAC', short_name: 'SinoPac HCM', vn_name: 'Ngân hàng SinoPac - Chi nhánh TP. Hồ Chí Minh', transfer_supported: false, keywords: '' },
  { atm_bin: '970466', code: 'KEBHANAHCM', short_name: 'KEB Hana HCM', vn_name: 'Ngân hàng KEB Hana - Chi nhánh TP. Hồ Chí Minh', transfer_supported: false, keywords: 'hana' },
  { atm_bin: '970467', code: 'KEBHANAHN', short_name: 'KEB Hana HN', vn_name: 'Ngân hàng KEB Hana - Chi nhánh Hà Nội', transfer_supported: false, keywords: 'hana' },
  { atm_bin: '970468', code: 'MIRAEASSET', short_name: 'Mirae Asset', vn_name: 'Công ty Tài chính TNHH MTV Mirae Asset (Việt Nam)', transfer_supported: false, keywords: '' },
  { atm_bin: '970470', code: 'MBSHINSEI', short_name: 'MB Shinsei', vn_name: 'Công ty Tài chính TNHH MB Shinsei', transfer_supported: false, keywords: 'mcredit' },
];

/** Lower case, no diacritics, đ → d: "Quân đội" and "quan doi" match. */
export function foldVietnamese(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().replace(/\s+/g, ' ').trim();
}

const collator = new Intl.Collator('vi', { sensitivity: 'base' });

export const banks: readonly Bank[] = [
  ...Banks.filter((bank) => !bank.deprecated && !replacedCodes.has(bank.code) && /^\d{6}$/.test(bank.bin)).map(
    (bank): Bank => ({
      atm_bin: bank.bin,
      code: bank.code,
      short_name: bank.shortName,
      vn_name: bank.name,
      // 1: the bank's app can pay a VietQR; 0 (receive only) and -1 cannot.
      transfer_supported: bank.vietQRStatus === 1,
      keywords: bank.keywords ?? '',
    }),
  ),
  ...sbvOnly,
].sort((a, b) => collator.compare(a.short_name, b.short_name));

const byBin = new Map(banks.map((bank) => [bank.atm_bin, bank]));
const searchText = new Map(banks.map((bank) => [bank, foldVietnamese([bank.short_name, bank.vn_name, bank.code, bank.atm_bin, bank.keywords].join(' '))]));

/** The bank with this BIN, or undefined. */
export function bankByBin(bin: string): BankDto | undefined {
  const bank = byBin.get(bin.trim());
  return bank ? toBankDto(bank) : undefined;
}

export function toBankDto(bank: Bank): BankDto {
  return { atm_bin: bank.atm_bin, short_name: bank.short_name, vn_name: bank.vn_name, code: bank.code, transfer_supported: bank.transfer_supported };
}

/** One page of banks whose short name, Vietnamese name, code or BIN contains the keyword (accents ignored). */
export function searchBanks(keyword: string | undefined, page: number, size: number): { results: BankDto[]; total: number } {
  const folded = foldVietnamese(keyword ?? '');
  const words = folded ? folded.split(' ') : [];
  const matches = words.length ? banks.filter((bank) => words.every((word) => searchText.get(bank)!.includes(word))) : banks;
  return { results: matches.slice((page - 1) * size, page * size).map(toBankDto), total: matches.length };
}
