/** The session lives under the 'session' root (see userScopedQueryRoots). */
export const authKeys = {
  session: ['session'] as const,
};
