/**
 * An SVG from the server (a VietQR) as an <img> source. An image never runs what is inside it,
 * unlike inline markup (dangerouslySetInnerHTML), so a bad SVG cannot script the page.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
