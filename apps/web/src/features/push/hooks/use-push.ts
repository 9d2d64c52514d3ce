import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pushText } from '@kaimono/i18n';
import { deleteSubscription, getVapidPublicKey, pushKeys, saveSubscription } from '../api/push-api';
import { currentState, currentSubscription, pushSupported, subscribeBrowser, type PushState } from '../lib/push-browser';

export interface PushControl {
  /** null while the browser is being asked. */
  state: PushState | null;
  endpoint: string | null;
  busy: boolean;
  error: string | null;
  enable(): Promise<boolean>;
  disable(): Promise<void>;
}

/** This browser's Web Push state, and turning it on (permission → service worker → subscription → server) or off. */
export function usePush(): PushControl {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState | null>(pushSupported() ? null : 'unsupported');
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    Promise.all([currentState(), currentSubscription()]).then(
      ([next, subscription]) => {
        if (!live) return;
        setState(next);
        setEndpoint(subscription?.endpoint ?? null);
      },
      () => {
        if (live) setState('off');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await subscribeBrowser(await getVapidPublicKey());
      if (subscription === 'denied') {
        setState('denied');
        return false;
      }
      await saveSubscription(subscription.toJSON());
      setState('on');
      setEndpoint(subscription.endpoint);
      await queryClient.invalidateQueries({ queryKey: pushKeys.all });
      return true;
    } catch {
      setError(pushText.failed);
      return false;
    } finally {
      setBusy(false);
    }
  }, [queryClient]);

  const disable = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await deleteSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
      setEndpoint(null);
      await queryClient.invalidateQueries({ queryKey: pushKeys.all });
    } catch {
      setError(pushText.failed);
    } finally {
      setBusy(false);
    }
  }, [queryClient]);

  return { state, endpoint, busy, error, enable, disable };
}
