import type { CategoryIconKind } from '../lib/category-icon';

/** 24×24 stroke drawings, one per kind of goods (decorative: the tile's text names it). */
const drawings: Record<CategoryIconKind, string> = {
  women: 'M9 3h6l-1 4 3 3-2 11H9L7 10l3-3-1-4Zm0 4h6',
  men: 'M8 3 5 5v5l3-1v12h8V9l3 1V5l-3-2h-2l-2 3-2-3H8Z',
  fashion: 'M9 3 4 6l2 4 2-1v12h8V9l2 1 2-4-5-3c0 1.7-1.3 3-3 3S9 4.7 9 3Z',
  watch: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-7v2.5l1.5 1M9 7l.7-4h4.6L15 7m-6 10 .7 4h4.6l.7-4',
  bag: 'M5 8h14l-1 13H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  shoe: 'M3 17V8h5l2 3 5 2 5 1c.6.1 1 .7 1 1.3V17H3Zm0 0v2h18v-2M9 11l-1 2m4-1-1 2',
  beauty: 'M9 10h6v11H9V10Zm1-3h4v3h-4V7Zm1-4h2l1 4h-4l1-4Zm7 5v.01M19 5v.01M17 3v.01',
  camera: 'M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm8 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  computer: 'M4 5h16v10H4V5Zm-2 14h20M9 19l1-4m5 4-1-4',
  appliance: 'M3 6h18v11H3V6Zm5 15h8m-4-4v4M7 10h.01',
  phone: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm3 17h2',
  game: 'M7 8h10a5 5 0 0 1 4.6 7l-.8 1.9a2 2 0 0 1-3.2.6L15 15H9l-2.6 2.5a2 2 0 0 1-3.2-.6L2.4 15A5 5 0 0 1 7 8Zm1 2v4m-2-2h4m5-1h.01M17 13h.01',
  toy: 'M12 21a6 6 0 0 0 6-6c0-2.5-1.5-4.6-3.6-5.5A3 3 0 1 0 9.6 9.5 6 6 0 0 0 12 21ZM7 6a2 2 0 1 1-2.8 2.8M17 6a2 2 0 1 0 2.8 2.8M10 14h.01M14 14h.01M11 17h2',
  anime: 'M12 2l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 15.5 6.6 18.5l1.2-6L3.3 8.3l6.1-.7L12 2Z',
  book: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4V4Zm16 0h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6V4Z',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  film: 'M3 4h18v16H3V4Zm4 0v16m10-16v16M3 8h4m-4 4h4m-4 4h4m10-8h4m-4 4h4m-4 4h4',
  sport: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.6 9.5C7 10 9.9 12.4 11 16m9.4-6.5C17 10 14.1 12.4 13 16M8 3.9C9.6 6 10.3 8.6 10 11m6-7.1C14.4 6 13.7 8.6 14 11',
  car: 'M5 16H3v-4l2-5h11l3 5h2v4h-2M5 16a2 2 0 1 0 4 0m-4 0a2 2 0 1 1 4 0m0 0h6m0 0a2 2 0 1 0 4 0m-4 0a2 2 0 1 1 4 0M5 12h14',
  home: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-6h4v6',
  baby: 'M12 21a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm0-14c0-2 1-4 3-4M9.5 13h.01M14.5 13h.01M10 16.5c1.2 1 2.8 1 4 0',
  food: 'M4 11h16a8 8 0 0 1-16 0Zm4-4c0-1.5 1-2 1-3m3 3c0-1.5 1-2 1-3m3 3c0-1.5 1-2 1-3M9 21h6',
  antique: 'M8 3h8l-1 4c2.5 1.5 4 4 4 7a7 7 0 0 1-14 0c0-3 1.5-5.5 4-7L8 3Zm1 4h6',
  office: 'M4 7h16v12H4V7Zm5 0V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2m-11 5h16',
  idol: 'M12 3v10m0 0a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm0-10 5 2M6 9l-2 2m2 2-2 2m14-6 2 2m-2 2 2 2',
  other: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z',
};

/** Tile colours per kind (background, drawing). */
export const categoryTones: Record<CategoryIconKind, readonly [string, string]> = {
  women: ['#fde7ef', '#be185d'],
  men: ['#e0ecff', '#1d4ed8'],
  fashion: ['#fdeee2', '#c2410c'],
  watch: ['#ecebff', '#4338ca'],
  bag: ['#fde8e8', '#b91c1c'],
  shoe: ['#e6f4ea', '#15803d'],
  beauty: ['#fce7f6', '#a21caf'],
  camera: ['#e7eef7', '#1e3a5f'],
  computer: ['#e0f2fe', '#0369a1'],
  appliance: ['#e6f6f4', '#0f766e'],
  phone: ['#eef2ff', '#3730a3'],
  game: ['#ede9fe', '#6d28d9'],
  toy: ['#fef3c7', '#b45309'],
  anime: ['#ffe4e6', '#be123c'],
  book: ['#f5efe6', '#7c4a1e'],
  music: ['#f3e8ff', '#7e22ce'],
  film: ['#e5e7eb', '#111827'],
  sport: ['#dcfce7', '#166534'],
  car: ['#e2e8f0', '#334155'],
  home: ['#fef9c3', '#854d0e'],
  baby: ['#e0f7fa', '#0e7490'],
  food: ['#ffedd5', '#c2410c'],
  antique: ['#f1ede4', '#78350f'],
  office: ['#e8eef3', '#475569'],
  idol: ['#fff1f2', '#e11d48'],
  other: ['#f1f5f9', '#475569'],
};

export function CategoryIcon({ kind, size = 28 }: { kind: CategoryIconKind; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={drawings[kind]} />
    </svg>
  );
}
