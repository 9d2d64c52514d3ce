import { QRPay, VietQRService } from 'vietnam-qr-pay';
import { AppError } from '../../platform/errors.ts';

/**
 * NAPAS VietQR (EMVCo merchant-presented mode) for bank transfers: tags 00, 01 (11 static / 12
 * with amount), 38 (A000000727 + BIN + account or card number + QRIBFTTA/QRIBFTTC), 53, 54, 58,
 * 62.08 and the CRC-16/CCITT-FALSE in 63.
 *
 * The TLV and CRC come from `vietnam-qr-pay`: its encoder reproduces the research vectors exactly
 * (including the zero-padded CRC 0283 and the 19-character / 25-character boundary case, see
 * wallet.vietqr.test.ts). This file only adds the product's rules: the lengths of spec §5, the
 * currency list of spec §9, and an upper-case ASCII purpose.
 */

export type VietQrFormat = 'account' | 'card';

/** The currencies NAPAS lists (research §1.7), with their ISO 4217 numeric codes. */
export const vietQrCurrencies = {
  JPY: '392',
  KRW: '410',
  MYR: '458',
  CNY: '156',
  IDR: '360',
  PHP: '608',
  SGD: '702',
  THB: '764',
  VND: '704',
} as const;
export type VietQrCurrency = keyof typeof vietQrCurrencies;

export interface VietQrInput {
  /** The bank's BIN: exactly 6 characters. */
  bin: string;
  /** Account number (format `account`) or card number (format `card`): 1–19 characters. */
  accountNo: string;
  format?: VietQrFormat;
  /** Integer amount; absent or 0 gives a static (reusable) QR. Named for VND, the only currency we bill in. */
  amountVnd?: number;
  /** Transfer content (tag 62.08): stripped of diacritics, upper-cased, at most 25 characters. */
  purpose?: string;
  currency?: string;
}

/** Beyond 13 characters tag 54 is invalid (research §1.3). */
const MAX_AMOUNT = 9_999_999_999_999;
const PURPOSE_MAX = 25;

/**
 * Bank apps pre-fill the transfer content from 62.08 and want plain ASCII; upper case also keeps
 * the payload in the QR alphanumeric set, which gives a smaller, easier-to-scan symbol.
 */
export function vietQrPurpose(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PURPOSE_MAX)
    .trim();
}

/** The VietQR payload string for a transfer to one account or card. Throws AppError 400 on bad input. */
export function buildVietQr(input: VietQrInput): string {
  const bin = input.bin.trim();
  const accountNo = input.accountNo.trim();
  // Spec §5: the bank id is exactly 6 characters, the beneficiary id 1 to 19.
  if (bin.length !== 6 || accountNo.length < 1 || accountNo.length > 19) throw new AppError(400, 'QR_BENEFICIARY_LENGTH');
  if (!/^\d{6}$/.test(bin) || !/^[A-Za-z0-9]+$/.test(accountNo)) throw new AppError(400, 'VALIDATION_FAILED');

  const currencyName = (input.currency ?? 'VND').trim().toUpperCase();
  if (!Object.hasOwn(vietQrCurrencies, currencyName)) throw new AppError(400, 'QR_CURRENCY_UNSUPPORTED');
  const currency = vietQrCurrencies[currencyName as VietQrCurrency];

  const amount = input.amountVnd ?? 0;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_AMOUNT) throw new AppError(400, 'WALLET_AMOUNT_INVALID');

  const purpose = input.purpose ? vietQrPurpose(input.purpose) : '';
  const qr = QRPay.initVietQR({
    bankBin: bin,
    bankNumber: accountNo,
    amount: amount > 0 ? String(amount) : undefined,
    purpose: purpose || undefined,
    service: input.format === 'card' ? VietQRService.BY_CARD_NUMBER : VietQRService.BY_ACCOUNT_NUMBER,
  });
  qr.currency = currency;
  qr.nation = 'VN';
  return qr.build();
}

/** The CRC-16/CCITT-FALSE of tag 63, 4 upper-case hex digits, over everything before it (incl. "6304"). */
export function vietQrCrc(body: string): string {
  return QRPay.genCRCCode(body);
}

/**
 * The QR as an SVG string: error-correction level Q and 128 px (spec §9), with the 4-module quiet
 * zone scanners need (research §1.9).
 */
export async function vietQrSvg(payload: string, size = 128): Promise<string> {
  // Loaded by the first QR, not at start-up (ADR 0012).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'Q', width: size, margin: 4 });
}
