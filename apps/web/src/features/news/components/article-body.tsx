import { parseArticleBody } from '../lib/parse-body';

/** Renders an article body (paragraphs, '## ' headings, '- ' bullets) as safe React elements. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="article-body">
      {parseArticleBody(body).map((block, index) => {
        if (block.type === 'heading') return block.level === 2 ? <h2 key={index}>{block.text}</h2> : <h3 key={index}>{block.text}</h3>;
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
