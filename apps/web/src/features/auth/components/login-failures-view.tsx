import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loginFailuresText as text } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { QueryState } from '@/shared/ui/query-state';
import { getLoginFailureBursts } from '../api/login-failures';
import { authKeys } from '../api/query-keys';
import './identity.css';

const dateTime = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' });
const count = new Intl.NumberFormat('vi-VN');
const WINDOWS = ['15', '60', '360', '1440'] as const;

/** /admin/login-failures: addresses with many failed logins (password or SMS code), newest first. */
export default function LoginFailuresView() {
  const [minutes, setMinutes] = useState<(typeof WINDOWS)[number]>('60');
  const query = useQuery({
    queryKey: authKeys.loginFailures(Number(minutes)),
    queryFn: ({ signal }) => getLoginFailureBursts({ minutes: Number(minutes) }, signal),
    retry: false,
  });

  return (
    <div>
      <p className="login-failures__note">{text.note}</p>
      <div className="outbox__filters">
        <label className="login-failures__window">
          <span>{text.windowLabel}</span>
          <select value={minutes} onChange={(event) => setMinutes(event.target.value as (typeof WINDOWS)[number])}>
            {WINDOWS.map((value) => (
              <option key={value} value={value}>
                {text.windows[value]}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
          {text.refresh}
        </Button>
      </div>
      <QueryState
        query={query}
        forbidden={text.forbidden}
        isEmpty={(data) => data.data.items.length === 0}
        empty={<EmptyState title={text.empty} icon="shield" />}
      >
        {(data) => (
          <div className="outbox__table-wrap">
            <table className="outbox__table" aria-label={text.tableLabel}>
              <thead>
                <tr>
                  <th scope="col">{text.address}</th>
                  <th scope="col">{text.failures}</th>
                  <th scope="col">{text.accounts}</th>
                  <th scope="col">{text.usernames}</th>
                  <th scope="col">{text.window}</th>
                  <th scope="col">{text.status}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.items.map((burst) => (
                  <tr key={burst.address} data-testid="login-failure-row">
                    <td>{burst.address}</td>
                    <td>
                      {count.format(burst.failures)} ({burst.kinds.map((kind) => text.kinds[kind] ?? kind).join(', ')})
                    </td>
                    <td>{count.format(burst.accounts)}</td>
                    <td className="outbox__body">{burst.usernames.join(', ')}</td>
                    <td className="outbox__time">
                      {dateTime.format(new Date(burst.first_at))} – {dateTime.format(new Date(burst.last_at))}
                    </td>
                    <td>{burst.blocked_until ? text.blockedUntil(dateTime.format(new Date(burst.blocked_until))) : text.notBlocked}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </div>
  );
}
