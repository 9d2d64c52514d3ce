import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { identityText } from '@kaimono/i18n';
import { ApiError } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { getOutbox } from '../api/outbox';
import { authKeys } from '../api/query-keys';
import './identity.css';

const dateTime = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' });

/** /admin/sms-outbox: the SMS and emails of the outbox providers, newest first (sandbox, admins). */
export default function SmsOutboxView() {
  const [filter, setFilter] = useState('');
  const [recipient, setRecipient] = useState('');
  const query = useQuery({
    queryKey: authKeys.outbox(recipient),
    queryFn: ({ signal }) => getOutbox({ ...(recipient ? { recipient } : {}), size: 100 }, signal),
    retry: false,
  });

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(filter.trim());
  };

  let content;
  if (query.isPending) {
    content = (
      <div className="route-fallback">
        <Spinner size={32} />
      </div>
    );
  } else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    content =
      status === 403 || status === 404 ? (
        <EmptyState title={status === 403 ? identityText.outboxForbidden : identityText.outboxUnavailable} icon="alert" />
      ) : (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
  } else if (query.data.results.length === 0) {
    content = <EmptyState title={identityText.outboxEmpty} />;
  } else {
    content = (
      <div className="outbox__table-wrap">
        <table className="outbox__table">
          <thead>
            <tr>
              <th scope="col">{identityText.outboxTime}</th>
              <th scope="col">{identityText.outboxChannel}</th>
              <th scope="col">{identityText.outboxRecipient}</th>
              <th scope="col">{identityText.outboxPurpose}</th>
              <th scope="col">{identityText.outboxBody}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.results.map((message) => (
              <tr key={message.id}>
                <td className="outbox__time">{dateTime.format(new Date(message.created_at))}</td>
                <td>{identityText.channels[message.channel] ?? message.channel}</td>
                <td>{message.recipient}</td>
                <td>{identityText.purposes[message.purpose] ?? message.purpose}</td>
                <td className="outbox__body">
                  {message.subject && <strong>{message.subject}</strong>}
                  {message.subject && '\n'}
                  {message.body}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div>
      <form className="outbox__filters" onSubmit={onFilter} role="search">
        <Field label={identityText.outboxFilterLabel}>
          {(control) => <Input {...control} name="recipient" value={filter} onChange={(e) => setFilter(e.target.value)} maxLength={254} />}
        </Field>
        <Button type="submit" variant="secondary" loading={query.isFetching && !query.isPending}>
          {identityText.outboxRefresh}
        </Button>
      </form>
      {content}
    </div>
  );
}
