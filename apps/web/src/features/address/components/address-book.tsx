import { useState } from 'react';
import type { Address, AddressInput } from '@kaimono/contracts';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@kaimono/contracts';
import { addressText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { useAddressBook, useRemoveAddress, useSaveAddress } from '../hooks/use-addresses';
import { inputFromAddress, type AddressFormValues } from '../lib/address-rules';
import { AddressForm } from './address-form';
import './address.css';

export interface AddressEditorProps {
  address?: Address;
  defaults?: Partial<AddressFormValues>;
  onSaved?: (address: Address) => void;
  onCancel?: () => void;
}

/** The address form wired to add/edit, with the server's message as a toast. */
export function AddressEditor({ address, defaults, onSaved, onCancel }: AddressEditorProps) {
  const save = useSaveAddress();
  const toast = useToast();
  const submit = async (input: AddressInput) => {
    const answer = await save.mutateAsync({ id: address?.id, input });
    toast.success(answer.message);
    onSaved?.(answer.data);
  };
  return (
    <AddressForm
      address={address}
      defaults={defaults}
      onSubmit={submit}
      onCancel={onCancel}
      aria-label={address ? addressText.editTitle : addressText.addTitle}
    />
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

export interface AddressBookProps {
  defaults?: Partial<AddressFormValues>;
  /** Open the add form at once (the book was opened to add one, e.g. from checkout). */
  startAdding?: boolean;
  /** A new address was saved (the page may go back where the buyer came from). */
  onAdded?: (address: Address) => void;
}

/**
 * The customer's address book (/account/addresses): default first, add, edit, make default,
 * delete; at most MAX_ADDRESSES_PER_CUSTOMER.
 */
export function AddressBook({ defaults, startAdding = false, onAdded }: AddressBookProps) {
  const book = useAddressBook();
  const save = useSaveAddress();
  const remove = useRemoveAddress();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(startAdding ? { mode: 'add' } : null);
  const [removing, setRemoving] = useState<Address | null>(null);

  if (book.isPending) {
    return (
      <LoadingRegion>
        <div className="address-book">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      </LoadingRegion>
    );
  }
  if (book.isError) return <LoadFailed onRetry={() => void book.refetch()} retrying={book.isFetching} />;

  const addresses = book.data.results;
  const limit = book.data.limit || MAX_ADDRESSES_PER_CUSTOMER;
  const full = addresses.length >= limit;

  const makeDefault = (address: Address) =>
    save.mutate(
      { id: address.id, input: inputFromAddress(address, { is_default: true }) },
      { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorText(error)) },
    );
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setRemoving(null);
      },
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <div className="address-book">
      <div className="address-book__bar">
        <span className="muted">{addressText.count(addresses.length, limit)}</span>
        <Button leadingIcon={<Icon name="plus" size={18} />} onClick={() => setEditing({ mode: 'add' })} disabled={full}>
          {addressText.addButton}
        </Button>
      </div>
      {full && (
        <div className="notice" role="note">
          <Icon name="info" />
          <p>{addressText.limitReached(limit)}</p>
        </div>
      )}
      {addresses.length === 0 ? (
        <EmptyState icon="mapPin" headingLevel={2} title={addressText.emptyTitle} description={addressText.emptyBody} />
      ) : (
        <ul className="address-book__list" aria-label={addressText.pageTitle}>
          {addresses.map((address) => (
            <li key={address.id} className={address.is_default ? 'card address-card address-card--default' : 'card address-card'} aria-label={address.full_address}>
              <div className="address-card__head">
                <strong>{address.receiver_name}</strong>
                <span className="muted">{address.phone}</span>
                {address.is_default && <span className="address-card__badge">{addressText.defaultBadge}</span>}
              </div>
              <p>{address.full_address}</p>
              {address.legacy_district && (
                <p className="muted">
                  {addressText.legacyDistrict}: {address.legacy_district}
                </p>
              )}
              {address.note && <p className="muted">{address.note}</p>}
              <div className="address-card__actions">
                <Button size="sm" variant="secondary" onClick={() => setEditing({ mode: 'edit', address })} aria-label={addressText.editLabel(address.receiver_name)}>
                  {addressText.edit}
                </Button>
                {!address.is_default && (
                  <Button size="sm" variant="secondary" onClick={() => makeDefault(address)} disabled={save.isPending} aria-label={addressText.setDefaultLabel(address.receiver_name)}>
                    {addressText.setDefault}
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => setRemoving(address)} aria-label={addressText.removeLabel(address.receiver_name)}>
                  {addressText.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === 'edit' ? addressText.editTitle : addressText.addTitle}
        size="lg"
      >
        {editing && (
          <AddressEditor
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            address={editing.mode === 'edit' ? editing.address : undefined}
            defaults={defaults}
            onSaved={(saved) => {
              const added = editing.mode === 'add';
              setEditing(null);
              if (added) onAdded?.(saved);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={addressText.removeTitle}
        description={removing ? addressText.removeBody(removing.full_address) : ''}
        confirmLabel={addressText.remove}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
