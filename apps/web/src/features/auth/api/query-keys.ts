/** The session lives under the 'session' root (see userScopedQueryRoots). */
export const authKeys = {
  session: ['session'] as const,
  socialProviders: ['social-providers'] as const,
  /** The account's logged-in devices (/account/security): under the session root, dropped on logout. */
  sessions: ['session', 'devices'] as const,
  /** Staff data: under the session root, so logout drops it. */
  outbox: (recipient: string) => ['session', 'outbox', recipient] as const,
  loginFailures: (minutes: number) => ['session', 'login-failures', minutes] as const,
};
