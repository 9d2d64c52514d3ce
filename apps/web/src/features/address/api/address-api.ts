import type { Address, AddressConversion, AddressConversionQuery, AddressInput, Province, Ward } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export interface AddressBook {
  default_address: Address | null;
  results: Address[];
  limit: number;
}

/** GET /api/user/address/user: every address of the customer (default first) and the limit. */
export async function getAddressBook(signal?: AbortSignal): Promise<AddressBook> {
  const body = await http.get<AddressBook & { success: true }>('/user/address/user', undefined, signal);
  return { default_address: body.default_address, results: body.results ?? [], limit: body.limit };
}

interface SaveAnswer {
  message: string;
  data: Address;
}

/** POST /api/user/address/add. */
export const addAddress = (input: AddressInput) => http.post<SaveAnswer>('/user/address/add', input);
/** PUT /api/user/address/edit/{id}. */
export const editAddress = (id: string, input: AddressInput) => http.put<SaveAnswer>(`/user/address/edit/${encodeURIComponent(id)}`, input);
/** DELETE /api/user/address/remove/{id}. */
export const removeAddress = (id: string) => http.delete<{ message: string; id: string }>(`/user/address/remove/${encodeURIComponent(id)}`);

/** GET /api/utility/provinces: the 34 provinces. */
export async function getProvinces(signal?: AbortSignal): Promise<Province[]> {
  return (await http.get<{ results: Province[] }>('/utility/provinces', undefined, signal)).results ?? [];
}

/** GET /api/utility/ward/{province}: the wards of a province, sorted by name. */
export async function getWards(provinceCode: string, signal?: AbortSignal): Promise<Ward[]> {
  return (await http.get<{ results: Ward[] }>(`/utility/ward/${encodeURIComponent(provinceCode)}`, undefined, signal)).results ?? [];
}

/** GET /api/utility/address-conversion: the new ward of a pre-2025 address (empty when none). */
export async function convertOldAddress(query: AddressConversionQuery, signal?: AbortSignal): Promise<AddressConversion[]> {
  try {
    return (await http.get<{ results: AddressConversion[] }>('/utility/address-conversion', { ...query }, signal)).results ?? [];
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}
