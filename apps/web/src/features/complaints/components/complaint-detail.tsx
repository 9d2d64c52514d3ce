import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complaintsText, errorMessages, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatDateTime } from '@/shared/lib/format-date';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { FileUploader, type UploaderItem } from '@/shared/ui/file-uploader';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import {
  getDiscussion,
  postDiscussion,
  updateComplaint,
  withdrawComplaint,
  type ComplaintDto,
  type ComplaintMessageDto,
} from '../api/complaints-api';
import { complaintsKeys } from '../api/query-keys';
import { ComplaintDeadline, ComplaintStatusBadge } from './complaint-status';
import { MAX_PHOTOS } from './complaint-form';
import './complaints.css';

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

const toItems = (photos: ComplaintDto['photos']): UploaderItem[] =>
  photos.map((p, i) => ({ id: p.id, url: p.url, name: `${complaintsText.photos} ${i + 1}`, mime: 'image/webp', width: p.width, height: p.height }));

function EditForm({ complaint, onDone }: { complaint: ComplaintDto; onDone: () => void }) {
  const [content, setContent] = useState(complaint.content);
  const [photos, setPhotos] = useState<UploaderItem[]>(() => toItems(complaint.photos));
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: () => updateComplaint({ id: complaint.id, content: content.trim(), photos: photos.map((p) => p.id) }),
    onSuccess: async (result) => {
      toast.success(result.message || complaintsText.updated);
      await queryClient.invalidateQueries({ queryKey: complaintsKeys.all });
      onDone();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(errorMessages.COMPLAINT_CONTENT_REQUIRED);
      return;
    }
    setError(null);
    save.mutate();
  };
  return (
    <form className="complaint-form" onSubmit={onSubmit} noValidate>
      {save.isError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(save.error)}</span>
        </div>
      )}
      <Field label={complaintsText.content} required error={error}>
        {(control) => <textarea {...control} className="k-input complaint-form__textarea" rows={5} maxLength={5000} value={content} onChange={(e) => setContent(e.target.value)} />}
      </Field>
      <FileUploader label={complaintsText.photos} hint={complaintsText.photosHint} folder="complaint" max={MAX_PHOTOS} value={photos} onChange={setPhotos} onBusyChange={setUploading} />
      <div className="complaint-form__actions">
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          {complaintsText.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {complaintsText.cancelEdit}
        </Button>
      </div>
    </form>
  );
}

function Message({ message }: { message: ComplaintMessageDto }) {
  return (
    <li className={cx('complaint-message', `complaint-message--${message.author}`)} data-testid="complaint-message">
      <p className="complaint-message__author">
        <strong>{message.author === 'customer' ? complaintsText.you : message.author_name}</strong>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </p>
      <p className="complaint-message__text">{message.message}</p>
      <Photos photos={message.photos} label={complaintsText.photos} />
    </li>
  );
}

