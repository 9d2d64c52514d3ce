// The hepburn package ships no types; only what the title engine uses.
declare module 'hepburn' {
  /** Katakana or hiragana → Hepburn romaji in capitals with macrons ("CHENSŌMAN"). */
  export function fromKana(text: string): string;
}
