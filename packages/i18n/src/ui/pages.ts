/** Chrome around the static pages (their text is staticPages in content/pages.ts). */
export const pageText = {
  tableOfContents: 'Nội dung trang',
} as const;
