/**
 * Which searched keywords may be shown to other visitors (top searches, suggestions). A keyword is
 * shown only when it was searched by SEARCH_KEYWORD_MIN_VISITORS different visitors, staff did not
 * hide it, and it carries no contact detail or blocked word: top searches were used to advertise a
 * scam ("Nhận quà … gọi 09xx…") to every visitor (issue 13 §3).
 */

/** Different visitors who must have searched a keyword before it is listed for others. */
export const SEARCH_KEYWORD_MIN_VISITORS = 3;

/**
 * Blocked words. No maintained npm blocklist covers Vietnamese (the multi-language ones checked —
 * @2toad/profanity, glin-profanity — have no `vi` list), so this is a short curated list: Vietnamese
 * profanity and its usual abbreviations, and the words of the scams and spam that use search boxes
 * (gambling, loans, "earn money", contact apps). Matched as whole words on the lower-cased,
 * NFKC-normalised keyword; the abbreviations also without diacritics.
 */
const BLOCKED_WORDS = [
  // profanity (with diacritics: without them most are ordinary words, e.g. "lon" = a can)
  'địt', 'đụ', 'đéo', 'lồn', 'cặc', 'buồi', 'đĩ', 'dái', 'đm', 'đmm', 'đcm', 'đkm', 'vãi lồn', 'cái lồn', 'con đĩ',
  // abbreviations typed without diacritics
  'dm', 'dmm', 'dcm', 'dkm', 'vcl', 'vkl', 'vl', 'clgt', 'clm', 'cmm', 'dit', 'du ma', 'deo',
  // scams and spam
  'lừa đảo', 'nhà cái', 'cá cược', 'cá độ', 'tài xỉu', 'nổ hũ', 'casino', 'lô đề', 'số đề', 'bắn cá đổi thưởng',
  'vay tiền', 'vay nhanh', 'vay online', 'cho vay', 'kiếm tiền online', 'việc làm online', 'việc nhẹ lương cao',
  'nhận quà', 'trúng thưởng', 'nạp thẻ', 'zalo', 'telegram', 'whatsapp', 'liên hệ', 'inbox', 'hotline', 'sđt', 'sdt',
];

function normalise(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('vi').replace(/\s+/g, ' ').trim();
}

const WORD_CHARS = '\\p{L}\\p{N}';
const blockedPattern = new RegExp(
  `(?<![${WORD_CHARS}])(?:${BLOCKED_WORDS.map((w) => normalise(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![${WORD_CHARS}])`,
  'u',
);

/**
 * A phone number: 9–12 digits once spaces, dots, dashes and brackets between them are dropped,
 * starting like a Vietnamese (0…, +84 / 84…) or Japanese (0…, +81 / 81…) number. Product codes of
 * the sites (JAN barcodes are 8 or 13 digits not starting with 0) are not caught.
 */
function hasPhoneNumber(text: string): boolean {
  for (const run of text.match(/\+?\d[\d\s.\-()]{7,}\d/g) ?? []) {
    const digits = run.replace(/[^\d+]/g, '');
    const plain = digits.replace(/^\+/, '');
    if (/^(?:84|81)\d{8,10}$/.test(plain) && (digits.startsWith('+') || plain.length >= 11)) return true;
    if (/^0\d{8,10}$/.test(plain)) return true;
  }
  return false;
}

/** A link or a domain name: a scheme, `www.`, or a name with a dot and a known-looking ending. */
function hasLink(text: string): boolean {
  if (/(?:https?|ftp):\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|vn|jp|io|me|xyz|top|info|biz|shop|site|online|club|link|ly|cc|co|app|ru|cn)\b/iu.test(text)) return true;
  // "t.me/…", "bit.ly/…", "abc.com.vn/…": a dotted name followed by a path.
  return /\b[a-z0-9-]+\.[a-z]{2,}(?:\.[a-z]{2,})?\/\S*/iu.test(text);
}

export type KeywordRefusal = 'phone' | 'link' | 'blocked_word';

/** Why a keyword may not be listed for others; null when it may. */
export function keywordRefusal(keyword: string): KeywordRefusal | null {
  const text = normalise(keyword);
  if (hasPhoneNumber(text)) return 'phone';
  if (hasLink(text)) return 'link';
  if (blockedPattern.test(text)) return 'blocked_word';
  return null;
}
