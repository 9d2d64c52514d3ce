import { formatRemaining, msUntil, spokenRemaining, useNow } from '../lib/countdown';

/**
 * A live clock to `at` ("00:01:05", ticking every second). Not announced on every tick; a screen
 * reader reads the words in its label. `ended` shows once the moment has passed.
 */
export function CountdownText({ at, ended, className, testId }: { at: string | null; ended: string; className?: string; testId?: string }) {
  const now = useNow();
  const ms = msUntil(at, now);
  if (ms === null || !at) return null;
  if (ms <= 0) return <span className={className} data-testid={testId}>{ended}</span>;
  return (
    <time className={className} dateTime={at} role="timer" aria-live="off" aria-label={spokenRemaining(ms)} data-testid={testId}>
      {formatRemaining(ms)}
    </time>
  );
}
