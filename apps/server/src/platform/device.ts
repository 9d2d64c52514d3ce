import { identityText } from '@kaimono/i18n';

export interface DeviceDescription {
  browser: string;
  os: string;
  /** "Chrome trên Windows" */
  description: string;
}

// Order matters: most browsers also claim to be Chrome and Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/coc_coc_browser/i, 'Cốc Cốc'],
  [/\bZalo/i, 'Zalo'],
  [/FBAN|FBAV|FB_IAB/, 'Facebook'],
  [/Edg(e|A|iOS)?\//, 'Microsoft Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A readable "which browser on which system" from a User-Agent (QR approval page, list of sessions). */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? identityText.device.unknownBrowser;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? identityText.device.unknownOs;
  return { browser, os, description: `${browser} ${identityText.device.on} ${os}` };
}
