import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessages, profileText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { formatDate } from '@/shared/lib/format-date';
import { UserAvatar } from '@/shared/ui/avatar';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { RadioGroup } from '@/shared/ui/radio-group';
import { LoadingRegion, SkeletonText } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { getMySalesStaff, rateStaff, requestChangeSale } from '../api/account-api';
import { accountKeys } from '../api/query-keys';

/** "Nhân viên hỗ trợ của bạn": name, phone and Zalo of the customer's sales staff, rate, ask for another. */
export function SalesStaffCard() {
  const query = useQuery({ queryKey: accountKeys.salesStaff, queryFn: ({ signal }) => getMySalesStaff(signal) });
  const [dialog, setDialog] = useState<'rate' | 'change' | null>(null);
  const data = query.data;
  const staff = data?.staff;
  return (
    <section className="card staff-card" aria-labelledby="staff-card-title">
      <h2 id="staff-card-title">{profileText.staffTitle}</h2>
      {query.isPending ? (
        <LoadingRegion>
          <SkeletonText lines={3} />
        </LoadingRegion>
      ) : !staff ? (
        <p className="muted">{profileText.staffNone}</p>
      ) : (
        <>
          <p className="muted">{profileText.staffLead}</p>
          <div className="staff-card__person">
            <UserAvatar fullName={staff.full_name} avatar={staff.avatar} size={56} />
            <div>
              <strong className="staff-card__name">{staff.full_name}</strong>
              <dl className="staff-card__contacts">
                <dt>{profileText.staffPhone}</dt>
                <dd>
                  <a href={`tel:${staff.phone}`} aria-label={profileText.staffCall(staff.full_name)}>
                    {staff.phone}
                  </a>
                </dd>
                <dt>{profileText.staffZalo}</dt>
                <dd>
                  <a href={`https://zalo.me/${encodeURIComponent(staff.zalo)}`} target="_blank" rel="noopener noreferrer" aria-label={profileText.staffZaloChat(staff.full_name)}>
                    {staff.zalo}
                  </a>
                </dd>
              </dl>
              {data.my_rating && <p className="staff-card__rating">{profileText.staffYourRating(data.my_rating.rating)}</p>}
            </div>
          </div>
          {data.open_change_request && (
            <div className="notice" role="note">
              <Icon name="clock" />
              <p>{profileText.staffRequestPending(formatDate(data.open_change_request.created_at))}</p>
            </div>
          )}
          <div className="staff-card__actions">
            <Button variant="secondary" size="sm" leadingIcon={<Icon name="star" size={16} />} onClick={() => setDialog('rate')}>
              {profileText.staffRate}
            </Button>
            {!data.open_change_request && (
              <Button variant="ghost" size="sm" onClick={() => setDialog('change')}>
                {profileText.staffRequestChange}
              </Button>
            )}
          </div>
          <Dialog open={dialog === 'rate'} onOpenChange={(open) => !open && setDialog(null)} title={profileText.staffRateTitle(staff.full_name)}>
            {dialog === 'rate' && <RateForm staffId={staff.id} initialRating={data.my_rating?.rating ?? 5} initialComment={data.my_rating?.comment ?? ''} onDone={() => setDialog(null)} />}
          </Dialog>
          <Dialog
            open={dialog === 'change'}
            onOpenChange={(open) => !open && setDialog(null)}
            title={profileText.staffRequestChangeTitle}
            description={profileText.staffRequestChangeLead}
          >
            {dialog === 'change' && <ChangeRequestForm onDone={() => setDialog(null)} />}
          </Dialog>
        </>
      )}
    </section>
  );
}

function RateForm({ staffId, initialRating, initialComment, onDone }: { staffId: string; initialRating: number; initialComment: string; onDone: () => void }) {
  const [rating, setRating] = useState(String(initialRating));
  const [comment, setComment] = useState(initialComment);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: rateStaff,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.salesStaff });
      onDone();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ staff_id: staffId, rating: Number(rating), comment: comment.trim() || null });
  };
  return (
    <form className="profile-form" onSubmit={submit}>
      <RadioGroup
        idPrefix="staff-rating"
        label={profileText.staffRatingLabel}
        showLabel
        orientation="horizontal"
        value={rating}
        onValueChange={setRating}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: profileText.staffStars(n) }))}
        className="staff-card__stars"
      />
      <Field label={profileText.staffComment} optional>
        {(control) => (
          <textarea {...control} className="k-input profile-form__textarea" rows={3} maxLength={1000} placeholder={profileText.staffCommentPlaceholder} value={comment} onChange={(e) => setComment(e.target.value)} />
        )}
      </Field>
      <div className="profile-form__actions">
        <Button type="submit" loading={mutation.isPending}>
          {profileText.staffSendRating}
        </Button>
      </div>
    </form>
  );
}

function ChangeRequestForm({ onDone }: { onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: requestChangeSale,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.salesStaff });
      onDone();
    },
    onError: (failure) => {
      setError(failure instanceof ApiError ? (failure.fields?.reason ?? failure.message) : errorText(failure));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 5 || text.length > 500) {
      setError(errorMessages.SALES_CHANGE_REASON_REQUIRED);
      return;
    }
    setError(null);
    mutation.mutate(text);
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <Field label={profileText.staffReason} error={error} required>
        {(control) => <textarea {...control} className="k-input profile-form__textarea" rows={4} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      <div className="profile-form__actions">
        <Button type="submit" loading={mutation.isPending}>
          {profileText.staffSendRequest}
        </Button>
      </div>
    </form>
  );
}
