// The parse options and text helpers the two HTML adapters rely on (the library itself is not
// re-tested here, only the behaviour the parsers depend on).
import { describe, expect, it } from 'vitest';
import { htmlToText, nextDataOf, parseHtml, tagOf, textOf } from './html.ts';

describe('parseHtml', () => {
  it('decodes references in attributes and text, but not a name glued to `=` in an attribute', () => {
    const root = parseHtml(`<div id=main class="a  b"><a href='/x?a=1&amp;b=2&copy=3' data-x=ok disabled>T&eacute;&#x41;&#66; &yen;1</a></div>`);
    const a = root.querySelector('div#main.a.b > a[data-x=ok]');
    expect(a?.getAttribute('href')).toBe('/x?a=1&b=2&copy=3');
    expect(a?.getAttribute('disabled')).toBe('');
    expect(a?.getAttribute('missing')).toBeUndefined();
    expect(textOf(a)).toBe('TéAB ¥1');
  });

  it('drops comments, so numbers split by <!-- --> read whole', () => {
    expect(textOf(parseHtml('<span>510<!-- -->円</span>'))).toBe('510円');
  });

  it('keeps script and style content as text, out of the visible text', () => {
    const root = parseHtml('<p>a</p><script>if (a < b) { x = "<p>" }</script><style>p:before{content:"0 件"}</style><p>b</p>');
    expect(root.querySelectorAll('p').map((p) => textOf(p))).toEqual(['a', 'b']);
    expect(textOf(root)).toBe('ab');
  });

  it('parses <noscript> content as markup (lazy-image fallbacks) but leaves it out of the text', () => {
    const root = parseHtml('<div class="thum"><noscript><img src="/a.jpg"></noscript>x</div>');
    expect(root.querySelector('.thum img')?.getAttribute('src')).toBe('/a.jpg');
    expect(textOf(root)).toBe('x');
  });

  it('closes implied end tags (li, td, dt/dd, p before div)', () => {
    const root = parseHtml('<ul><li>1<li>2</ul><p>x<div>y</div><table><tr><td>a<td>b</table><dl><dt>k<dd>v</dl>');
    expect(root.querySelectorAll('li').map((li) => textOf(li))).toEqual(['1', '2']);
    expect(textOf(root.querySelector('p'))).toBe('x');
    expect(root.querySelector('p div')).toBeNull();
    expect(root.querySelectorAll('td').map((td) => textOf(td))).toEqual(['a', 'b']);
    expect(textOf(root.querySelector('dd'))).toBe('v');
    expect(tagOf(root.querySelector('dt')?.nextElementSibling ?? root)).toBe('dd');
  });

  it('closes what an end tag leaves open, ignores stray end tags and keeps an unclosed tail', () => {
    const root = parseHtml('<div class="a"><span>a</div><p class="b">b</b></p></div><li class="Product"><div class="Product__bonus" data-auction-id="x1');
    expect(root.querySelector('.a span + p')).toBeNull();
    expect(textOf(root.querySelector('.b'))).toBe('b');
    expect(root.querySelectorAll('li.Product')).toHaveLength(1);
    expect(root.querySelector('li.Product .Product__bonus')).not.toBeNull();
  });

  it('matches a selector inside the element queried: its ancestors must be inside too', () => {
    // Unlike a browser's element.querySelectorAll, `.s a.x` from the <div> finds nothing: write
    // selectors relative to the card or block queried (the adapters do).
    const root = parseHtml('<section class="s"><div><a class="x" href="/product/detail/1">1</a></div><a class="x" href="/other">2</a></section>');
    const div = root.querySelector('div');
    expect(div?.querySelectorAll('.s a.x')).toEqual([]);
    expect(div?.querySelectorAll('a.x').map((a) => textOf(a))).toEqual(['1']);
    expect(root.querySelectorAll('.s > a.x').map((a) => textOf(a))).toEqual(['2']);
    expect(root.querySelectorAll('a[href^="/product/"]').map((a) => textOf(a))).toEqual(['1']);
    expect(root.querySelectorAll('a[href$=other], a[href*=detail]').map((a) => textOf(a))).toEqual(['1', '2']);
  });
});

describe('textOf', () => {
  it('collapses whitespace and no-break spaces and trims; null reads as empty', () => {
    expect(textOf(parseHtml('<p>\n  中古：<span>￥580</span>&nbsp;\n <b>税込</b> </p>'))).toBe('中古：￥580 税込');
    expect(textOf(null)).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps line breaks and drops tags and scripts', () => {
    expect(htmlToText(' ・本商品は<BR>初期化済み<br/>動作確認済み<script>alert(1)</script><div>付属品:&nbsp;なし</div>')).toBe(
      '・本商品は\n初期化済み\n動作確認済み\n付属品: なし',
    );
  });

  it('keeps at most one blank line and reads escaped markup as text', () => {
    expect(htmlToText('<p>a</p><br><br><br><p>b &lt;script&gt;</p>')).toBe('a\n\nb <script>');
  });
});

describe('nextDataOf', () => {
  it('reads the Next.js JSON and returns null without it', () => {
    const html = '<script id="__NEXT_DATA__" type="application/json">{"props":{"a":1}}</script>';
    expect(nextDataOf(html)).toEqual({ props: { a: 1 } });
    expect(nextDataOf(`<script type='application/json' id='__NEXT_DATA__'>{"b":2}</script >`)).toEqual({ b: 2 });
    expect(nextDataOf('<html></html>')).toBeNull();
    expect(nextDataOf('<script id="__NEXT_DATA__">{oops</script>')).toBeNull();
  });
});
