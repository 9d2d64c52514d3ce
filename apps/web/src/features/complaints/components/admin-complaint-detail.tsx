import { useState, type FormEvent } from 'react';
import { complaintsAdminText, complaintsText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/format-date';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { FileUploader, type UploaderItem } from '@/shared/ui/file-uploader';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { LoadingRegion, Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import type { AdminComplaintDto } from '../api/admin-complaints-api';
import type { ComplaintDto, ComplaintMessageDto, ComplaintStatus } from '../api/complaints-api';
import { useAdminComplaint, useAdminComplaintActions } from '../hooks/use-admin-complaints';
import { ComplaintDeadline, ComplaintStatusBadge } from './complaint-status';
import { MAX_PHOTOS } from './complaint-form';
import './complaints.css';
import './admin-complaints.css';

const t = complaintsAdminText;
/** A reply may decide the complaint at once (the answer itself takes an open one in progress). */
type Decision = 'resolved' | 'rejected';
const decisions: readonly Decision[] = ['resolved', 'rejected'];

function Photos({ photos, label }: { photos: ComplaintDto['photos']; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="complaint-photos" aria-label={label}>
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img src={photo.url} alt={`${label} ${i + 1}`} width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Message({ message }: { message: ComplaintMessageDto }) {
  return (
    <li className={cx('complaint-message', message.author === 'staff' && 'complaints-admin__message--staff')} data-testid="admin-complaint-message">
      <p className="complaint-message__author">
        <strong>
          {message.author_name} ({t.actors[message.author]})
        </strong>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </p>
      <p className="complaint-message__text">{message.message}</p>
      <Photos photos={message.photos} label={t.messagePhotos} />
    </li>
  );
}

/** Whether the complaint still takes messages (the server refuses a reply to a closed one). */
const isClosed = (status: ComplaintStatus) => status === 'resolved' || status === 'rejected' || status === 'withdrawn';

function Reply({ complaint }: { complaint: AdminComplaintDto }) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploaderItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [decide, setDecide] = useState<Decision | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { reply } = useAdminComplaintActions(complaint.id);
  const toast = useToast();
  
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t.messageRequired);
    setError(null);
    reply.mutate(
      { message: text.trim(), photos: photos.map((p) => p.id), ...(decide ? { status: decide } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || t.replied);
          setText('');
          setPhotos([]);
          setDecide('');
          setFormKey((k) => k + 1);
        },
        onError: (e) => toast.error(t.replyFailed, errorText(e)),
      },
    );
  };

  return (
    <form className="complaint-reply" onSubmit={submit} noValidate>
      <Field label={t.replyLabel} required error={error}>
        {(control) => (
          <textarea
            {...control}
            className="k-input complaint-form__textarea"
            rows={4}
            maxLength={5000}
            placeholder={t.replyPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <FileUploader key={formKey} label={t.replyPhotos} folder="complaint" max={MAX_PHOTOS} value={photos} onChange={setPhotos} onBusyChange={setUploading} />
      <Field label={t.replyDecide} optional>
        {(control) => (
          <NativeSelect
            {...control}
            value={decide}
            onChange={(e) => setDecide(e.target.value as Decision | '')}
            options={[{ value: '', label: t.replyKeep }, ...decisions.map((d) => ({ value: d, label: complaintsText.statuses[d] }))]}
          />
        )}
      </Field>
      <div className="complaint-form__actions">
        <Button type="submit" loading={reply.isPending} disabled={uploading}>
          {t.replySend}
        </Button>
      </div>
    </form>
  );
}

function StatusMoves({ complaint }: { complaint: AdminComplaintDto }) {
  const [target, setTarget] = useState<ComplaintStatus | null>(null);
  const [note, setNote] = useState('');
  const { move } = useAdminComplaintActions(complaint.id);
  const toast = useToast();

  if (complaint.next_statuses.length === 0) return <p className="muted">{t.noMoves}</p>;

  const confirm = () => {
    if (!target) return;
    move.mutate(
      { status: target, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || t.moved);
          setTarget(null);
          setNote('');
        },
        onError: (e) => {
          toast.error(t.moveFailed, errorText(e));
          setTarget(null);
        },
      },
    );
  };

  return (
    <>
      <div className="complaints-admin__moves">
        {complaint.next_statuses.map((s) => (
          <Button key={s} variant={s === 'rejected' ? 'danger' : 'secondary'} onClick={() => setTarget(s)}>
            {t.moveTo(complaintsText.statuses[s])}
          </Button>
        ))}
      </div>
      <Dialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={target ? t.moveTitle(complaintsText.statuses[target]) : t.changeStatus}
        description={t.moveBody}
        size="sm"
      >
        <form
          className="complaints-admin__move"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field label={t.moveNote} optional>
            {(control) => <Input {...control} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />}
          </Field>
          <div className="complaint-form__actions">
            <Button type="submit" variant={target === 'rejected' ? 'danger' : 'primary'} loading={move.isPending}>
              {t.moveConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setTarget(null)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** /admin/complaints/{id}: the complaint, its deadline, photos, discussion and history; reply and status moves. */
export default function AdminComplaintDetail({ id }: { id: string }) {
  const query = useAdminComplaint(id);

  if (query.isPending) {
    return (
      <LoadingRegion>
        <Skeleton height={28} width="40%" />
        <SkeletonText lines={4} />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return <EmptyState icon="alert" title={uiKitText.loadFailedTitle} description={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { data: complaint, discussions, events } = query.data;

  return (
    <div className="complaint-detail complaints-admin-detail">
      <section className="card complaint-detail__summary" aria-labelledby="admin-complaint-summary">
        <div className="complaint-card__head">
          <h2 id="admin-complaint-summary" className="complaint-detail__code">
            {complaint.code} · {complaint.type_name}
          </h2>
          <ComplaintStatusBadge status={complaint.status} />
        </div>
        <dl className="complaint-detail__facts">
          <div>
            <dt>{t.customer}</dt>
            <dd>
              {complaint.customer.full_name} · {complaint.customer.customer_no}
              {complaint.customer.phone && ` · ${complaint.customer.phone}`}
            </dd>
          </div>
          <div>
            <dt>{complaintsText.createdAt}</dt>
            <dd>{formatDateTime(complaint.created_at)}</dd>
          </div>
          <div>
            <dt>{complaintsText.deadline}</dt>
            <dd>
              {formatDateTime(complaint.deadline_at)}
              {complaint.overdue && <span className="complaints-admin__overdue">{t.overdue}</span>}
              <br />
              <ComplaintDeadline complaint={complaint} />
            </dd>
          </div>
          {complaint.order_code && (
            <div>
              <dt>{t.orderCode}</dt>
              <dd>{complaint.order_code}</dd>
            </div>
          )}
          {complaint.bill_code && (
            <div>
              <dt>{t.billCode}</dt>
              <dd>{complaint.bill_code}</dd>
            </div>
          )}
        </dl>
        <p className="complaint-detail__content">{complaint.content}</p>
        <Photos photos={complaint.photos} label={t.photos} />
      </section>

      <section className="card complaints-admin-detail__section" aria-labelledby="admin-complaint-status">
        <h2 id="admin-complaint-status">{t.changeStatus}</h2>
        <StatusMoves complaint={complaint} />
      </section>

      <section className="card complaints-admin-detail__section" aria-labelledby="admin-complaint-discussion">
        <h2 id="admin-complaint-discussion">{t.discussion}</h2>
        {discussions.length === 0 ? (
          <p className="muted">{t.discussionEmpty}</p>
        ) : (
          <ol className="complaint-thread">
            {discussions.map((m) => (
              <Message key={m.id} message={m} />
            ))}
          </ol>
        )}
        <h3>{t.reply}</h3>
        {isClosed(complaint.status) ? <p className="muted">{t.replyClosed}</p> : <Reply complaint={complaint} />}
      </section>

      <section className="card complaints-admin-detail__section" aria-labelledby="admin-complaint-history">
        <h2 id="admin-complaint-history">{t.history}</h2>
        <ol className="complaint-history">
          {events.map((e, i) => (
            <li key={`${e.created_at}-${i}`}>
              <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> · {t.actors[e.actor] ?? e.actor}:{' '}
              {e.from ? `${complaintsText.statuses[e.from]} → ` : ''}
              {complaintsText.statuses[e.to]}
              {e.note && ` (${e.note})`}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
