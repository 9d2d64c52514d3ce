import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { identityText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { cancelQr, generateQr, waitForScan } from '../api/qr-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import './identity.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'waiting'; svg: string; expiresAt: number; scanned: boolean }
  | { kind: 'ended'; reason: 'expired' | 'cancelled' | 'rejected'; svg: string | null };

const RETRY_AFTER_NETWORK_ERROR_MS = 2000;
/** A fresh code replaces the shown one this long before it expires (codes live QR_TTL_SECONDS = 120 s). */
const REFRESH_BEFORE_EXPIRY_MS = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Login by scanning a QR with a phone that is logged in (spec §4: the wait has no time-out and
 * can be cancelled). The page long-polls waiting-scan again and again until the phone approves,
 * rejects or the customer cancels; a code about to expire is replaced by a fresh one (the old is
 * cancelled), so the QR on screen always works; leaving the tab cancels the code.
 */
export function QrLoginPanel() {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const active = useRef<{ controller: AbortController; code: string | null } | null>(null);
  const [params] = useSearchParams();
  const complete = useCompleteLogin();

  const onApproved = useEffectEvent((token: string, message: string | undefined) => complete(token, { next: params.get('next'), message }));

  useEffect(() => {
    const controller = new AbortController();
    const current: { controller: AbortController; code: string | null } = { controller, code: null };
    active.current = current;
    const { signal } = controller;

    /** A fresh code, or null when the page went away; throws what generate-qr threw. */
    const issue = async () => {
      const created = await generateQr();
      const { code, qr_svg: svg, expires_in_seconds: lifetime } = created.data;
      if (signal.aborted) {
        void cancelQr(code).catch(() => undefined);
        return null;
      }
      // By this browser's clock (its time may differ from the server's).
      return { code, svg, expiresAt: Date.now() + lifetime * 1000 };
    };

    void (async () => {
      let issued;
      try {
        issued = await issue();
      } catch (error) {
        if (!signal.aborted) setPhase({ kind: 'failed', message: errorText(error) });
        return;
      }
      if (!issued) return;
      let { code, expiresAt } = issued;
      current.code = code;
      setPhase({ kind: 'waiting', svg: issued.svg, expiresAt, scanned: false });
      let scanned = false;
      // Codes replaced because the server said "expired" in a row: a second one means the clock or
      // the server is off, and the page says so instead of asking again and again.
      let staleInARow = 0;
      const refreshAt = () => expiresAt - REFRESH_BEFORE_EXPIRY_MS;

      while (!signal.aborted) {
        // Spec §4: the scan wait has no time-out. Before a code expires (and while no phone has
        // scanned it) the page swaps in a fresh one and drops the old, so the QR never goes stale.
        if (!scanned && Date.now() >= refreshAt()) {
          let fresh;
          try {
            fresh = await issue();
          } catch (error) {
            if (signal.aborted) return;
            if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
              setPhase({ kind: 'failed', message: errorText(error) });
              void cancelQr(code).catch(() => undefined);
              current.code = null;
              return;
            }
            await pause(RETRY_AFTER_NETWORK_ERROR_MS, signal);
            continue;
          }
          if (!fresh) return;
          void cancelQr(code).catch(() => undefined);
          ({ code, expiresAt } = fresh);
          current.code = code;
          setPhase({ kind: 'waiting', svg: fresh.svg, expiresAt, scanned: false });
          continue;
        }

        // The long poll ends by itself (~25 s); it is also cut when the code is due for a refresh.
        const poll = new AbortController();
        const stop = () => poll.abort();
        signal.addEventListener('abort', stop);
        const timer = scanned ? undefined : window.setTimeout(stop, Math.max(0, refreshAt() - Date.now()));
        let answer;
        try {
          answer = await waitForScan(code, poll.signal);
        } catch (error) {
          if (signal.aborted) return;
          if (poll.signal.aborted) continue;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
            current.code = null;
            setPhase({ kind: 'failed', message: errorText(error) });
            return;
          }
          // The network or the server hiccuped: keep waiting, the code is still valid.
          await pause(RETRY_AFTER_NETWORK_ERROR_MS, signal);
          continue;
        } finally {
          window.clearTimeout(timer);
          signal.removeEventListener('abort', stop);
        }
        if (signal.aborted) return;
        if (answer.status === 'pending' || answer.status === 'scanned') {
          staleInARow = 0;
          if (answer.status === 'scanned') {
            scanned = true;
            setPhase((p) => (p.kind === 'waiting' && !p.scanned ? { ...p, scanned: true } : p));
          }
          continue;
        }
        if (answer.status === 'expired' && !scanned && staleInARow === 0) {
          // Timers of a page in the background may run late: the code expired before its refresh.
          staleInARow += 1;
          expiresAt = 0;
          continue;
        }
        current.code = null;
        if (answer.status === 'approved' && answer.access_token) {
          await onApproved(answer.access_token, answer.message);
          return;
        }
        const reason = answer.status === 'approved' ? 'expired' : answer.status;
        setPhase((p) => ({ kind: 'ended', reason, svg: p.kind === 'waiting' ? p.svg : null }));
        return;
      }
    })();

    return () => {
      controller.abort();
      // Leaving the tab or the page: the code must not be approvable any more.
      if (current.code) void cancelQr(current.code).catch(() => undefined);
      if (active.current === current) active.current = null;
    };
  }, [round]);

  const restart = () => {
    setPhase({ kind: 'loading' });
    setRound((r) => r + 1);
  };

  const cancel = () => {
    const current = active.current;
    if (!current) return;
    current.controller.abort();
    if (current.code) void cancelQr(current.code).catch(() => undefined);
    current.code = null;
    setPhase((p) => ({ kind: 'ended', reason: 'cancelled', svg: p.kind === 'waiting' ? p.svg : null }));
  };

  if (phase.kind === 'loading') {
    return (
      <div className="qr-login" aria-busy="true">
        <div className="qr-login__frame">
          <Spinner size={32} label={identityText.qrCreating} />
        </div>
        <p className="qr-login__hint">{identityText.qrInstructions}</p>
      </div>
    );
  }

  if (phase.kind === 'failed') {
    return (
      <div className="qr-login">
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{phase.message || identityText.qrFailed}</span>
        </div>
        <Button onClick={restart}>{identityText.qrNewCode}</Button>
      </div>
    );
  }

  const svg = phase.svg;
  const ended = phase.kind === 'ended';
  const statusText =
    phase.kind === 'waiting'
      ? phase.scanned
        ? identityText.qrScanned
        : identityText.qrWaiting
      : phase.reason === 'expired'
        ? identityText.qrExpired
        : phase.reason === 'rejected'
          ? identityText.qrRejected
          : identityText.qrCancelled;

  return (
    <div className="qr-login">
      <p className="qr-login__hint">{identityText.qrInstructions}</p>
      <div className={cx('qr-login__frame', ended && 'qr-login__frame--dim')}>
        {svg && <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={identityText.qrImageAlt} width={216} height={216} />}
      </div>
      <p className="qr-login__status" role="status" aria-live="polite">
        {phase.kind === 'waiting' && <Spinner size={16} decorative />}
        {statusText}
      </p>
      <div className="qr-login__actions">
        {ended ? (
          <Button onClick={restart}>{identityText.qrNewCode}</Button>
        ) : (
          <Button variant="secondary" onClick={cancel}>
            {identityText.qrCancel}
          </Button>
        )}
      </div>
    </div>
  );
}
