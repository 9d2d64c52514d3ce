import type { UploadedFile, UploadFolder, UploadResponse } from '@kaimono/contracts';
import { commonText, errorMessages } from '@kaimono/i18n';
import { getAuthToken } from '@/shared/lib/auth-token';
import { API_PREFIX, ApiError } from './http';

export type { UploadedFile, UploadFolder };

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  /** Extra multipart fields (file_name, description, type, folder …). */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Where a file goes: `upload-single?folder=…` (the default), or the customer's own upload. */
export function uploadPath(folder: UploadFolder = 'user'): string {
  return `/file-manager/upload-single?folder=${encodeURIComponent(folder)}`;
}

function parse(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Sends one file as multipart/form-data with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. Resolves with the stored file; rejects with an ApiError carrying the server's
 * Vietnamese message, or an AbortError when cancelled.
 */
export function uploadFile(path: string, file: Blob & { name?: string }, options: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({ loaded: event.loaded, total: event.total, percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && body.success !== false && body.data) {
        options.onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
        resolve((body as unknown as UploadResponse).data);
        return;
      }
      const message =
        typeof body?.message === 'string' && body.message.trim()
          ? body.message
          : xhr.status === 413
            ? errorMessages.UPLOAD_TOO_LARGE
            : xhr.status === 401
              ? errorMessages.UNAUTHENTICATED
              : errorMessages.UPLOAD_FAILED;
      reject(new ApiError(xhr.status, typeof body?.code === 'string' ? body.code : `HTTP_${xhr.status}`, message));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', commonText.networkError));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', file, file.name ?? 'file');
    xhr.send(form);
  });
}
