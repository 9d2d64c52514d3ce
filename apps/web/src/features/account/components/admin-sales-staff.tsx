import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { salesStaffAdminText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import type { AdminSalesStaff, StaffCustomer } from '../api/admin-sales-staff-api';
import { useAdminSalesStaff, useAssignSalesStaff, useEndCustomerSessions, useStaffCustomer } from '../hooks/use-admin-sales-staff';
import './admin-sales-staff.css';

const t = salesStaffAdminText;

/**
 * /admin/sales-staff: the sales staff with their customers' count and ratings, and assigning a
 * customer (found by customer number) to one of them after a confirm; the list is read again after.
 */
export default function AdminSalesStaff() {
  const staff = useAdminSalesStaff();
  const [chosen, setChosen] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);

  const choose = (member: AdminSalesStaff) => {
    setChosen(member.id);
    selectRef.current?.focus();
  };

  let list;
  if (staff.isPending) {
    list = (
      <LoadingRegion>
        <Skeleton height={160} radius={10} />
      </LoadingRegion>
    );
  } else if (staff.isError) {
    list = <LoadFailed onRetry={() => void staff.refetch()} retrying={staff.isFetching} />;
  } else if (staff.data.length === 0) {
    list = <EmptyState title={t.empty} />;
  } else {
    list = <StaffTable staff={staff.data} busy={staff.isFetching} onChoose={choose} />;
  }

  return (
    <div className="admin-staff">
      <AssignForm staff={staff.data ?? []} chosen={chosen} onChoose={setChosen} selectRef={selectRef} />
      <section className="admin-staff__section" aria-labelledby="admin-staff-list-title">
        <h2 id="admin-staff-list-title">{t.listTitle}</h2>
        {list}
      </section>
    </div>
  );
}

