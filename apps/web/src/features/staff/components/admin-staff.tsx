import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@kaimono/contracts';
import { permissionLabels, staffAdminText as t, staffRoleLabels } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input, PasswordInput } from '@/shared/ui/input';
import { useListUrl } from '@/shared/lib/use-list-url';
import { StaffList, UrlFilterBar, type StaffListColumn } from '@/shared/ui/staff-list';
import { useToast } from '@/shared/ui/toast';
import { addStaff, listStaff, revokeStaffSessions, staffKeys, updateStaff, type StaffListFilters, type StaffRoleCode } from '../api/staff-api';
import './admin-staff.css';

const ROLES = Object.keys(staffRoleLabels) as StaffRoleCode[];

function RoleBoxes({ value, onChange, name }: { value: StaffRoleCode[]; onChange: (roles: StaffRoleCode[]) => void; name: string }) {
  return (
    <div className="admin-staff-roles" role="group" aria-label={name}>
      {ROLES.map((role) => (
        <label key={role} className="admin-staff-roles__item">
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) => onChange(event.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          <span>{staffRoleLabels[role]}</span>
        </label>
      ))}
    </div>
  );
}

function AddStaffForm() {
  const toast = useToast();
  const client = useQueryClient();
  const [phone, setPhone] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<StaffRoleCode[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addStaff({ phone, roles, ...(fullName.trim() ? { full_name: fullName.trim() } : {}), ...(password ? { password } : {}) }),
    onSuccess: (answer) => {
      setError(null);
      setPhone('');
      setFullName('');
      setPassword('');
      setRoles([]);
      toast.success(t.add.done(answer.data.full_name));
      void client.invalidateQueries({ queryKey: staffKeys.list });
    },
    onError: (failure) => setError(errorText(failure)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className="admin-staff-card" aria-labelledby="admin-staff-add-title">
      <h2 id="admin-staff-add-title">{t.add.title}</h2>
      <p className="muted">{t.add.lead}</p>
      <form onSubmit={onSubmit} noValidate className="admin-staff-add">
        <Field label={t.add.phone} required id="admin-staff-phone">
          {(control) => <Input {...control} name="phone" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />}
        </Field>
        <Field label={t.add.fullName} optional id="admin-staff-name">
          {(control) => <Input {...control} name="full_name" value={fullName} onChange={(event) => setFullName(event.target.value)} />}
        </Field>
        <Field label={t.add.password} optional id="admin-staff-password">
          {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />}
        </Field>
        <fieldset className="admin-staff-add__roles">
          <legend>{t.add.roles}</legend>
          <RoleBoxes value={roles} onChange={setRoles} name={t.add.roles} />
        </fieldset>
        {error && (
          <p className="admin-staff__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" loading={add.isPending}>
          {t.add.submit}
        </Button>
      </form>
    </section>
  );
}

/** A member's buttons: save the roles chosen in its row, disable or enable, log out everywhere. */
function StaffActions({ member, roles, onSaved }: { member: StaffMember; roles: StaffRoleCode[]; onSaved: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: staffKeys.list });
  const fail = (failure: unknown) => toast.error(errorText(failure));
  const save = useMutation({
    mutationFn: (body: { roles?: StaffRoleCode[]; disabled?: boolean }) => updateStaff(member.user_id, body),
    onSuccess: (_answer, body) => {
      toast.success(body.disabled === true ? t.edit.disabledDone : body.disabled === false ? t.edit.enabledDone : t.edit.saved);
      // The row shows the roles chosen until the list has the saved ones.
      void refresh().then(() => body.roles && onSaved());
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: () => revokeStaffSessions(member.user_id),
    onSuccess: (answer) => {
      toast.success(t.edit.revoked(answer.data.ended));
      void refresh();
    },
    onError: fail,
  });
  const changed = roles.length !== member.roles.length || roles.some((role) => !member.roles.includes(role));
  return (
    <>
      <Button type="button" size="sm" disabled={!changed} loading={save.isPending && save.variables?.roles !== undefined} onClick={() => save.mutate({ roles })}>
        {t.edit.save}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={() => save.mutate({ disabled: !member.disabled })}>
        {member.disabled ? t.edit.enable : t.edit.disable}
      </Button>
      <Button type="button" size="sm" variant="ghost" loading={revoke.isPending} onClick={() => revoke.mutate()}>
        {t.edit.revoke}
      </Button>
    </>
  );
}

/** The roles chosen in each row and not yet saved, by user id (a member without one shows its saved roles). */
type Drafts = Record<string, StaffRoleCode[]>;

function staffColumns(drafts: Drafts, setDraft: (id: string, roles: StaffRoleCode[] | null) => void): ReadonlyArray<StaffListColumn<StaffMember>> {
  const rolesOf = (member: StaffMember) => drafts[member.user_id] ?? member.roles;
  return [
    {
      key: 'name',
      header: t.columns.name,
      rowHeader: true,
      cell: (member) => (
        <>
          {member.full_name}
          <div className="muted">{member.customer_no}</div>
        </>
      ),
    },
    { key: 'phone', header: t.columns.phone, cell: (member) => member.phone ?? '—' },
    {
      key: 'roles',
      header: t.columns.roles,
      cell: (member) => (
        <>
          <RoleBoxes value={rolesOf(member)} onChange={(roles) => setDraft(member.user_id, roles)} name={t.edit.roles(member.full_name)} />
          {member.implicit_owner && <div className="muted">{t.ownerImplicit}</div>}
          <details className="admin-staff-perms">
            <summary>
              {t.permissionsOf} ({member.permissions.length})
            </summary>
            <ul>
              {member.permissions.map((permission) => (
                <li key={permission}>{permissionLabels[permission] ?? permission}</li>
              ))}
            </ul>
          </details>
        </>
      ),
    },
    { key: 'status', header: t.columns.status, cell: (member) => (member.disabled ? t.disabled : t.active) },
    {
      key: 'actions',
      header: t.columns.actions,
      className: 'admin-staff-actions',
      cell: (member) => <StaffActions member={member} roles={rolesOf(member)} onSaved={() => setDraft(member.user_id, null)} />,
    },
  ];
}

/**
 * /admin/staff: staff accounts, their roles (several each), disable, log out everywhere; add by phone.
 * The list is the staff scaffold's (j/k select a member, Enter goes to its first button).
 */
export default function AdminStaff() {
  const url = useListUrl();
  const filters: StaffListFilters = {};
  for (const name of ['role', 'disabled', 'q'] as const) {
    const value = url.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const query = useQuery({ queryKey: staffKeys.listOf(filters), queryFn: ({ signal }) => listStaff(filters, signal), retry: false });
  const [drafts, setDrafts] = useState<Drafts>({});
  const setDraft = (id: string, roles: StaffRoleCode[] | null) =>
    setDrafts((current) => {
      const { [id]: _dropped, ...rest } = current;
      return roles ? { ...rest, [id]: roles } : rest;
    });
  return (
    <div className="admin-staff">
      <AddStaffForm />
      <section className="admin-staff-card" aria-labelledby="admin-staff-list-title">
        <h2 id="admin-staff-list-title">{t.listTitle}</h2>
        <StaffList
          query={query}
          rows={(data) => data.results}
          rowKey={(member) => member.user_id}
          rowProps={(member) => ({ 'data-testid': 'staff-row', className: member.disabled ? 'admin-staff-row--disabled' : undefined })}
          columns={staffColumns(drafts, setDraft)}
          count={(data) => t.count(data.results.length)}
          table={{ wrapClassName: 'admin-staff-table-wrap', className: 'admin-staff-table', label: t.listTitle }}
          toolbar={
            <UrlFilterBar
              label={t.filters.label}
              selects={[
                { name: 'role', label: t.filters.role, options: [{ value: '', label: t.filters.allRoles }, ...ROLES.map((role) => ({ value: role, label: staffRoleLabels[role] }))] },
                {
                  name: 'disabled',
                  label: t.filters.status,
                  options: [
                    { value: '', label: t.filters.allStatuses },
                    { value: 'false', label: t.filters.active },
                    { value: 'true', label: t.filters.disabled },
                  ],
                },
              ]}
              search={{ label: t.filters.search, maxLength: 100 }}
              submitLabel={t.filters.apply}
              clearLabel={t.filters.clear}
            />
          }
          forbidden={(error) => error.message}
          empty={<EmptyState title={t.empty} icon="user" />}
        />
      </section>
    </div>
  );
}
