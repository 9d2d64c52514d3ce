import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { uploadFile, uploadPath } from './upload';

/** A stand-in for XMLHttpRequest that the test answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  FakeXhr.last = null;
});

describe('uploadFile', () => {
  it('posts multipart with the token, reports progress and resolves with the stored file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.localStorage.setItem('kaimono.token', 'tok-9');
    const progress: number[] = [];
    const file = new File(['abc'], 'anh.png', { type: 'image/png' });
    const pending = uploadFile(uploadPath('complaint'), file, { onProgress: (p) => progress.push(p.percent), fields: { description: 'mô tả' } });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file-manager/upload-single?folder=complaint');
    expect(xhr.headers.Authorization).toBe('Bearer tok-9');
    expect((xhr.body!.get('file') as File).name).toBe('anh.png');
    expect(xhr.body!.get('description')).toBe('mô tả');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.answer(200, { success: true, message: 'ok', data: { id: 'f1', url: '/api/files/f1' } });
    await expect(pending).resolves.toMatchObject({ id: 'f1' });
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the server’s Vietnamese message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadFile('/upload/file/user', new File(['x'], 'x.jpg'));
    FakeXhr.last!.answer(413, { success: false, code: 'UPLOAD_TOO_LARGE', message: 'Tệp quá lớn. Ảnh tối đa 10 MB, tệp PDF tối đa 5 MB.' });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'UPLOAD_TOO_LARGE', message: 'Tệp quá lớn. Ảnh tối đa 10 MB, tệp PDF tối đa 5 MB.' });
  });

  it('is cancelled by its signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = uploadFile('/upload/file/user', new File(['x'], 'x.jpg'), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