function StaffTable({ staff, busy, onChoose }: { staff: AdminSalesStaff[]; busy: boolean; onChoose: (member: AdminSalesStaff) => void }) {
  return (
    <>
      <p className="muted" aria-live="polite">
        {t.count(staff.length)}
      </p>
      <div className="admin-staff__table-wrap">
        <table className="admin-staff__table" aria-busy={busy || undefined}>
          <thead>
            <tr>
              <th scope="col">{t.columns.code}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.contact}</th>
              <th scope="col">{t.columns.email}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col" className="admin-staff__num">
                {t.columns.customers}
              </th>
              <th scope="col">{t.columns.rating}</th>
              <th scope="col">
                <span className="sr-only">{t.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id} data-testid="admin-staff-row">
                <td>
                  <code>{member.code}</code>
                </td>
                <th scope="row">{member.full_name}</th>
                <td>
                  {member.phone}
                  {member.zalo && member.zalo !== member.phone && <span className="admin-staff__sub">Zalo: {member.zalo}</span>}
                </td>
                <td>{member.email ?? t.noEmail}</td>
                <td>
                  <span className={member.active ? 'admin-staff__badge admin-staff__badge--active' : 'admin-staff__badge'}>{member.active ? t.active : t.inactive}</span>
                </td>
                <td className="admin-staff__num" data-testid="admin-staff-customers">
                  {member.customers}
                </td>
                <td>
                  {member.rating_average === null || member.rating_count === 0 ? (
                    <span className="muted">{t.noRating}</span>
                  ) : (
                    <span aria-label={t.ratingLabel(member.rating_average, member.rating_count)}>
                      <Icon name="star" size={14} /> {t.rating(member.rating_average, member.rating_count)}
                    </span>
                  )}
                </td>
                <td>
                  {member.active && (
                    <Button variant="secondary" size="sm" aria-label={t.chooseLabel(member.full_name)} onClick={() => onChoose(member)}>
                      {t.choose}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

interface AssignFormProps {
  staff: AdminSalesStaff[];
  chosen: string;
  onChoose: (id: string) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}

function AssignForm({ staff, chosen, onChoose, selectRef }: AssignFormProps) {
  const a = t.assign;
  const toast = useToast();
  const [customerText, setCustomerText] = useState('');
  const [customerNo, setCustomerNo] = useState<string | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const [staffError, setStaffError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const customer = useStaffCustomer(customerNo);
  const assign = useAssignSalesStaff();
  const active = staff.filter((member) => member.active);
  const member = active.find((s) => s.id === chosen) ?? null;

  const onLookup = (event: FormEvent) => {
    event.preventDefault();
    const number = customerText.trim().toUpperCase();
    if (!number) {
      setCustomerError(a.required);
      return;
    }
    setCustomerError(null);
    setCustomerNo(number);
    if (number === customerNo) void customer.refetch();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const noCustomer = !customer.data;
    setCustomerError(noCustomer ? a.lookupFirst : null);
    setStaffError(member ? null : a.staffRequired);
    if (!noCustomer && member) setConfirming(true);
  };

  const onConfirm = () => {
    if (!customer.data || !member) return;
    const who = customerName(customer.data);
    assign.mutate(
      { customerId: customer.data.id, staffId: member.id },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          const done = a.done(answer.data.staff.full_name, who);
          const resolved = answer.data.resolved_requests;
          toast.success(answer.message || done, resolved > 0 ? `${done} ${a.resolved(resolved)}` : done);
        },
        onError: (error) => {
          setConfirming(false);
          if (error instanceof ApiError && error.fields?.staff_id) setStaffError(error.fields.staff_id);
          toast.error(a.failed, errorText(error));
        },
      },
    );
  };

  return (
    <section className="admin-staff__card" aria-labelledby="admin-staff-assign-title">
      <h2 id="admin-staff-assign-title">{a.title}</h2>
      <p className="muted">{a.lead}</p>
      <form className="admin-staff__lookup" role="search" aria-label={a.lookupLabel} onSubmit={onLookup} noValidate>
        <Field label={a.customerLabel} hint={a.customerHint} error={customerError} id="admin-staff-customer-no" required>
          {(control) => (
            <Input {...control} name="customer_no" value={customerText} maxLength={40} autoComplete="off" onChange={(event) => setCustomerText(event.target.value)} />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={customer.isFetching} leadingIcon={<Icon name="search" size={16} />}>
          {a.lookup}
        </Button>
      </form>
      <CustomerFacts query={customer} />
      <form className="admin-staff__assign" aria-label={a.title} onSubmit={onSubmit} noValidate>
        <Field label={a.staffLabel} error={staffError} id="admin-staff-staff" required>
          {(control) => (
            <NativeSelect
              {...control}
              ref={selectRef}
              name="staff_id"
              value={member ? member.id : ''}
              options={[{ value: '', label: a.staffPlaceholder }, ...active.map((s) => ({ value: s.id, label: `${s.full_name} (${s.code})` }))]}
              onChange={(event) => {
                onChoose(event.target.value);
                setStaffError(null);
              }}
            />
          )}
        </Field>
        <Button type="submit" leadingIcon={<Icon name="user" size={16} />}>
          {a.submit}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !assign.isPending) setConfirming(false);
        }}
        title={a.confirmTitle}
        description={member && customer.data ? a.confirmBody(member.full_name, customerName(customer.data)) : ''}
        confirmLabel={a.confirm}
        busy={assign.isPending}
        onConfirm={onConfirm}
      />
    </section>
  );
}

const customerName = (customer: StaffCustomer) => `${customer.full_name} (${customer.customer_no})`;

function CustomerFacts({ query }: { query: ReturnType<typeof useStaffCustomer> }) {
  const a = t.assign;
  if (query.fetchStatus === 'idle' && query.isPending) return null;
  if (query.isPending) return <Skeleton height={64} radius={8} />;
  if (query.isError) {
    return (
      <p className="admin-staff__error" role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  const customer = query.data;
  return (
    <div className="admin-staff__customer">
      <dl className="admin-staff__facts" aria-label={a.regionLabel} data-testid="admin-staff-customer">
        <div>
          <dt>{a.customerLabel}</dt>
          <dd>
            <code>{customer.customer_no}</code>
          </dd>
        </div>
        <div>
          <dt>{a.name}</dt>
          <dd data-testid="admin-staff-customer-name">{customer.full_name}</dd>
        </div>
        <div>
          <dt>{a.phone}</dt>
          <dd>{customer.phone ?? a.noPhone}</dd>
        </div>
      </dl>
      <EndSessionsButton customer={customer} />
    </div>
  );
}

/** Logs the customer out on every device (e.g. an account someone else may be using), after a confirm. */
function EndSessionsButton({ customer }: { customer: StaffCustomer }) {
  const a = t.assign;
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const end = useEndCustomerSessions();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {a.endSessions}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !end.isPending) setConfirming(false);
        }}
        title={a.endSessionsConfirmTitle}
        description={a.endSessionsConfirmBody(customerName(customer))}
        confirmLabel={a.endSessions}
        destructive
        busy={end.isPending}
        onConfirm={() =>
          end.mutate(customer.id, {
            onSuccess: (answer) => {
              setConfirming(false);
              toast.success(answer.message, a.endSessionsDone(answer.data.ended));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(a.endSessionsFailed, errorText(error));
            },
          })
        }
      />
    </>
  );
}
