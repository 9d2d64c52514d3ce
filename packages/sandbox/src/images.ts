// Listing images drawn locally: a small deterministic SVG per (site, code, n). No network, no
// external fonts (generic font families only). Our server serves them at
// `/sandbox-images/<site>/<encodeURIComponent(code)>/<n>.svg`.

import { hash32, Rng } from './rng.ts';
import { escapeHtml } from './html.ts';
import { drawProduct } from './product-art.ts';
import type { GenreKey } from './vocabulary.ts';

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
 * An SVG picture for image `n` (1-based) of a listing. With the listing's product family (`genre`)
 * it is a studio-style picture of such a product in the listing's own colour (image 2 closer, 3
 * farther, later ones turned a little); without one, abstract shapes. `label` names the picture
 * (the sandbox passes the family's Japanese name, e.g. フィギュア); it defaults to the code.
 */
export function renderImage(site: string, code: string, n: number, label?: string, genre?: GenreKey): string {
  if (genre) return renderProductImage(site, code, n, label ?? code, genre);
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

function renderProductImage(site: string, code: string, n: number, label: string, genre: GenreKey): string {
  const rng = Rng.of('product-image', site, code);
  const hue = hash32(site, code, 'colour') % 360;
  const saturation = rng.int(35, 75);
  const colours = {
    main: `hsl(${hue},${saturation}%,${rng.int(42, 58)}%)`,
    dark: `hsl(${hue},${saturation}%,${rng.int(22, 32)}%)`,
    accent: `hsl(${(hue + 150 + rng.int(0, 60)) % 360},70%,55%)`,
    light: `hsl(${hue},60%,90%)`,
  };
  const backdrop = [`hsl(${(hue + 180) % 360},25%,97%)`, `hsl(${(hue + 180) % 360},18%,88%)`];
  const view =
    n === 1 ? '' : n === 2 ? 'translate(200 195) scale(1.3) translate(-200 -195)' : n === 3 ? 'translate(200 195) scale(0.8) translate(-200 -195)' : `rotate(${n % 2 ? -8 : 8} 200 195)`;
  const caption = escapeHtml(label.slice(0, 16));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${caption}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#b)"/><ellipse cx="200" cy="352" rx="150" ry="16" fill="#000" fill-opacity="0.08"/>` +
    `<g${view ? ` transform="${view}"` : ''}>${drawProduct(genre, colours)}</g>` +
    `</svg>`
  );
}
