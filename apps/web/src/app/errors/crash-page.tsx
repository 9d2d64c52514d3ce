import { RENDER_CRASH_MESSAGE, systemPagesText } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import './crash-page.css';

/** Shown when rendering fails (spec §4: 'Something went wrong.'), with a reload button. */
export function CrashPage() {
  return (
    <div className="crash-page" role="alert">
      <span className="crash-page__icon">
        <Icon name="alert" size={32} />
      </span>
      <h1>{RENDER_CRASH_MESSAGE}</h1>
      <p className="muted">{systemPagesText.crashHint}</p>
      <Button onClick={() => window.location.reload()}>{systemPagesText.crashReload}</Button>
    </div>
  );
}
