// Listing images drawn locally: a small deterministic SVG per (site, code, n). No network, no
// external fonts (generic font families only). Our server serves them at
// `/sandbox-images/<site>/<encodeURIComponent(code)>/<n>.svg`.

import { hash32, Rng } from './rng.ts';
import { escapeHtml } from './html.ts';

const SITE_BADGE: Readonly<Record<string, string>> = {
  auction: 'ヤフオク!',
  shopping: 'Yahoo!ショッピング',
  mercari: 'メルカリ',
  rakuten: '楽天市場',
  paypay: 'Yahoo!フリマ',
  'suruga-ya': '駿河屋',
};

/** The path our server serves an image at (the wire formats carry `imageBaseUrl` + this). */
export function imagePath(site: string, code: string, n: number): string {
  return `/sandbox-images/${site}/${encodeURIComponent(code)}/${n}.svg`;
}

/**
 * An SVG picture for image `n` (1-based) of a listing. `label` is a short caption (the sandbox
 * passes the product family, e.g. フィギュア); it defaults to the code.
 */
export function renderImage(site: string, code: string, n: number, label?: string): string {
  const rng = Rng.of('image', site, code, n);
  const hue = hash32(site, code) % 360;
  const hue2 = (hue + 40 + rng.int(0, 200)) % 360;
  const bg = `hsl(${hue},55%,${rng.int(82, 92)}%)`;
  const fg = `hsl(${hue2},60%,${rng.int(38, 55)}%)`;
  const accent = `hsl(${(hue2 + 150) % 360},70%,60%)`;
  const shapes: string[] = [];
  const count = rng.int(3, 6);
  for (let i = 0; i < count; i += 1) {
    const x = rng.int(40, 360);
    const y = rng.int(50, 300);
    const s = rng.int(30, 110);
    const fill = i % 2 === 0 ? fg : accent;
    const opacity = (0.45 + rng.next() * 0.5).toFixed(2);
    switch (rng.int(0, 2)) {
      case 0:
        shapes.push(`<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${fill}" fill-opacity="${opacity}"/>`);
        break;
      case 1:
        shapes.push(`<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${Math.round(s * 0.7)}" rx="8" fill="${fill}" fill-opacity="${opacity}"/>`);
        break;
      default:
        shapes.push(`<polygon points="${x},${y - s / 2} ${x + s / 2},${y + s / 2} ${x - s / 2},${y + s / 2}" fill="${fill}" fill-opacity="${opacity}"/>`);
    }
  }
  const caption = escapeHtml((label ?? code).slice(0, 16));
  const badge = escapeHtml(SITE_BADGE[site] ?? site);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${caption}">` +
    `<rect width="400" height="400" fill="${bg}"/>` +
    shapes.join('') +
    `<rect x="0" y="330" width="400" height="70" fill="#ffffff" fill-opacity="0.82"/>` +
    `<text x="20" y="362" font-family="sans-serif" font-size="26" font-weight="bold" fill="#222">${caption}</text>` +
    `<text x="20" y="388" font-family="sans-serif" font-size="15" fill="#555">${badge} · ${n}</text>` +
    `</svg>`
  );
}
