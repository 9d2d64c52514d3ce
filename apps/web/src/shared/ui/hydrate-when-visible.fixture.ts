/** What the server renders for <HydrateWhenVisible className="lazy"><p id="inside">…</p></HydrateWhenVisible>. */
export const SERVER_HTML = '<div class="lazy" data-hydrate-when-visible=""><!--$--><p id="inside">Câu hỏi thường gặp</p><!--/$--></div>';
