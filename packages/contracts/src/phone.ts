/**
 * Vietnamese mobile numbers (research/vietnam.md §6.1): 10 digits, 0 + 9 digits, with the prefixes
 * in use since the 2018 renumbering. Input may carry spaces, dots, dashes, parentheses or +84/84.
 */
const MOBILE = /^0(?:3[2-9]|5[25689]|7[06-9]|8[1-9]|9[0-46-9])\d{7}$/;

/** Returns the national form `0xxxxxxxxx`, or null when it is not a Vietnamese mobile number. */
export function normalizeVietnamesePhone(input: string): string | null {
  let digits = input.trim().replace(/[\s.\-()]/g, '');
  if (digits.startsWith('+84')) digits = '0' + digits.slice(3);
  else if (digits.startsWith('84') && digits.length === 11) digits = '0' + digits.slice(2);
  return MOBILE.test(digits) ? digits : null;
}
