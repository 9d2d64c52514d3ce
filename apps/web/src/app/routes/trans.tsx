import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@kaimono/contracts';
import { commonText, systemPagesText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import './bare-page.css';

/**
 * /trans: a bare hand-over page (no header or footer, spec §2) used when another flow sends the
 * visitor on to a page of ours via `?next=/path`. Only same-site paths are followed.
 */
export default function TransRoute() {
  usePageMeta(systemPagesText.transTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('next');
  const target = raw ? safeNextPath(raw, '') : '';

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), 600);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);

  return (
    <div className="bare-page">
      <div className="bare-page__card bare-page__card--center">
        {target ? (
          <>
            <Spinner size={32} />
            <h1>{systemPagesText.transTitle}</h1>
            <p>{systemPagesText.transBody}</p>
            <Link to={target}>{systemPagesText.transManual}</Link>
          </>
        ) : (
          <>
            <h1>{systemPagesText.transNothing}</h1>
            <Link to={paths.home} className={buttonClass('primary')}>
              {commonText.backHome}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
