import { Link } from 'react-router';
import { commonText, systemPagesText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { useRenderEnv } from '@/shared/lib/render-env';
import { buttonClass } from '@/shared/ui/button';
import './not-found-page.css';

/** The Vietnamese 404 page. */
export function NotFoundPage() {
  usePageMeta(commonText.notFoundTitle);
  useRenderEnv()?.setStatus?.(404);
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        {systemPagesText.notFoundCode}
      </p>
      <h1>{commonText.notFoundTitle}</h1>
      <p className="page__lead">{commonText.notFoundBody}</p>
      <p>{systemPagesText.notFoundSuggestions}</p>
      <ul>
        <li>{systemPagesText.notFoundSearch}</li>
        <li>
          <Link to={paths.page.buyingGuide}>{systemPagesText.notFoundGuide}</Link>
        </li>
        <li>
          <Link to={paths.news}>{systemPagesText.notFoundNews}</Link>
        </li>
      </ul>
      <Link to={paths.home} className={buttonClass('primary')}>
        {commonText.backHome}
      </Link>
    </div>
  );
}

export default NotFoundPage;
