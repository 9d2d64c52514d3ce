import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { coverSlugs, coverSvg } from '../modules/content/index.ts';

/**
 * Draws the seeded articles' covers (content.covers.ts) into apps/server/assets/news/<slug>.webp.
 * Run after changing a drawing: `npm run draw:news-covers -w @kaimono/server`; the files are checked in.
 */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/news');
mkdirSync(outDir, { recursive: true });
for (const slug of coverSlugs()) {
  const webp = await sharp(Buffer.from(coverSvg(slug))).webp({ quality: 78 }).toBuffer();
  writeFileSync(path.join(outDir, `${slug}.webp`), webp);
  console.log(`${slug}.webp ${webp.length} bytes`);
}
