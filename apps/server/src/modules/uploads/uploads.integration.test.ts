import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import {
  adminToken,
  bearer,
  configWithUploadDir,
  jpegWithExif,
  multipart,
  pdfDocument,
  pngImage,
  windowsProgram,
  type MultipartFile,
} from '../../test/engagement.ts';

let ctx: TestContext;
let uploads: ReturnType<typeof configWithUploadDir>;
let alice: string;
let bob: string;

beforeAll(async () => {
  uploads = configWithUploadDir();
  ctx = await createTestContext({ config: uploads.config });
  alice = (await signupCustomer(ctx.app)).token;
  bob = (await signupCustomer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
  uploads.cleanup();
});

async function fileCount() {
  const { rows } = await ctx.database.executeSql('select count(*)::int as n from files', []);
  return rows[0]!.n as number;
}

function storedFiles(): string[] {
  const root = path.join(uploads.dir, 'uploads');
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [full];
      });
    } catch {
      return [];
    }
  };
  return walk(root);
}

function post(url: string, token: string | null, fields: Record<string, string>, file?: MultipartFile) {
  const form = multipart(fields, file);
  return ctx.app.inject({ method: 'POST', url, headers: { ...form.headers, ...(token ? bearer(token) : {}) }, payload: form.payload });
}

