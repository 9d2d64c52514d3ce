// Product drawings for the sandbox's listing images: one flat "studio photo" per product family
// (genre), coloured per listing, so a grid of sandbox listings reads like a shop's (a watch looks
// like a watch) instead of abstract shapes. Drawn in a 400×400 box around (200, 195).

import type { GenreKey } from './vocabulary.ts';

export interface ArtColours {
  /** The product's main colour. */
  main: string;
  /** A darker shade of it. */
  dark: string;
  /** A second colour (details, artwork). */
  accent: string;
  /** A light tint (highlights, pages). */
  light: string;
}

const INK = '#22252b';
const METAL = '#c9ced6';
const WHITE = '#fbfbfc';

type Draw = (c: ArtColours) => string;

const lines = (x: number, y: number, widths: number[], gap: number, fill: string, h = 8): string =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`).join('');

const drawings: Record<GenreKey, Draw> = {
  watch: (c) =>
    `<rect x="168" y="40" width="64" height="110" rx="14" fill="${c.dark}"/><rect x="168" y="240" width="64" height="120" rx="14" fill="${c.dark}"/>` +
    `<rect x="176" y="300" width="48" height="10" rx="4" fill="${INK}" fill-opacity="0.35"/><rect x="176" y="322" width="48" height="10" rx="4" fill="${INK}" fill-opacity="0.35"/>` +
    `<circle cx="200" cy="195" r="86" fill="${METAL}"/><circle cx="200" cy="195" r="74" fill="${c.main}"/><circle cx="200" cy="195" r="64" fill="${c.light}"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="${(200 + Math.sin(a) * 54).toFixed(1)}" y1="${(195 - Math.cos(a) * 54).toFixed(1)}" x2="${(200 + Math.sin(a) * 62).toFixed(1)}" y2="${(195 - Math.cos(a) * 62).toFixed(1)}" stroke="${INK}" stroke-width="${i % 3 === 0 ? 5 : 2.5}"/>`;
    }).join('') +
    `<line x1="200" y1="195" x2="200" y2="150" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><line x1="200" y1="195" x2="236" y2="212" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    `<line x1="200" y1="195" x2="170" y2="240" stroke="${c.accent}" stroke-width="2"/><circle cx="200" cy="195" r="6" fill="${INK}"/><rect x="284" y="184" width="16" height="22" rx="4" fill="${METAL}"/>`,
  bag: (c) =>
    `<path d="M140 150 Q140 70 200 70 Q260 70 260 150" fill="none" stroke="${c.dark}" stroke-width="14"/>` +
    `<path d="M92 150 L308 150 L330 330 Q330 345 315 345 L85 345 Q70 345 70 330 Z" fill="${c.main}"/>` +
    `<path d="M92 150 L308 150 L300 215 Q200 240 100 215 Z" fill="${c.dark}"/>` +
    `<rect x="184" y="205" width="32" height="26" rx="6" fill="${METAL}" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M85 345 L315 345" stroke="${c.dark}" stroke-width="6"/><circle cx="140" cy="150" r="8" fill="${METAL}"/><circle cx="260" cy="150" r="8" fill="${METAL}"/>`,
  shoes: (c) =>
    `<path d="M50 280 L50 235 Q52 200 90 195 L160 180 Q190 175 210 200 L240 228 Q300 240 345 255 Q365 262 362 285 L362 292 L50 292 Z" fill="${c.main}"/>` +
    `<path d="M44 288 L368 288 Q370 312 350 314 L60 314 Q42 312 44 288 Z" fill="${WHITE}" stroke="${METAL}" stroke-width="3"/>` +
    `<path d="M95 262 Q190 215 300 262" fill="none" stroke="${c.accent}" stroke-width="14" stroke-linecap="round"/>` +
    [0, 1, 2, 3].map((i) => `<line x1="${168 + i * 18}" y1="${192 + i * 9}" x2="${186 + i * 18}" y2="${214 + i * 9}" stroke="${WHITE}" stroke-width="5" stroke-linecap="round"/>`).join('') +
    `<path d="M50 240 Q70 230 90 236" fill="none" stroke="${c.dark}" stroke-width="6"/>`,
  fashion: (c) =>
    `<path d="M150 62 Q200 95 250 62 L338 108 L306 178 L272 160 L272 340 L128 340 L128 160 L94 178 L62 108 Z" fill="${c.main}"/>` +
    `<path d="M168 66 Q200 112 232 66" fill="none" stroke="${c.dark}" stroke-width="8"/>` +
    `<path d="M128 300 L272 300" stroke="${c.dark}" stroke-width="6"/><rect x="150" y="150" width="100" height="40" rx="6" fill="${c.accent}" fill-opacity="0.85"/>`,
  camera: (c) =>
    `<rect x="70" y="120" width="260" height="170" rx="20" fill="${INK}"/><rect x="108" y="92" width="80" height="38" rx="8" fill="${INK}"/>` +
    `<rect x="70" y="150" width="260" height="28" fill="${c.main}"/><circle cx="210" cy="212" r="70" fill="${METAL}"/><circle cx="210" cy="212" r="56" fill="${INK}"/>` +
    `<circle cx="210" cy="212" r="34" fill="${c.dark}"/><circle cx="196" cy="198" r="10" fill="${WHITE}" fill-opacity="0.7"/><rect x="280" y="132" width="32" height="14" rx="4" fill="${c.light}"/><circle cx="100" cy="140" r="8" fill="#e5484d"/>`,
  card: (c) =>
    `<g transform="rotate(-6 200 200)"><rect x="112" y="52" width="176" height="250" rx="12" fill="${c.accent}"/><rect x="122" y="62" width="156" height="230" rx="8" fill="${c.light}"/>` +
    `<rect x="132" y="90" width="136" height="100" rx="4" fill="${c.main}"/><circle cx="200" cy="145" r="34" fill="#fde047"/><circle cx="188" cy="138" r="5" fill="${INK}"/><circle cx="212" cy="138" r="5" fill="${INK}"/>` +
    lines(132, 70, [90], 0, INK, 10) + lines(132, 204, [136, 110, 124, 80], 18, c.dark, 7) + `</g>` +
    `<g transform="rotate(8 290 230)"><rect x="230" y="110" width="150" height="214" rx="10" fill="${c.dark}" fill-opacity="0.9"/><rect x="240" y="120" width="130" height="194" rx="6" fill="${c.light}" fill-opacity="0.5"/></g>`,
  figure: (c) =>
    `<rect x="90" y="50" width="220" height="300" rx="10" fill="${c.light}" stroke="${c.dark}" stroke-width="6"/><rect x="110" y="90" width="180" height="220" rx="6" fill="${WHITE}" fill-opacity="0.8"/>` +
    `<rect x="90" y="50" width="220" height="32" fill="${c.dark}"/><rect x="90" y="318" width="220" height="32" fill="${c.dark}"/>` +
    `<ellipse cx="200" cy="292" rx="54" ry="12" fill="${INK}" fill-opacity="0.3"/><path d="M172 290 L180 220 L220 220 L228 290 Z" fill="${c.main}"/>` +
    `<path d="M176 226 Q200 170 224 226 Z" fill="${c.accent}"/><circle cx="200" cy="168" r="30" fill="#fde2c8"/><path d="M166 168 Q170 122 200 124 Q236 124 236 170 Q220 150 200 152 Q180 150 166 168 Z" fill="${c.accent}"/>` +
    `<circle cx="190" cy="170" r="4" fill="${INK}"/><circle cx="210" cy="170" r="4" fill="${INK}"/>`,
  game: (c) =>
    `<rect x="110" y="45" width="180" height="290" rx="12" fill="${WHITE}" stroke="${METAL}" stroke-width="4"/><rect x="110" y="45" width="180" height="36" rx="12" fill="#e60012"/>` +
    `<rect x="110" y="68" width="180" height="13" fill="#e60012"/><rect x="124" y="94" width="152" height="170" rx="6" fill="${c.main}"/>` +
    `<path d="M124 230 L170 170 L210 215 L240 185 L276 230 L276 264 L124 264 Z" fill="${c.dark}"/><circle cx="240" cy="130" r="20" fill="#fde047"/>` +
    lines(124, 278, [110, 70], 18, INK, 9),
  book: (c) =>
    `<rect x="118" y="50" width="180" height="290" rx="4" fill="${c.main}"/><rect x="106" y="50" width="16" height="290" fill="${c.dark}"/>` +
    `<rect x="134" y="72" width="148" height="44" rx="4" fill="${WHITE}"/>` + lines(146, 84, [110, 70], 14, INK, 7) +
    `<circle cx="208" cy="210" r="58" fill="${c.light}"/><circle cx="208" cy="200" r="26" fill="#fde2c8"/><path d="M178 204 Q180 160 208 164 Q240 162 238 206 Q222 184 208 186 Q192 184 178 204 Z" fill="${INK}"/>` +
    `<rect x="134" y="300" width="60" height="20" rx="4" fill="${c.accent}"/><rect x="298" y="56" width="10" height="280" fill="${WHITE}" stroke="${METAL}" stroke-width="2"/>`,
  music: (c) =>
    `<circle cx="250" cy="195" r="110" fill="${METAL}"/><circle cx="250" cy="195" r="104" fill="${c.light}"/><circle cx="250" cy="195" r="30" fill="${WHITE}"/><circle cx="250" cy="195" r="12" fill="${METAL}"/>` +
    `<path d="M250 95 A100 100 0 0 1 345 170" fill="none" stroke="${WHITE}" stroke-width="10" stroke-opacity="0.7"/>` +
    `<rect x="60" y="85" width="220" height="220" rx="6" fill="${c.main}"/><rect x="60" y="85" width="16" height="220" fill="${c.dark}"/>` +
    `<circle cx="178" cy="180" r="50" fill="${c.accent}"/>` + lines(92, 262, [140, 96], 18, WHITE, 9),
  video: (c) =>
    `<rect x="110" y="40" width="190" height="300" rx="10" fill="#1c64f2"/><rect x="118" y="76" width="174" height="256" rx="4" fill="${c.main}"/>` +
    `<text x="205" y="66" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="bold" fill="${WHITE}">Blu-ray</text>` +
    `<circle cx="205" cy="180" r="56" fill="${c.light}"/><path d="M190 150 L232 180 L190 210 Z" fill="${c.dark}"/>` + lines(134, 266, [140, 100, 120], 18, WHITE, 8),
  cosmetics: (c) =>
    `<rect x="120" y="120" width="100" height="220" rx="16" fill="${c.main}"/><rect x="134" y="70" width="72" height="56" rx="8" fill="${c.dark}"/>` +
    `<rect x="134" y="190" width="72" height="80" rx="6" fill="${WHITE}" fill-opacity="0.85"/>` + lines(146, 206, [48, 36, 44], 16, c.dark, 7) +
    `<rect x="240" y="230" width="110" height="110" rx="18" fill="${c.light}" stroke="${c.main}" stroke-width="6"/><rect x="236" y="210" width="118" height="36" rx="10" fill="${c.accent}"/>` +
    `<path d="M130 132 L130 320" stroke="${WHITE}" stroke-width="8" stroke-opacity="0.45" stroke-linecap="round"/>`,
  food: (c) =>
    `<path d="M100 80 L300 80 L310 330 Q310 345 295 345 L105 345 Q90 345 90 330 Z" fill="${c.main}"/>` +
    `<path d="M100 80 ${Array.from({ length: 10 }, (_, i) => `L${110 + i * 20} ${i % 2 ? 80 : 64}`).join(' ')} L300 80 Z" fill="${c.dark}"/>` +
    `<circle cx="200" cy="200" r="70" fill="${WHITE}"/><circle cx="200" cy="200" r="56" fill="${c.accent}"/><circle cx="184" cy="186" r="14" fill="${c.light}"/>` +
    `<rect x="130" y="290" width="140" height="30" rx="6" fill="${WHITE}" fill-opacity="0.9"/>` + lines(142, 300, [116], 0, c.dark, 9),
  electronics: (c) =>
    `<path d="M110 210 Q110 80 200 80 Q290 80 290 210" fill="none" stroke="${c.dark}" stroke-width="20" stroke-linecap="round"/>` +
    `<rect x="82" y="190" width="70" height="120" rx="30" fill="${c.main}"/><rect x="248" y="190" width="70" height="120" rx="30" fill="${c.main}"/>` +
    `<rect x="96" y="206" width="42" height="88" rx="20" fill="${c.dark}"/><rect x="262" y="206" width="42" height="88" rx="20" fill="${c.dark}"/><circle cx="117" cy="250" r="8" fill="${c.accent}"/>`,
  toy: (c) =>
    `<circle cx="140" cy="105" r="36" fill="${c.main}"/><circle cx="260" cy="105" r="36" fill="${c.main}"/><circle cx="140" cy="105" r="18" fill="${c.light}"/><circle cx="260" cy="105" r="18" fill="${c.light}"/>` +
    `<ellipse cx="200" cy="280" rx="95" ry="75" fill="${c.main}"/><circle cx="200" cy="165" r="82" fill="${c.main}"/><ellipse cx="200" cy="195" rx="38" ry="28" fill="${c.light}"/>` +
    `<circle cx="170" cy="152" r="9" fill="${INK}"/><circle cx="230" cy="152" r="9" fill="${INK}"/><ellipse cx="200" cy="184" rx="12" ry="8" fill="${INK}"/>` +
    `<ellipse cx="200" cy="290" rx="48" ry="40" fill="${c.light}"/><path d="M160 236 L200 252 L240 236 L232 262 L200 256 L168 262 Z" fill="${c.accent}"/>`,
  outdoor: (c) =>
    `<path d="M200 70 L350 320 L50 320 Z" fill="${c.main}"/><path d="M200 70 L270 320 L130 320 Z" fill="${c.dark}"/><path d="M200 160 L236 320 L164 320 Z" fill="${INK}" fill-opacity="0.75"/>` +
    `<line x1="200" y1="50" x2="200" y2="80" stroke="${INK}" stroke-width="6"/><line x1="50" y1="320" x2="20" y2="340" stroke="${INK}" stroke-width="3"/><line x1="350" y1="320" x2="380" y2="340" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="40" y="318" width="320" height="8" rx="4" fill="${c.accent}"/>`,
  doujin: (c) =>
    `<rect x="150" y="70" width="180" height="250" rx="4" fill="${c.light}" transform="rotate(8 240 195)"/>` +
    `<rect x="80" y="60" width="190" height="270" rx="4" fill="${c.main}"/><rect x="96" y="78" width="158" height="40" rx="4" fill="${WHITE}" fill-opacity="0.9"/>` +
    lines(108, 90, [110, 70], 14, INK, 7) + `<circle cx="175" cy="215" r="64" fill="${c.accent}"/><circle cx="175" cy="205" r="28" fill="#fde2c8"/>` +
    `<path d="M143 210 Q146 166 175 168 Q206 166 206 212 Q190 190 175 192 Q158 190 143 210 Z" fill="${c.dark}"/><rect x="96" y="296" width="70" height="18" rx="4" fill="${c.dark}"/>`,
};

/** The drawing of one product of a family, centred in a 400×400 picture. */
export function drawProduct(genre: GenreKey, colours: ArtColours): string {
  return drawings[genre](colours);
}
