import { useState } from 'react';
import { pushText } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { usePush } from '../hooks/use-push';
import './push.css';

const DISMISSED_KEY = 'kaimono:push-prompt-dismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A gentle offer to turn on Web Push, for after the customer's first saved search or watch: shown
 * only where push works, permission was never asked or refused, and this browser is not subscribed;
 * "Để sau" hides it for good in this browser. The browser's own permission dialog opens only on "Bật".
 */
export function PushPrompt({ onDone }: { onDone?: (enabled: boolean) => void }) {
  const push = usePush();
  const [hidden, setHidden] = useState(dismissedBefore);
  const canAsk = push.state === 'off' && (typeof Notification === 'undefined' || Notification.permission === 'default');
  if (hidden || !canAsk) return null;

  const later = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: hidden for this page only.
    }
    setHidden(true);
    onDone?.(false);
  };
  const accept = async () => {
    const enabled = await push.enable();
    if (enabled) {
      setHidden(true);
      onDone?.(true);
    }
  };

  return (
    <aside className="push-prompt" role="region" aria-label={pushText.promptTitle}>
      <Icon name="bell" />
      <div className="push-prompt__text">
        <strong>{pushText.promptTitle}</strong>
        <p>{pushText.promptBody}</p>
        {push.error && (
          <p className="push-opt-in__error" role="alert">
            {push.error}
          </p>
        )}
      </div>
      <div className="push-prompt__actions">
        <Button size="sm" onClick={() => void accept()} loading={push.busy}>
          {pushText.promptAccept}
        </Button>
        <Button size="sm" variant="ghost" onClick={later}>
          {pushText.promptLater}
        </Button>
      </div>
    </aside>
  );
}
