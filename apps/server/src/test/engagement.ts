import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createAdmin } from '../modules/account/index.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { uniquePhone } from './harness.ts';

/** Helpers for the notifications, complaints and uploads suites. */

/** The test configuration with uploads in a fresh temporary directory (remove it with cleanup()). */
export function configWithUploadDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kaimono-uploads-'));
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: dir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SANDBOX_ITEMS_PER_SITE: '500',
  });
  return { config, dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function loginToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { access: { token: string } }).access.token;
}

/** A new admin (through the account module, as the CLI does) and its token. */
export async function adminToken(app: FastifyInstance, database: Database): Promise<{ token: string; id: string; phone: string }> {
  const phone = uniquePhone();
  const admin = await createAdmin(database.db, phone, 'Nui-Phu-Si-2026!');
  return { token: await loginToken(app, phone, 'Nui-Phu-Si-2026!'), id: admin.id, phone };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface MultipartFile {
  field?: string;
  filename: string;
  contentType: string;
  body: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----kaimono${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG (a coloured gradient-free rectangle) of the given size. */
export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera, GPS-like comment) and an orientation that turns it upright. */
export async function jpegWithExif(width: number, height: number, orientation: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation, exif: { IFD0: { Make: 'KaimonoCam', Model: 'Test 1' } } })
    .toBuffer();
}

/** A minimal valid PDF. */
export function pdfDocument(padBytes = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([Buffer.from(body), Buffer.alloc(padBytes, 0x20)]);
}

/** The start of a Windows program ("MZ" header), as a renamed .exe would be. */
export function windowsProgram(): Buffer {
  const header = Buffer.alloc(512, 0);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  header.write('PE\0\0', 0x80, 'latin1');
  return header;
}

export async function uploadImage(app: FastifyInstance, token: string, options: { folder?: string; filename?: string } = {}) {
  const form = multipart(options.folder ? { folder: options.folder } : {}, { filename: options.filename ?? 'anh.png', contentType: 'image/png', body: await pngImage() });
  const response = await app.inject({ method: 'POST', url: '/api/upload/file/user', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: string; url: string } }).data;
}
