import { describe, expect, it } from 'vitest';
import { attrOf, closest, decodeEntities, htmlToText, matches, nextDataOf, parseHtml, rawTextOf, selectAll, selectOne, textOf } from './mini-html.ts';

describe('parseHtml + selectors', () => {
  it('reads tags, quoted / unquoted / boolean attributes and entities', () => {
    const root = parseHtml(`<div id=main class="a  b"><a href='/x?a=1&amp;b=2' data-x=ok disabled>T&eacute;&#x41;&#66; &yen;1</a></div>`);
    const a = selectOne(root, 'div#main.a.b > a[data-x=ok]');
    expect(attrOf(a, 'href')).toBe('/x?a=1&b=2');
    expect(attrOf(a, 'disabled')).toBe('');
    // &eacute; is not in the small table and stays as written.
    expect(textOf(a)).toBe('T&eacute;AB ¥1');
  });

  it('drops comments so numbers split by <!-- --> read whole', () => {
    expect(textOf(parseHtml('<span>510<!-- -->円</span>'))).toBe('510円');
  });

  it('keeps script content raw and out of the visible text', () => {
    const root = parseHtml('<p>a</p><script>if (a < b) { x = "</p>" }</script><p>b</p>');
    expect(selectAll(root, 'p').map((p) => textOf(p))).toEqual(['a', 'b']);
    expect(rawTextOf(selectOne(root, 'script'))).toBe('if (a < b) { x = "</p>" }');
    expect(textOf(root)).toBe('ab');
  });

  it('closes implied end tags (p before a block, li, td, dd)', () => {
    const root = parseHtml('<ul><li>1<li>2</ul><p>x<div>y</div><table><tr><td>a<td>b</table><dl><dt>k<dd>v</dl>');
    expect(selectAll(root, 'li').map((li) => textOf(li))).toEqual(['1', '2']);
    expect(textOf(selectOne(root, 'p'))).toBe('x');
    expect(selectOne(root, 'p div')).toBeNull();
    expect(selectAll(root, 'td').map((td) => textOf(td))).toEqual(['a', 'b']);
    expect(textOf(selectOne(root, 'dd'))).toBe('v');
  });

  it('ignores stray end tags and survives unclosed markup', () => {
    const root = parseHtml('<div><span>a</b></span></div></div><img src=x.png><p>end');
    expect(textOf(selectOne(root, 'span'))).toBe('a');
    expect(attrOf(selectOne(root, 'img'), 'src')).toBe('x.png');
    expect(textOf(selectOne(root, 'p'))).toBe('end');
  });

  it('matches descendant, child, attribute-operator and comma selectors', () => {
    const root = parseHtml('<section class="s"><div><a class="x" href="/product/detail/1">1</a></div><a class="x" href="/other">2</a></section>');
    expect(selectAll(root, '.s a.x').length).toBe(2);
    expect(selectAll(root, '.s > a.x').map((a) => textOf(a))).toEqual(['2']);
    expect(selectAll(root, 'a[href^="/product/"]').map((a) => textOf(a))).toEqual(['1']);
    expect(selectAll(root, 'a[href$=other], a[href*=detail]').map((a) => textOf(a))).toEqual(['1', '2']);
    const first = selectOne(root, 'a');
    expect(first && closest(first, 'section.s')?.tag).toBe('section');
    expect(first && matches(first, 'div > a')).toBe(true);
    expect(() => selectAll(root, 'a:first-child')).toThrow(SyntaxError);
  });

  it('decodes numeric references safely', () => {
    expect(decodeEntities('&#0;&#xD800;&#65;&amp;&copy=1')).toBe('\ufffd\ufffdA&&copy=1');
  });
});

describe('htmlToText', () => {
  it('keeps line breaks and drops tags and scripts', () => {
    expect(htmlToText(' ・本商品は<BR>初期化済み<br/>動作確認済み<script>alert(1)</script><div>付属品:&nbsp;なし</div>')).toBe(
      '・本商品は\n初期化済み\n動作確認済み\n付属品: なし',
    );
  });
});

describe('nextDataOf', () => {
  it('reads the Next.js JSON and returns null without it', () => {
    const html = '<script id="__NEXT_DATA__" type="application/json">{"props":{"a":1}}</script>';
    expect(nextDataOf(html)).toEqual({ props: { a: 1 } });
    expect(nextDataOf('<html></html>')).toBeNull();
    expect(nextDataOf('<script id="__NEXT_DATA__">{oops</script>')).toBeNull();
  });
});
