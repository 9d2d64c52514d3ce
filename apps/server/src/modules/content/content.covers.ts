import { seedArticles } from '@kaimono/i18n';

/**
 * Cover pictures of the seeded articles: flat illustrations drawn as SVG here and written once as
 * small WebP files by `npm run draw:news-covers -w @kaimono/server` (sharp), checked in under
 * apps/server/assets/news/ and served by the content module at /media/news/<slug>.webp. No
 * external images: a fresh installation shows them offline.
 */

type Motif = 'gavel' | 'clock' | 'bag' | 'coins' | 'controller' | 'tag' | 'receipt' | 'plane' | 'shield' | 'magnifier' | 'shirt' | 'qr' | 'calendar' | 'camera' | 'boxes' | 'cart';

const MOTIFS: Readonly<Record<string, { motif: Motif; hue: number }>> = {
  'dau-gia-yahoo-auctions-cach-hoat-dong-va-buoc-gia': { motif: 'gavel', hue: 4 },
  'dat-gia-phut-chot-snipe-la-gi': { motif: 'clock', hue: 24 },
  'meo-mua-hang-mercari-va-tinh-trang-san-pham': { motif: 'bag', hue: 350 },
  'diem-rakuten-va-quy-dinh-cua-shop': { motif: 'coins', hue: 340 },
  'suruga-ya-cho-nguoi-suu-tam-anime-game': { motif: 'controller', hue: 222 },
  'mua-hang-yahoo-furima-paypay-flea-market': { motif: 'tag', hue: 0 },
  'cach-tinh-tong-chi-phi-hang-nhat-ve-viet-nam': { motif: 'receipt', hue: 150 },
  'nen-chon-duong-bay-duong-bien-hay-ems': { motif: 'plane', hue: 200 },
  'hai-quan-va-hang-cam-nhap-khau-vao-viet-nam': { motif: 'shield', hue: 215 },
  'cach-tranh-mua-phai-hang-gia-tu-nhat': { motif: 'magnifier', hue: 265 },
  'quy-doi-size-quan-ao-giay-nhat-ban': { motif: 'shirt', hue: 185 },
  'nap-tien-vi-kaimono-bang-vietqr': { motif: 'qr', hue: 160 },
  'lich-sale-lon-tai-nhat-ban': { motif: 'calendar', hue: 330 },
  'dich-vu-chup-anh-va-kiem-hang-tai-kho-nhat': { motif: 'camera', hue: 250 },
  'gom-kien-tai-kho-nhat-de-tiet-kiem-cuoc': { motif: 'boxes', hue: 32 },
  'mua-hang-tren-yahoo-shopping': { motif: 'cart', hue: 12 },
};

export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 450;

/** The URL a seeded article's cover is served at (null for an article without one). */
export function seededCoverUrl(slug: string): string | null {
  return MOTIFS[slug] ? `/media/news/${slug}.webp` : null;
}

/** Slugs of the seeded articles that have a drawn cover. */
export function coverSlugs(): string[] {
  return seedArticles.map((a) => a.slug).filter((slug) => MOTIFS[slug]);
}

const INK = '#1f2937';