function Reply({ complaintId }: { complaintId: string }) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploaderItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const queryClient = useQueryClient();
  const toast = useToast();
  const send = useMutation({
    mutationFn: () => postDiscussion({ complaint_id: complaintId, message: text.trim(), photos: photos.map((p) => p.id) }),
    onSuccess: async (result) => {
      toast.success(result.message || complaintsText.messageSent);
      setText('');
      setPhotos([]);
      setFormKey((k) => k + 1);
      await queryClient.invalidateQueries({ queryKey: complaintsKeys.all });
    },
    onError: (e) => setError(errorText(e)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(errorMessages.COMPLAINT_MESSAGE_REQUIRED);
      return;
    }
    setError(null);
    send.mutate();
  };
  return (
    <form className="complaint-reply" onSubmit={onSubmit} noValidate>
      <Field label={complaintsText.discussionLabel} error={error}>
        {(control) => (
          <textarea
            {...control}
            className="k-input complaint-form__textarea"
            rows={3}
            maxLength={5000}
            placeholder={complaintsText.discussionPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <FileUploader key={formKey} label={complaintsText.photos} folder="complaint" max={MAX_PHOTOS} value={photos} onChange={setPhotos} onBusyChange={setUploading} />
      <div className="complaint-form__actions">
        <Button type="submit" loading={send.isPending} disabled={uploading}>
          {complaintsText.send}
        </Button>
      </div>
    </form>
  );
}

/** /account/complaints/{id}: the complaint, its deadline, photos, discussion and history. */
export function ComplaintDetail({ id }: { id: string }) {
  const query = useQuery({ queryKey: complaintsKeys.detail(id), queryFn: ({ signal }) => getDiscussion(id, signal) });
  const [editing, setEditing] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const withdraw = useMutation({
    mutationFn: () => withdrawComplaint(id),
    onSuccess: async (result) => {
      toast.success(result.message || complaintsText.withdrawn);
      setConfirmWithdraw(false);
      await queryClient.invalidateQueries({ queryKey: complaintsKeys.all });
    },
    onError: (e) => {
      setConfirmWithdraw(false);
      toast.error(errorText(e));
    },
  });

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
    <div className="complaint-detail">
      <section className="card complaint-detail__summary" aria-labelledby="complaint-summary">
        <div className="complaint-card__head">
          <h2 id="complaint-summary" className="complaint-detail__code">
            {complaintsText.code} {complaint.code}
          </h2>
          <ComplaintStatusBadge status={complaint.status} />
        </div>
        <dl className="complaint-detail__facts">
          <div>
            <dt>{complaintsText.type}</dt>
            <dd>{complaint.type_name}</dd>
          </div>
          <div>
            <dt>{complaintsText.createdAt}</dt>
            <dd>{formatDateTime(complaint.created_at)}</dd>
          </div>
          <div>
            <dt>{complaintsText.deadline}</dt>
            <dd>
              <ComplaintDeadline complaint={complaint} />
            </dd>
          </div>
          {complaint.order_code && (
            <div>
              <dt>{complaintsText.orderCode}</dt>
              <dd>{complaint.order_code}</dd>
            </div>
          )}
          {complaint.bill_code && (
            <div>
              <dt>{complaintsText.billCode}</dt>
              <dd>{complaint.bill_code}</dd>
            </div>
          )}
        </dl>
        {editing ? (
          <EditForm complaint={complaint} onDone={() => setEditing(false)} />
        ) : (
          <>
            <p className="complaint-detail__content">{complaint.content}</p>
            <Photos photos={complaint.photos} label={complaintsText.photos} />
            {(complaint.can_edit || complaint.can_withdraw) && (
              <div className="complaint-form__actions">
                {complaint.can_edit && (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    {complaintsText.edit}
                  </Button>
                )}
                {complaint.can_withdraw && (
                  <Button variant="ghost" onClick={() => setConfirmWithdraw(true)}>
                    {complaintsText.withdraw}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </section>

      <section className="card" aria-labelledby="complaint-discussion">
        <h2 id="complaint-discussion">{complaintsText.discussion}</h2>
        {discussions.length === 0 ? (
          <p className="muted">{complaintsText.discussionEmpty}</p>
        ) : (
          <ol className="complaint-thread">
            {discussions.map((m) => (
              <Message key={m.id} message={m} />
            ))}
          </ol>
        )}
        {complaint.can_discuss ? <Reply complaintId={complaint.id} /> : <p className="muted">{complaintsText.closedNotice}</p>}
      </section>

      <section className="card" aria-labelledby="complaint-history">
        <h2 id="complaint-history">{complaintsText.history}</h2>
        <ol className="complaint-history">
          {events.map((e, i) => (
            <li key={`${e.created_at}-${i}`}>
              <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> — {complaintsText.statuses[e.to]}
              {e.note ? `: ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirmWithdraw}
        onOpenChange={setConfirmWithdraw}
        title={complaintsText.withdrawConfirmTitle}
        description={complaintsText.withdrawConfirmBody}
        confirmLabel={complaintsText.withdraw}
        destructive
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
      />
    </div>
  );
}
