import { authText, errorMessages } from '@kaimono/i18n';

/**
 * The server's password rule (contracts' `password`): 8–128 characters with letters and digits,
 * plus the confirmation. Returns a message per broken field (empty when all is well).
 */
export function passwordProblem(password: string, confirm: string): { password?: string; confirm?: string } {
  const problems: { password?: string; confirm?: string } = {};
  if (password.length < 8 || password.length > 128 || !/\p{L}/u.test(password) || !/\d/.test(password)) problems.password = errorMessages.PASSWORD_TOO_WEAK;
  if (!confirm) problems.confirm = authText.confirmRequired;
  else if (confirm !== password) problems.confirm = authText.passwordMismatch;
  return problems;
}