function motifSvg(motif: Motif, accent: string, soft: string): string {
  const w = '#ffffff';
  switch (motif) {
    case 'gavel':
      return `<g transform="rotate(-35 400 225)"><rect x="300" y="130" width="200" height="80" rx="18" fill="${accent}"/><rect x="280" y="120" width="34" height="100" rx="10" fill="${INK}"/><rect x="486" y="120" width="34" height="100" rx="10" fill="${INK}"/><rect x="385" y="205" width="30" height="180" rx="12" fill="#92400e"/></g><rect x="470" y="330" width="190" height="40" rx="10" fill="${INK}"/><rect x="490" y="305" width="150" height="30" rx="8" fill="#92400e"/>`;
    case 'clock':
      return `<circle cx="400" cy="235" r="135" fill="${w}" stroke="${INK}" stroke-width="16"/><rect x="380" y="70" width="40" height="34" rx="6" fill="${INK}"/><rect x="392" y="96" width="16" height="18" fill="${INK}"/><line x1="400" y1="235" x2="400" y2="140" stroke="${INK}" stroke-width="14" stroke-linecap="round"/><line x1="400" y1="235" x2="470" y2="270" stroke="${accent}" stroke-width="12" stroke-linecap="round"/><circle cx="400" cy="235" r="14" fill="${accent}"/><path d="M400 100 A135 135 0 0 1 535 235 L400 235 Z" fill="${accent}" fill-opacity="0.25"/>`;
    case 'bag':
      return `<path d="M340 160 Q340 90 400 90 Q460 90 460 160" fill="none" stroke="${INK}" stroke-width="16"/><rect x="280" y="150" width="240" height="230" rx="26" fill="${accent}"/><rect x="280" y="150" width="240" height="40" rx="20" fill="${INK}" fill-opacity="0.15"/><circle cx="345" cy="180" r="10" fill="${w}"/><circle cx="455" cy="180" r="10" fill="${w}"/><g transform="rotate(12 520 300)"><rect x="470" y="250" width="120" height="70" rx="12" fill="${w}" stroke="${INK}" stroke-width="6"/><circle cx="492" cy="285" r="9" fill="${INK}"/><rect x="512" y="272" width="60" height="10" rx="5" fill="${soft}"/><rect x="512" y="290" width="44" height="10" rx="5" fill="${soft}"/></g>`;
    case 'coins':
      return [0, 1, 2, 3, 4]
        .map((i) => `<ellipse cx="360" cy="${350 - i * 34}" rx="110" ry="32" fill="${i % 2 ? '#f59e0b' : '#fbbf24'}" stroke="#b45309" stroke-width="6"/>`)
        .join('') + `<circle cx="510" cy="200" r="84" fill="#fbbf24" stroke="#b45309" stroke-width="8"/><text x="510" y="232" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="92" fill="#b45309">P</text>`;
    case 'controller':
      return `<path d="M250 200 Q250 140 320 140 L480 140 Q550 140 550 200 L590 330 Q600 380 550 380 Q520 380 490 330 L310 330 Q280 380 250 380 Q200 380 210 330 Z" fill="${INK}"/><rect x="292" y="205" width="80" height="24" rx="6" fill="${w}"/><rect x="320" y="177" width="24" height="80" rx="6" fill="${w}"/><circle cx="470" cy="195" r="16" fill="${accent}"/><circle cx="505" cy="228" r="16" fill="#facc15"/><circle cx="435" cy="228" r="16" fill="#22c55e"/><circle cx="470" cy="260" r="16" fill="#38bdf8"/>`;
    case 'tag':
      return `<g transform="rotate(-18 400 225)"><path d="M260 150 L470 150 L560 225 L470 300 L260 300 Z" fill="${accent}"/><circle cx="480" cy="225" r="18" fill="${w}"/><rect x="290" y="190" width="130" height="22" rx="11" fill="${w}" fill-opacity="0.9"/><rect x="290" y="235" width="90" height="22" rx="11" fill="${w}" fill-opacity="0.7"/></g><path d="M480 225 Q560 120 640 140" fill="none" stroke="${INK}" stroke-width="6" transform="rotate(-18 400 225)"/>`;
    case 'receipt':
      return `<path d="M300 70 L500 70 L500 390 L475 370 L450 390 L425 370 L400 390 L375 370 L350 390 L325 370 L300 390 Z" fill="${w}" stroke="${INK}" stroke-width="6"/>${[0, 1, 2, 3, 4]
        .map((i) => `<rect x="330" y="${110 + i * 40}" width="${i === 4 ? 140 : 90 + (i % 2) * 30}" height="16" rx="8" fill="${i === 4 ? accent : soft}"/>`)
        .join('')}<rect x="520" y="170" width="130" height="180" rx="16" fill="${INK}"/><rect x="536" y="186" width="98" height="40" rx="6" fill="#86efac"/>${[0, 1, 2]
        .map((r) => [0, 1, 2].map((c) => `<rect x="${538 + c * 33}" y="${240 + r * 34}" width="26" height="26" rx="5" fill="${w}"/>`).join(''))
        .join('')}`;
    case 'plane':
      return `<path d="M190 330 Q400 250 640 150" fill="none" stroke="${w}" stroke-width="6" stroke-dasharray="18 14"/><g transform="rotate(-22 420 220)"><rect x="250" y="195" width="340" height="54" rx="27" fill="${w}"/><path d="M400 200 L340 90 L380 90 L470 200 Z" fill="${accent}"/><path d="M400 245 L340 355 L380 355 L470 245 Z" fill="${accent}"/><path d="M270 205 L240 150 L270 150 L305 205 Z" fill="${accent}"/><circle cx="550" cy="222" r="10" fill="${INK}"/><circle cx="515" cy="222" r="10" fill="${INK}"/><circle cx="480" cy="222" r="10" fill="${INK}"/></g><path d="M120 390 Q200 360 280 390 T440 390 T600 390 T760 390" fill="none" stroke="${w}" stroke-width="8" stroke-opacity="0.7"/>`;
    case 'shield':
      return `<path d="M400 70 L540 120 L540 230 Q540 340 400 390 Q260 340 260 230 L260 120 Z" fill="${accent}"/><path d="M400 100 L515 140 L515 230 Q515 320 400 362 Z" fill="${w}" fill-opacity="0.18"/><path d="M335 230 L385 280 L475 180" fill="none" stroke="${w}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'magnifier':
      return `<rect x="250" y="120" width="190" height="240" rx="18" fill="${w}"/><rect x="275" y="150" width="140" height="110" rx="10" fill="${soft}"/><rect x="275" y="280" width="120" height="16" rx="8" fill="${soft}"/><rect x="275" y="310" width="80" height="16" rx="8" fill="${soft}"/><circle cx="450" cy="210" r="90" fill="${w}" fill-opacity="0.35" stroke="${INK}" stroke-width="20"/><line x1="515" y1="275" x2="600" y2="360" stroke="${INK}" stroke-width="34" stroke-linecap="round"/><path d="M410 210 L440 240 L495 180" fill="none" stroke="#16a34a" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'shirt':
      return `<path d="M330 90 Q400 130 470 90 L570 140 L530 220 L490 200 L490 380 L310 380 L310 200 L270 220 L230 140 Z" fill="${accent}"/><path d="M360 96 Q400 150 440 96" fill="none" stroke="${w}" stroke-width="8"/><rect x="560" y="250" width="150" height="60" rx="10" fill="#fde68a" stroke="#b45309" stroke-width="5"/>${[0, 1, 2, 3, 4, 5, 6]
        .map((i) => `<line x1="${578 + i * 19}" y1="250" x2="${578 + i * 19}" y2="${i % 2 ? 272 : 284}" stroke="#b45309" stroke-width="4"/>`)
        .join('')}`;
    case 'qr': {
      const cells: string[] = [];
      const pattern = [0b1110111, 0b1010101, 0b0111010, 0b1101101, 0b0010110, 0b1011011, 0b0110101];
      pattern.forEach((row, r) => {
        for (let c = 0; c < 7; c += 1) if (row & (1 << c)) cells.push(`<rect x="${348 + c * 15}" y="${178 + r * 15}" width="13" height="13" fill="${INK}"/>`);
      });
      const finder = (x: number, y: number) => `<rect x="${x}" y="${y}" width="56" height="56" fill="${INK}"/><rect x="${x + 9}" y="${y + 9}" width="38" height="38" fill="${w}"/><rect x="${x + 18}" y="${y + 18}" width="20" height="20" fill="${INK}"/>`;
      return `<rect x="290" y="60" width="220" height="340" rx="30" fill="${INK}"/><rect x="305" y="90" width="190" height="280" rx="10" fill="${w}"/>${finder(318, 104)}${finder(426, 104)}${finder(318, 296)}${cells.join('')}<circle cx="550" cy="130" r="46" fill="${accent}"/><text x="550" y="146" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="48" fill="${w}">₫</text>`;
    }
    case 'calendar':
      return `<rect x="260" y="100" width="280" height="270" rx="22" fill="${w}"/><rect x="260" y="100" width="280" height="70" rx="22" fill="${accent}"/><rect x="260" y="140" width="280" height="30" fill="${accent}"/><rect x="315" y="78" width="18" height="50" rx="9" fill="${INK}"/><rect x="467" y="78" width="18" height="50" rx="9" fill="${INK}"/>${[0, 1, 2]
        .map((r) => [0, 1, 2, 3, 4].map((c) => `<rect x="${285 + c * 48}" y="${195 + r * 52}" width="34" height="34" rx="6" fill="${r === 1 && c === 3 ? accent : soft}"/>`).join(''))
        .join('')}<circle cx="560" cy="330" r="62" fill="#facc15"/><text x="560" y="352" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="58" fill="${INK}">%</text>`;
    case 'camera':
      return `<rect x="240" y="150" width="320" height="210" rx="28" fill="${INK}"/><rect x="300" y="118" width="100" height="44" rx="10" fill="${INK}"/><circle cx="400" cy="255" r="82" fill="${w}"/><circle cx="400" cy="255" r="62" fill="${accent}"/><circle cx="400" cy="255" r="30" fill="${INK}"/><circle cx="385" cy="240" r="10" fill="${w}" fill-opacity="0.8"/><rect x="500" y="175" width="36" height="20" rx="5" fill="#facc15"/>`;
    case 'boxes':
      return `<rect x="230" y="250" width="160" height="130" rx="8" fill="#d6a15f" stroke="#92400e" stroke-width="6"/><rect x="410" y="250" width="160" height="130" rx="8" fill="#e0b277" stroke="#92400e" stroke-width="6"/><rect x="320" y="120" width="160" height="130" rx="8" fill="#c98f4c" stroke="#92400e" stroke-width="6"/><rect x="300" y="250" width="20" height="130" fill="${accent}"/><rect x="480" y="250" width="20" height="130" fill="${accent}"/><rect x="390" y="120" width="20" height="130" fill="${accent}"/><path d="M600 200 L660 200 L660 180 L700 215 L660 250 L660 230 L600 230 Z" fill="${w}"/>`;
    case 'cart':
      return `<path d="M200 120 L260 120 L310 310 L540 310 L580 170 L280 170" fill="none" stroke="${INK}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/><rect x="300" y="185" width="90" height="80" rx="8" fill="${accent}"/><rect x="400" y="165" width="70" height="100" rx="8" fill="#facc15"/><rect x="480" y="195" width="70" height="70" rx="8" fill="${w}"/><circle cx="330" cy="355" r="26" fill="${INK}"/><circle cx="515" cy="355" r="26" fill="${INK}"/>`;
  }
}

/** The SVG of one article's cover (800×450). */
export function coverSvg(slug: string): string {
  const spec = MOTIFS[slug];
  if (!spec) throw new Error(`no cover motif for ${slug}`);
  const { hue, motif } = spec;
  const top = `hsl(${hue},75%,88%)`;
  const bottom = `hsl(${(hue + 30) % 360},70%,72%)`;
  const accent = `hsl(${hue},72%,48%)`;
  const soft = `hsl(${hue},40%,85%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 800 450">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="800" height="450" fill="url(#g)"/>` +
    `<circle cx="90" cy="80" r="120" fill="#ffffff" fill-opacity="0.25"/><circle cx="720" cy="400" r="160" fill="#ffffff" fill-opacity="0.18"/>` +
    `<circle cx="700" cy="70" r="36" fill="${accent}" fill-opacity="0.25"/><circle cx="120" cy="380" r="22" fill="${accent}" fill-opacity="0.3"/>` +
    `<ellipse cx="400" cy="400" rx="230" ry="22" fill="#000000" fill-opacity="0.08"/>` +
    motifSvg(motif, accent, soft) +
    `</svg>`
  );
}
