import { useState, type FormEvent } from 'react';
import { notificationsAdminText, notificationsText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { ADMIN_NOTIFICATION_KINDS, BROADCAST_KINDS, type AdminNotificationAnswer, type NotificationRecipient } from '../api/admin-notifications-api';
import type { NotificationKind } from '../api/notifications-api';
import { useNotificationRecipient, useSendAdminNotification } from '../hooks/use-admin-notifications';
import { normalizeCustomerNo, validateNotification, type Audience, type NotificationFormErrors, type NotificationFormValues } from '../lib/admin-notification-form';
import './admin-notifications.css';

const t = notificationsAdminText;

const EMPTY: NotificationFormValues = { audience: 'one', category: 'system', title: '', body: '', link: '' };

const kindOptions = (audience: Audience) =>
  (audience === 'all' ? BROADCAST_KINDS : ADMIN_NOTIFICATION_KINDS).map((kind) => ({ value: kind, label: notificationsText.categories[kind] }));

/**
 * /admin/notifications: staff write a notification (category, title, body, link) to one customer,
 * found by customer number, or to every customer (promotion/system only); a preview shows it as the
 * customer will see it and sending is confirmed there; the server's answer (how many received it,
 * how many had this kind turned off) stays on the screen.
 */
export default function AdminSendNotification() {
  const toast = useToast();
  const [values, setValues] = useState<NotificationFormValues>(EMPTY);
  const [errors, setErrors] = useState<NotificationFormErrors>({});
  const [customerText, setCustomerText] = useState('');
  const [customerNo, setCustomerNo] = useState<string | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [result, setResult] = useState<AdminNotificationAnswer | null>(null);
  const recipient = useNotificationRecipient(values.audience === 'one' ? customerNo : null);
  const send = useSendAdminNotification();

  const set = <K extends keyof NotificationFormValues>(key: K, value: NotificationFormValues[K]) => setValues((prev) => ({ ...prev, [key]: value }));

  const setAudience = (audience: Audience) =>
    setValues((prev) => ({ ...prev, audience, category: audience === 'all' && !BROADCAST_KINDS.includes(prev.category) ? 'promotion' : prev.category }));

  const onLookup = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeCustomerNo(customerText);
    if (!number) {
      setCustomerError(t.customer.required);
      return;
    }
    setCustomerError(null);
    setCustomerNo(number);
    if (number === customerNo) void recipient.refetch();
  };

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNotification(values);
    setErrors(found);
    let ok = Object.keys(found).length === 0;
    if (values.audience === 'one' && !recipient.data) {
      setCustomerError(t.customer.lookupFirst);
      ok = false;
    }
    if (ok) {
      send.reset();
      setPreviewing(true);
    }
  };

  const onSend = () => {
    const to = values.audience === 'one' ? recipient.data : null;
    if (values.audience === 'one' && !to) return;
    const link = values.link.trim();
    send.mutate(
      { customer_no: to ? to.customer_no : null, category: values.category, title: values.title.trim(), body: values.body.trim(), ...(link ? { link } : {}) },
      {
        onSuccess: (answer) => {
          setPreviewing(false);
          setResult(answer);
          if (answer.sent > 0) toast.success(answer.message || t.sent);
          else toast.info(answer.message || t.sent);
          setValues((prev) => ({ ...prev, title: '', body: '', link: '' }));
        },
        onError: (error) => {
          setPreviewing(false);
          if (error instanceof ApiError && error.fields) {
            const { title, body, link, category } = error.fields;
            setErrors({ title, body, link, category });
          }
          toast.error(t.sendFailed, errorText(error));
        },
      },
    );
  };

  return (
    <div className="admin-notify">
      {result && <SendResult result={result} onDismiss={() => setResult(null)} />}

      <section className="admin-notify__card" aria-labelledby="admin-notify-title">
        <h2 id="admin-notify-title">{t.formLabel}</h2>
        <RadioGroup
          idPrefix="admin-notify-audience"
          label={t.audienceLabel}
          showLabel
          orientation="horizontal"
          columns={2}
          value={values.audience}
          onValueChange={setAudience}
          options={[
            { value: 'one', label: t.audience.one, description: t.audience.oneHint },
            { value: 'all', label: t.audience.all, description: t.audience.allHint },
          ]}
        />

        {values.audience === 'one' && (
          <>
            <form className="admin-notify__lookup" role="search" aria-label={t.customer.lookupLabel} onSubmit={onLookup} noValidate>
              <Field label={t.customer.label} hint={t.customer.hint} error={customerError} id="admin-notify-customer-no" required>
                {(control) => (
                  <Input
                    {...control}
                    name="customer_no"
                    value={customerText}
                    maxLength={40}
                    autoComplete="off"
                    onChange={(event) => setCustomerText(event.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" variant="secondary" loading={recipient.isFetching} leadingIcon={<Icon name="search" size={16} />}>
                {t.customer.lookup}
              </Button>
            </form>
            <RecipientSummary query={recipient} />
          </>
        )}

        <form className="admin-notify__form" aria-label={t.formLabel} onSubmit={onPreview} noValidate>
          <Field label={t.fields.category} error={errors.category} required>
            {(control) => (
              <NativeSelect
                {...control}
                name="category"
                value={values.category}
                options={kindOptions(values.audience)}
                onChange={(event) => set('category', event.target.value as NotificationKind)}
              />
            )}
          </Field>
          <Field label={t.fields.title} error={errors.title} required>
            {(control) => <Input {...control} name="title" value={values.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />}
          </Field>
          <Field label={t.fields.body} error={errors.body} required>
            {(control) => (
              <textarea {...control} className="k-input" name="body" rows={4} maxLength={2000} value={values.body} onChange={(event) => set('body', event.target.value)} />
            )}
          </Field>
          <Field label={t.fields.link} hint={t.fields.linkHint} error={errors.link} optional>
            {(control) => <Input {...control} name="link" value={values.link} maxLength={500} placeholder="/account/quotes" onChange={(event) => set('link', event.target.value)} />}
          </Field>
          <div className="admin-notify__actions">
            <Button type="submit" leadingIcon={<Icon name="bell" size={16} />}>
              {t.preview}
            </Button>
          </div>
        </form>
      </section>

      <Dialog
        open={previewing}
        onOpenChange={(open) => {
          if (!open && !send.isPending) setPreviewing(false);
        }}
        title={t.previewTitle}
        description={t.previewLead}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPreviewing(false)} disabled={send.isPending}>
              {t.back}
            </Button>
            <Button onClick={onSend} loading={send.isPending} leadingIcon={<Icon name="check" size={16} />}>
              {values.audience === 'all' ? t.sendAll : t.send}
            </Button>
          </>
        }
      >
        {previewing && <Preview values={values} recipient={values.audience === 'one' ? (recipient.data ?? null) : null} />}
      </Dialog>
    </div>
  );
}

function RecipientSummary({ query }: { query: ReturnType<typeof useNotificationRecipient> }) {
  if (query.fetchStatus === 'idle' && query.isPending) return null;
  if (query.isPending) return <Skeleton height={64} radius={8} />;
  if (query.isError) {
    return (
      <p className="admin-notify__error" role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  const customer = query.data;
  return (
    <dl className="admin-notify__facts" aria-label={t.customer.regionLabel} data-testid="admin-notify-recipient">
      <div>
        <dt>{t.customer.label}</dt>
        <dd>
          <code>{customer.customer_no}</code>
        </dd>
      </div>
      <div>
        <dt>{t.customer.name}</dt>
        <dd data-testid="admin-notify-recipient-name">{customer.full_name}</dd>
      </div>
      <div>
        <dt>{t.customer.phone}</dt>
        <dd>{customer.phone ?? t.customer.noPhone}</dd>
      </div>
    </dl>
  );
}

function Preview({ values, recipient }: { values: NotificationFormValues; recipient: NotificationRecipient | null }) {
  const link = values.link.trim();
  return (
    <div className="admin-notify__preview">
      <p>
        <strong>{t.recipient}: </strong>
        <span data-testid="admin-notify-preview-recipient">{recipient ? t.recipientOne(recipient.full_name, recipient.customer_no) : t.recipientAll}</span>
      </p>
      <article className="admin-notify__sample" aria-label={t.previewLabel}>
        <span className="admin-notify__badge">{notificationsText.categories[values.category]}</span>
        <h3>{values.title.trim()}</h3>
        <p className="admin-notify__body">{values.body.trim()}</p>
        <p className="muted">{link ? <code>{link}</code> : t.noLink}</p>
      </article>
      <p className="admin-notify__warning" role="note">
        <Icon name="alert" size={16} /> {recipient ? t.oneWarning : t.broadcastWarning}
      </p>
    </div>
  );
}

function SendResult({ result, onDismiss }: { result: AdminNotificationAnswer; onDismiss: () => void }) {
  const ok = result.sent > 0;
  return (
    <section className={ok ? 'admin-notify__result admin-notify__result--ok' : 'admin-notify__result'} role="status" aria-label={t.resultLabel} data-testid="admin-notify-result">
      <p>
        <strong>{result.message}</strong>
      </p>
      <p>{t.resultSent(result.sent)}</p>
      {result.skipped > 0 && <p>{t.resultSkipped(result.skipped)}</p>}
      <Button variant="link" size="sm" onClick={onDismiss}>
        {t.newMessage}
      </Button>
    </section>
  );
}