describe('POST /api/upload/file/user', () => {
  it('re-encodes an image to WebP, upright, without EXIF, at most 2048 px', async () => {
    // 3000 × 1000 with orientation 6 (rotate 90° clockwise): upright it is 1000 wide, 3000 high.
    const photo = await jpegWithExif(3000, 1000, 6);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await post('/api/upload/file/user', alice, {}, { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', body: photo });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ folder: 'user', visibility: 'private', kind: 'image', mime: 'image/webp', original_name: 'IMG_0001.JPG' });
    expect(data.url).toBe(`/api/files/${data.id}`);
    expect(data.height).toBe(2048);
    expect(data.width).toBe(683);

    const file = await ctx.app.inject({ method: 'GET', url: data.url, headers: bearer(alice) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/^private/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 683, height: 2048 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.rawPayload.length).toBe(data.size);
  });

  it('keeps small images at their size and accepts PDFs in the user folder', async () => {
    const image = await post('/api/upload/file/user', alice, {}, { filename: 'nho.png', contentType: 'image/png', body: await pngImage(40, 30) });
    expect(image.json().data).toMatchObject({ width: 40, height: 30, mime: 'image/webp' });
    const pdf = await post('/api/upload/file/user', alice, {}, { filename: 'hoa-don.pdf', contentType: 'application/pdf', body: pdfDocument() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data).toMatchObject({ kind: 'document', mime: 'application/pdf', width: null, height: null, size: pdfDocument().length });
    const served = await ctx.app.inject({ method: 'GET', url: pdf.json().data.url, headers: bearer(alice) });
    expect(served.rawPayload.equals(pdfDocument())).toBe(true);
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('refuses a program renamed .jpg (415) and stores nothing', async () => {
    const before = await fileCount();
    const storedBefore = storedFiles().length;
    const response = await post('/api/upload/file/user', alice, {}, { filename: 'anh-dep.jpg', contentType: 'image/jpeg', body: windowsProgram() });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      request_id: expect.any(String),
      code: 'UPLOAD_TYPE_MISMATCH',
      message: 'Nội dung tệp không đúng với định dạng của nó. Vui lòng chọn đúng tệp ảnh hoặc PDF.',
    });
    expect(await fileCount()).toBe(before);
    expect(storedFiles().length).toBe(storedBefore);
  });

  it('refuses other types, a PDF named .jpg, HEIC it cannot decode and broken images', async () => {
    const before = await fileCount();
    const text = await post('/api/upload/file/user', alice, {}, { filename: 'ghi-chu.txt', contentType: 'text/plain', body: Buffer.from('xin chào') });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UPLOAD_TYPE_NOT_ALLOWED');

    const disguised = await post('/api/upload/file/user', alice, {}, { filename: 'anh.jpg', contentType: 'image/jpeg', body: pdfDocument() });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().code).toBe('UPLOAD_TYPE_MISMATCH');

    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(400, 7)]);
    const heicResponse = await post('/api/upload/file/user', alice, {}, { filename: 'IMG_1.HEIC', contentType: 'image/heic', body: heic });
    expect(heicResponse.statusCode).toBe(415);
    expect(heicResponse.json()).toMatchObject({ code: 'UPLOAD_HEIC_UNSUPPORTED', message: expect.stringContaining('HEIC') });

    const png = await pngImage();
    const truncated = await post('/api/upload/file/user', alice, {}, { filename: 'hong.png', contentType: 'image/png', body: png.subarray(0, 60) });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('UPLOAD_IMAGE_UNREADABLE');
    expect(await fileCount()).toBe(before);
  });

  it('refuses an image over 10 MB and a PDF over 5 MB with 413', async () => {
    const before = await fileCount();
    const huge = Buffer.concat([await pngImage(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const image = await post('/api/upload/file/user', alice, {}, { filename: 'lon.png', contentType: 'image/png', body: huge });
    expect(image.statusCode).toBe(413);
    expect(image.json()).toEqual({ success: false, request_id: expect.any(String), code: 'UPLOAD_TOO_LARGE', message: 'Tệp quá lớn. Ảnh tối đa 10 MB, tệp PDF tối đa 5 MB.' });

    const bigPdf = await post('/api/upload/file/user', alice, {}, { filename: 'lon.pdf', contentType: 'application/pdf', body: pdfDocument(5 * 1024 * 1024) });
    expect(bigPdf.statusCode).toBe(413);
    expect(bigPdf.json().code).toBe('UPLOAD_TOO_LARGE');
    expect(await fileCount()).toBe(before);
  });

  it('asks for a file when there is none, for login, and for a known folder', async () => {
    const none = await post('/api/upload/file/user', alice, { folder: 'user' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('UPLOAD_FILE_REQUIRED');

    const json = await ctx.app.inject({ method: 'POST', url: '/api/upload/file/user', headers: bearer(alice), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('UPLOAD_FILE_REQUIRED');

    const guest = await post('/api/upload/file/user', null, {}, { filename: 'a.png', contentType: 'image/png', body: await pngImage() });
    expect(guest.statusCode).toBe(401);

    const folder = await post('/api/upload/file/user', alice, { folder: '../../etc' }, { filename: 'a.png', contentType: 'image/png', body: await pngImage() });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().code).toBe('UPLOAD_FOLDER_INVALID');
  });

  it('refuses a second file in the same request', async () => {
    const png = await pngImage();
    const boundary = 'xYz123';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(part('a')), png, Buffer.from('\r\n'), Buffer.from(part('b')), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/file/user',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(alice) },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/file-manager/upload-single and upload-file', () => {
  it('stores into the folder of the query; avatar is public and takes only images', async () => {
    const avatar = await post('/api/file-manager/upload-single?folder=avatar', alice, {}, { filename: 'me.png', contentType: 'image/png', body: await pngImage(300, 300) });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.json().data).toMatchObject({ folder: 'avatar', visibility: 'public' });
    const guest = await ctx.app.inject({ method: 'GET', url: avatar.json().data.url });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toMatch(/^public/);

    const pdfAvatar = await post('/api/file-manager/upload-single?folder=avatar', alice, {}, { filename: 'cv.pdf', contentType: 'application/pdf', body: pdfDocument() });
    expect(pdfAvatar.statusCode).toBe(415);
    expect(pdfAvatar.json().code).toBe('UPLOAD_IMAGE_REQUIRED');

    const badFolder = await post('/api/file-manager/upload-single?folder=secret', alice, {}, { filename: 'a.png', contentType: 'image/png', body: await pngImage() });
    expect(badFolder.statusCode).toBe(400);
    expect(badFolder.json().message).toBe('Thư mục lưu tệp không hợp lệ.');
  });

  it('keeps file_name and description; type=image refuses a PDF', async () => {
    const response = await post(
      '/api/file-manager/upload-file',
      alice,
      { file_name: 'Biên lai chuyển khoản', description: 'Tháng 3', type: 'document', folder: 'document' },
      { filename: 'bien-lai.pdf', contentType: 'application/pdf', body: pdfDocument() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ file_name: 'Biên lai chuyển khoản', description: 'Tháng 3', folder: 'document', kind: 'document' });

    const wrongKind = await post('/api/file-manager/upload-file', alice, { type: 'image' }, { filename: 'x.pdf', contentType: 'application/pdf', body: pdfDocument() });
    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json().code).toBe('UPLOAD_IMAGE_REQUIRED');

    const badType = await post('/api/file-manager/upload-file', alice, { type: 'video' }, { filename: 'x.png', contentType: 'image/png', body: await pngImage() });
    expect(badType.statusCode).toBe(400);
  });
});

describe('GET /api/files/{id}', () => {
  it('serves a private file to its owner and admins only; others get 404, guests 401', async () => {
    const upload = await post('/api/upload/file/user', alice, {}, { filename: 'rieng.png', contentType: 'image/png', body: await pngImage() });
    const url = upload.json().data.url as string;
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(alice) })).statusCode).toBe(200);

    const other = await ctx.app.inject({ method: 'GET', url, headers: bearer(bob) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, request_id: expect.any(String), code: 'FILE_NOT_FOUND', message: 'Không tìm thấy tệp.' });

    const guest = await ctx.app.inject({ method: 'GET', url });
    expect(guest.statusCode).toBe(401);

    const admin = await adminToken(ctx.app, ctx.database);
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).statusCode).toBe(200);

    // The login cookie works as well (what <img src> sends).
    const cookie = await ctx.app.inject({ method: 'GET', url, cookies: { kaimono_token: alice } });
    expect(cookie.statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(alice) });
      expect(response.statusCode).toBe(404);
    }
  });
});
