import { commonText, errorMessages } from '@kaimono/i18n';
import { getAuthToken } from '@/shared/lib/auth-token';
import { ApiError, buildApiUrl, type QueryValue } from './http';

export interface DownloadedFile {
  blob: Blob;
  /** From the `content-name` header (spec §7, bills), else `Content-Disposition`, else the fallback. */
  fileName: string;
}

/** The file name a response carries: `content-name` first, then `Content-Disposition` (filename* or filename). */
export function fileNameFrom(headers: Headers, fallback: string): string {
  const named = headers.get('content-name');
  if (named && named.trim()) {
    try {
      return decodeURIComponent(named.trim());
    } catch {
      return named.trim();
    }
  }
  const disposition = headers.get('content-disposition') ?? '';
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  if (plain?.[1]) return plain[1].trim();
  return fallback;
}

/**
 * Fetches a file (xlsx export, …) from the API with the stored token. A JSON error answer becomes
 * an ApiError with the server's message, as in `apiRequest`.
 */
export async function fetchFile(
  path: string,
  options: { method?: 'GET' | 'POST'; query?: Record<string, QueryValue>; body?: unknown; fallbackName: string },
): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', commonText.networkError);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const data = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    const message = typeof data?.message === 'string' && data.message.trim() ? data.message : errorMessages.INTERNAL_ERROR;
    throw new ApiError(response.ok ? 500 : response.status, typeof data?.code === 'string' ? data.code : `HTTP_${response.status}`, message);
  }
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers, options.fallbackName) };
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
