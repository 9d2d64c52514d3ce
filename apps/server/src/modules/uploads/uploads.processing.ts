import { createHash } from 'node:crypto';
import path from 'node:path';
// sharp and file-type are loaded by the first upload, not at start-up (ADR 0012).
import { UPLOAD_LIMITS } from '@kaimono/contracts';
import { AppError } from '../../platform/errors.ts';

export type UploadKind = 'image' | 'document';

/** Image types we accept (by their content); HEIC only when this build of sharp can decode it. */
const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif']);
const DOCUMENT_MIMES = new Set(['application/pdf']);
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'jfif', 'png', 'webp', 'gif', 'avif', 'heic', 'heif']);
const DOCUMENT_EXTENSIONS = new Set(['pdf']);

/** Pixel-bomb guard: no decoded image larger than this many pixels (≈ 8000 × 6000). */
const MAX_INPUT_PIXELS = 48_000_000;
const WEBP_QUALITY = 82;

export interface DeclaredFile {
  filename: string | undefined;
  mimetype: string | undefined;
}

export interface ProcessedFile {
  kind: UploadKind;
  mime: string;
  ext: string;
  body: Buffer;
  width: number | null;
  height: number | null;
  sha256: string;
}

function declaredKind(declared: DeclaredFile): UploadKind | null {
  const ext = path.extname(declared.filename ?? '').slice(1).toLowerCase();
  const mime = (declared.mimetype ?? '').toLowerCase();
  if (IMAGE_EXTENSIONS.has(ext) || IMAGE_MIMES.has(mime) || mime === 'image/jpg') return 'image';
  if (DOCUMENT_EXTENSIONS.has(ext) || DOCUMENT_MIMES.has(mime)) return 'document';
  return null;
}

function extensionKind(filename: string | undefined): UploadKind | null {
  const ext = path.extname(filename ?? '').slice(1).toLowerCase();
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  if (DOCUMENT_EXTENSIONS.has(ext)) return 'document';
  return null;
}

/**
 * Decides what a file really is from its bytes (magic numbers), never from its name or the
 * browser's content type:
 * - not an image or PDF → 415 (UPLOAD_TYPE_MISMATCH when it pretends to be one, e.g. a program
 *   renamed .jpg; else UPLOAD_TYPE_NOT_ALLOWED);
 * - named as the other kind (a PDF called .jpg) → 415 UPLOAD_TYPE_MISMATCH;
 * - over the size limit of its kind → 413.
 */
export async function detectUpload(body: Buffer, declared: DeclaredFile): Promise<{ kind: UploadKind; mime: string }> {
  if (body.length === 0) throw new AppError(400, 'UPLOAD_FILE_REQUIRED');
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(body);
  const kind: UploadKind | null = detected
    ? IMAGE_MIMES.has(detected.mime)
      ? 'image'
      : DOCUMENT_MIMES.has(detected.mime)
        ? 'document'
        : null
    : null;
  if (!detected || !kind) {
    throw new AppError(415, declaredKind(declared) ? 'UPLOAD_TYPE_MISMATCH' : 'UPLOAD_TYPE_NOT_ALLOWED');
  }
  const byName = extensionKind(declared.filename);
  if (byName && byName !== kind) throw new AppError(415, 'UPLOAD_TYPE_MISMATCH');
  const limit = kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.pdfBytes;
  if (body.length > limit) throw new AppError(413, 'UPLOAD_TOO_LARGE');
  return { kind, mime: detected.mime };
}

function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Images are decoded and written again as WebP: turned upright by their EXIF orientation, at most
 * 2048 px on the longer side, without any metadata (EXIF, GPS, camera) — sharp writes none unless
 * asked. Animated GIFs stay animated. PDFs are stored as they are.
 */
export async function processUpload(body: Buffer, declared: DeclaredFile, expected?: UploadKind): Promise<ProcessedFile> {
  const { kind, mime } = await detectUpload(body, declared);
  if (expected === 'image' && kind !== 'image') throw new AppError(415, 'UPLOAD_IMAGE_REQUIRED');
  if (expected === 'document' && kind !== 'document') throw new AppError(415, 'UPLOAD_TYPE_MISMATCH');
  if (kind === 'document') {
    return { kind, mime, ext: 'pdf', body, width: null, height: null, sha256: sha256(body) };
  }

  const animated = mime === 'image/gif' || mime === 'image/webp';
  const { default: sharp } = await import('sharp');
  try {
    let pipeline = sharp(body, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await pipeline.metadata();
    const multiPage = (meta.pages ?? 1) > 1;
    // EXIF orientation applies to still photos; animations have none.
    if (!multiPage) pipeline = pipeline.rotate();
    const max = UPLOAD_LIMITS.imageMaxSide;
    const out = await pipeline
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const height = multiPage ? (out.info.pageHeight ?? out.info.height) : out.info.height;
    return { kind, mime: 'image/webp', ext: 'webp', body: out.data, width: out.info.width, height, sha256: sha256(out.data) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (mime === 'image/heic' || mime === 'image/heif') throw new AppError(415, 'UPLOAD_HEIC_UNSUPPORTED');
    throw new AppError(400, 'UPLOAD_IMAGE_UNREADABLE');
  }
}
