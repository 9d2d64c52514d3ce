/**
 * Smallest withdrawal (the contracts' WITHDRAWAL_MIN_VND: below it the bank fee eats the amount).
 * Repeated here because importing values from the contracts would bring zod into the page;
 * withdrawal-rules.test.ts keeps the two equal.
 */
export const WITHDRAWAL_MIN_VND = 10_000;
