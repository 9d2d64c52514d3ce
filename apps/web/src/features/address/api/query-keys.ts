/**
 * The customer's addresses live under the 'addresses' root (a user-scoped root: dropped on
 * logout); the administrative units are public and never change while the app runs.
 */
export const addressKeys = {
  all: ['addresses'] as const,
  book: ['addresses', 'book'] as const,
  provinces: ['admin-units', 'provinces'] as const,
  wards: (provinceCode: string) => ['admin-units', 'wards', provinceCode] as const,
  conversion: (query: Record<string, string>) => ['admin-units', 'conversion', query] as const,
};
