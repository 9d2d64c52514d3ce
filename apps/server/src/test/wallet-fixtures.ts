/**
 * Bank-side fixtures for wallet tests against real server processes: the environment that turns
 * the SePay webhook on, and webhook bodies as SePay sends them (research/vietnam.md §5.1).
 */

export const WEBHOOK_API_KEY = 'pg-test-bank-webhook-key-0123456789';
export const TOPUP_ACCOUNT_NO = '0071000888999';

/** Server environment: the receiving account and the webhook's API key. */
export const walletServerEnv: Record<string, string> = { BANK_WEBHOOK_API_KEY: WEBHOOK_API_KEY, TOPUP_ACCOUNT_NO };

/** The transfer content code (research §6.2): QA + hex of the phone number's numeric value. */
export function topupCode(phone: string): string {
  return `QA${Number(phone).toString(16).toUpperCase()}`;
}

/** A SePay webhook body for an incoming transfer carrying the customer's code. */
export function sepayBody(id: number, phone: string, amountVnd: number) {
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2026-03-25 14:02:37',
    accountNumber: TOPUP_ACCOUNT_NO,
    code: null,
    // Banks wrap the content in their own references (research §5.4).
    content: `MBVCB.${3278907687 + id}.${topupCode(phone)}.CT tu 0123456789`,
    transferType: 'in',
    transferAmount: amountVnd,
    accumulated: 19_077_000 + amountVnd,
    subAccount: null,
    referenceCode: `FT${26084000000 + id}`,
    description: `BankAPINotify ${topupCode(phone)}`,
  };
}

export const sepayHeaders = { authorization: `Apikey ${WEBHOOK_API_KEY}` };
