/** Long-form Vietnamese content (static pages, seeded articles and testimonials). */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  /** A bullet list; rendered after the paragraphs. */
  list?: string[];
  /** A simple table: the first row is the header. */
  table?: string[][];
}

export interface StaticPage {
  /** The path under which the page is served, e.g. '/page/bieu-phi' or '/about'. */
  path: string;
  title: string;
  /** Meta description, one sentence. */
  description: string;
  sections: ContentSection[];
}

export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs separated by a blank line; lines starting with '## ' are headings, '- ' bullets. */
  body: string;
  tags: string[];
  /** ISO date (YYYY-MM-DD). */
  published_at: string;
}

export interface SeedFeedback {
  customer_name: string;
  city: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  site_code: 'auction' | 'shopping' | 'mercari' | 'rakuten' | 'paypay' | 'suruga-ya' | null;
  /** ISO date (YYYY-MM-DD). */
  created_at: string;
}
