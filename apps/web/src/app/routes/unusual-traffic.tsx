import { Link } from 'react-router';
import { commonText, systemPagesText } from '@kaimono/i18n';
import { StoreContact } from '@/features/store';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Button, buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import './bare-page.css';

/** Shown when the service limits a visitor's traffic; no header or footer (spec §2). */
export default function UnusualTrafficRoute() {
  usePageMeta(systemPagesText.unusualTitle);
  return (
    <div className="bare-page">
      <div className="bare-page__card">
        <span className="bare-page__icon">
          <Icon name="shield" size={32} />
        </span>
        <h1>{systemPagesText.unusualTitle}</h1>
        <p>{systemPagesText.unusualBody}</p>
        <ul className="checklist">
          {systemPagesText.unusualSteps.map((step) => (
            <li key={step}>
              <Icon name="check" size={18} />
              <span>{step}</span>
            </li>
          ))}
        </ul>
        <div className="bare-page__actions">
          <Button onClick={() => window.history.length > 1 ? window.history.back() : window.location.assign(paths.home)}>{systemPagesText.unusualRetry}</Button>
          <Link to={paths.home} className={buttonClass('secondary')}>
            {commonText.backHome}
          </Link>
        </div>
        <StoreContact showAddress={false} />
      </div>
    </div>
  );
}
