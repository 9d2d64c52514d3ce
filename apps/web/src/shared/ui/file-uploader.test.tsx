import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@kaimono/contracts';
import { ApiError } from '@/shared/api/http';
import type { UploadOptions } from '@/shared/api/upload';
import { checkFile, FileUploader, type UploaderItem } from './file-uploader';

function stored(id: string, name: string): UploadedFile {
  return {
    _id: id,
    id,
    url: `/api/files/${id}`,
    folder: 'complaint',
    visibility: 'private',
    kind: 'image',
    mime: 'image/webp',
    size: 1234,
    width: 64,
    height: 48,
    file_name: name,
    original_name: name,
    description: null,
    created_at: '2026-03-01T00:00:00.000Z',
  };
}

/** An upload the test drives by hand: progress, then success or failure. */
function controllableUpload() {
  const started: { path: string; file: File; options: UploadOptions; resolve: (f: UploadedFile) => void; reject: (e: unknown) => void }[] = [];
  const upload = vi.fn(
    (path: string, file: Blob & { name?: string }, options: UploadOptions = {}) =>
      new Promise<UploadedFile>((resolve, reject) => {
        started.push({ path, file: file as File, options, resolve, reject });
      }),
  );
  return { upload, started };
}

function Harness({ upload, max = 6, onChange }: { upload: ReturnType<typeof controllableUpload>['upload']; max?: number; onChange?: (items: UploaderItem[]) => void }) {
  const [items, setItems] = useState<UploaderItem[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <FileUploader
        label="Ảnh đính kèm"
        hint="Tối đa 6 ảnh"
        folder="complaint"
        max={max}
        value={items}
        onChange={(next) => {
          setItems(next);
          onChange?.(next);
        }}
        onBusyChange={setBusy}
        upload={upload}
      />
      <button type="submit" disabled={busy}>
        Gửi
      </button>
    </>
  );
}

const png = (name = 'anh.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileUploader', () => {
  it('shows a progress bar while uploading, then a preview; the form waits meanwhile', async () => {
    const { upload, started } = controllableUpload();
    const changes: UploaderItem[][] = [];
    const user = userEvent.setup();
    render(<Harness upload={upload} onChange={(items) => changes.push(items)} />);

    await user.upload(screen.getByLabelText('Chọn ảnh'), png('hop-mop.png'));
    expect(started[0]!.path).toBe('/file-manager/upload-single?folder=complaint');
    const bar = await screen.findByRole('progressbar', { name: 'Tiến độ tải lên hop-mop.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect((screen.getByRole('button', { name: 'Gửi' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => started[0]!.options.onProgress?.({ loaded: 512, total: 2048, percent: 25 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();

    await act(async () => started[0]!.resolve(stored('f1', 'hop-mop.png')));
    const preview = await screen.findByRole('img', { name: 'Ảnh hop-mop.png' });
    expect(preview.getAttribute('src')).toBe('/api/files/f1');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(changes.at(-1)?.map((i) => i.id)).toEqual(['f1']);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Gửi' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('1/6 tệp')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Bỏ tệp hop-mop.png' }));
    expect(screen.queryByRole('img', { name: 'Ảnh hop-mop.png' })).toBeNull();
  });

  it('shows the server message when an upload fails, and retries', async () => {
    const { upload, started } = controllableUpload();
    const user = userEvent.setup();
    render(<Harness upload={upload} />);
    await user.upload(screen.getByLabelText('Chọn ảnh'), png('virus.png'));
    await act(async () =>
      started[0]!.reject(new ApiError(415, 'UPLOAD_TYPE_MISMATCH', 'Nội dung tệp không đúng với định dạng của nó. Vui lòng chọn đúng tệp ảnh hoặc PDF.')),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Nội dung tệp không đúng với định dạng của nó. Vui lòng chọn đúng tệp ảnh hoặc PDF.');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(started).toHaveLength(2);
    await act(async () => started[1]!.resolve(stored('f2', 'virus.png')));
    expect(await screen.findByRole('img', { name: 'Ảnh virus.png' })).toBeTruthy();
  });

  it('refuses non-images and files over 10 MB before sending, and stops at the maximum', async () => {
    const { upload } = controllableUpload();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness upload={upload} max={2} />);
    await user.upload(screen.getByLabelText('Chọn ảnh'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('setup.exe không phải ảnh JPEG, PNG, WebP hoặc GIF.');
    await user.upload(screen.getByLabelText('Chọn ảnh'), png('to.png', 10 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('to.png lớn hơn 10 MB.');
    expect(upload).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Chọn ảnh'), [png('1.png'), png('2.png'), png('3.png')]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert').textContent).toBe('Chỉ được chọn tối đa 2 tệp.');
    expect(screen.getByText('Đã đủ 2 tệp.')).toBeTruthy();
  });

  it('checks files as the server will', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 100 }, 'image')).toMatch(/không phải ảnh/);
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 100 }, 'image-or-pdf')).toBeNull();
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 }, 'image-or-pdf')).toBe('a.pdf lớn hơn 5 MB.');
    expect(checkFile({ name: 'IMG_1.HEIC', type: '', size: 100 }, 'image')).toBeNull();
  });
});
