import type { ContentSection, StaticPage } from '@kaimono/i18n';
import './static-page.css';

/** Turns a heading into an anchor id ("Phí dịch vụ" -> "phi-dich-vu"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function SectionTable({ rows, caption }: { rows: string[][]; caption: string }) {
  const [head, ...body] = rows;
  if (!head) return null;
  return (
    <div className="static-page__table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="static-page__table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ section }: { section: ContentSection }) {
  const id = slugify(section.heading);
  return (
    <section className="static-page__section" aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs?.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      {section.list && section.list.length > 0 && (
        <ul>
          {section.list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && section.table.length > 0 && <SectionTable rows={section.table} caption={section.heading} />}
    </section>
  );
}

export interface StaticPageViewProps {
  page: StaticPage;
  /** Label of the table of contents. */
  tocLabel: string;
}

/** Renders any static page of `staticPages` generically: title, lead, contents, sections. */
export function StaticPageView({ page, tocLabel }: StaticPageViewProps) {
  return (
    <article className="static-page">
      <header className="page__header">
        <h1>{page.title}</h1>
        <p className="page__lead">{page.description}</p>
      </header>
      <div className="static-page__layout">
        {page.sections.length > 3 && (
          <nav className="static-page__toc" aria-label={tocLabel}>
            <p className="static-page__toc-title">{tocLabel}</p>
            <ol>
              {page.sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${slugify(section.heading)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="static-page__content">
          {page.sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
        </div>
      </div>
    </article>
  );
}
