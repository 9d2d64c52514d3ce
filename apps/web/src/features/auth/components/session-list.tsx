import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@kaimono/contracts';
import { identityText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { LoadFailed } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { authKeys } from '../api/query-keys';
import { endOtherSessions, endSession, listSessions } from '../api/sessions';

const t = identityText.sessions;

type Pending = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

/**
 * /account/security: the browsers and devices logged in to the account (device, address, last
 * seen), this one marked; log one out, or every other one ("Đăng xuất các thiết bị khác").
 */
export function SessionList() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const sessions = useQuery({ queryKey: authKeys.sessions, queryFn: ({ signal }) => listSessions(signal), staleTime: 0 });
  const end = useMutation({
    mutationFn: (which: NonNullable<Pending>) => (which.kind === 'one' ? endSession(which.session.id) : endOtherSessions()),
    onSuccess: (answer) => {
      setPending(null);
      toast.success(answer.message);
    },
    onError: (error) => {
      setPending(null);
      toast.error(t.failed, errorText(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions }),
  });

  let body;
  if (sessions.isPending) {
    body = (
      <LoadingRegion>
        <Skeleton height={120} radius={8} />
      </LoadingRegion>
    );
  } else if (sessions.isError) {
    body = <LoadFailed onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  } else {
    const others = sessions.data.filter((s) => !s.current);
    body = (
      <>
        <ul className="session-list" aria-busy={sessions.isFetching || undefined}>
          {sessions.data.map((session) => (
            <li key={session.id} className="session-list__item" data-testid="session-row" aria-current={session.current || undefined}>
              <div className="session-list__main">
                <strong>{session.device}</strong>
                {session.current && <span className="security-badge security-badge--ok">{t.thisDevice}</span>}
              </div>
              <dl className="session-list__facts">
                <div>
                  <dt>{t.address}</dt>
                  <dd>{session.ip ?? t.unknownAddress}</dd>
                </div>
                <div>
                  <dt>{t.lastSeen}</dt>
                  <dd>{formatDateTime(session.last_seen_at)}</dd>
                </div>
                <div>
                  <dt>{t.signedIn}</dt>
                  <dd>{formatDateTime(session.created_at)}</dd>
                </div>
              </dl>
              {!session.current && (
                <Button variant="secondary" size="sm" aria-label={t.endOneLabel(session.device)} onClick={() => setPending({ kind: 'one', session })}>
                  {t.endOne}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 ? (
          <p className="muted" style={{ margin: 0 }}>
            {t.noOthers}
          </p>
        ) : (
          <div>
            <Button variant="danger" onClick={() => setPending({ kind: 'others' })}>
              {t.endOthers}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="card security-section" aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t.title}</h2>
      <p className="muted" style={{ marginTop: 0 }}>
        {t.lead}
      </p>
      {body}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !end.isPending) setPending(null);
        }}
        title={pending?.kind === 'one' ? t.endOneConfirmTitle : t.endOthersConfirmTitle}
        description={pending?.kind === 'one' ? t.endOneConfirmBody(pending.session.device) : t.endOthersConfirmBody}
        confirmLabel={pending?.kind === 'one' ? t.endOne : t.endOthers}
        destructive
        busy={end.isPending}
        onConfirm={() => pending && end.mutate(pending)}
      />
    </section>
  );
}
