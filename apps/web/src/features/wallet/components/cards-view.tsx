import { useState } from 'react';
import { Link } from 'react-router';
import { walletWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import type { CardDto } from '../api/cards-api';
import { useCards, useDeleteCard, useSetPrimaryCard } from '../hooks/use-cards';
import { lastDigits } from '../lib/money';
import { svgDataUrl } from '../lib/svg-image';
import { bankLabel } from './bank-picker';
import { CardForm } from './card-form';
import './wallet.css';

const t = walletWebText.cards;
/** Spec §9: the card's transfer QR is 128 px. */
const CARD_QR_SIZE = 128;

const masked = (card: CardDto) => t.masked(lastDigits(card.card_no));

function CardItem({ card, onEdit, onRemove, onPrimary, busy }: { card: CardDto; onEdit: () => void; onRemove: () => void; onPrimary: () => void; busy: boolean }) {
  const name = masked(card);
  return (
    <li className={card.is_primary ? 'card bank-card bank-card--primary' : 'card bank-card'} aria-label={`${card.bank?.short_name ?? card.bank_no} ${name}`} data-testid="bank-card">
      <div className="bank-card__info">
        <div className="bank-card__head">
          <strong>{card.bank ? bankLabel(card.bank) : card.bank_no}</strong>
          {card.is_primary && <span className="bank-card__badge">{t.primaryBadge}</span>}
        </div>
        <p className="bank-card__number">{name}</p>
        <p>{card.card_name}</p>
        <p className="muted">
          {t.formats[card.card_format] ?? card.card_format}
          {card.bank_branch ? ` · ${card.bank_branch}` : ''}
        </p>
        <div className="bank-card__actions">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t.editLabel(name)}>
            {t.edit}
          </Button>
          {!card.is_primary && (
            <Button size="sm" variant="secondary" onClick={onPrimary} disabled={busy} aria-label={t.setPrimaryLabel(name)}>
              {t.setPrimary}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t.removeLabel(name)}>
            {t.remove}
          </Button>
        </div>
      </div>
      {card.qr && (
        <figure className="bank-card__qr">
          <img src={svgDataUrl(card.qr.svg)} alt={t.qrAlt(name)} width={CARD_QR_SIZE} height={CARD_QR_SIZE} />
          <figcaption className="muted">{t.qrTitle}</figcaption>
        </figure>
      )}
    </li>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; card: CardDto } | null;

/** /account/wallet/cards: saved cards with their transfer QR; add, edit, make primary, delete. */
export default function CardsView() {
  const cards = useCards();
  const primary = useSetPrimaryCard();
  const remove = useDeleteCard();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CardDto | null>(null);

  const makePrimary = (card: CardDto) =>
    primary.mutate(card.id, { onSuccess: (answer) => toast.success(answer.message || t.primarySet), onError: (error) => toast.error(errorText(error)) });
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        toast.success(answer.message || t.removed);
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(errorText(error));
        setRemoving(null);
      },
    });
  };

  return (
    <div className="bank-cards stack">
      <p>
        <Link to={paths.account.wallet}>← {t.back}</Link>
      </p>
      <div className="bank-cards__bar">
        <span className="muted">{cards.data ? t.count(cards.data.length) : ''}</span>
        <Button leadingIcon={<Icon name="plus" size={18} />} onClick={() => setEditing({ mode: 'add' })}>
          {t.add}
        </Button>
      </div>
      {cards.isPending ? (
        <LoadingRegion>
          <div className="wallet-rows-skeleton">
            <Skeleton height={170} radius={10} />
            <Skeleton height={170} radius={10} />
          </div>
        </LoadingRegion>
      ) : cards.isError ? (
        <LoadFailed onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
      ) : cards.data.length === 0 ? (
        <EmptyState icon="creditCard" headingLevel={2} title={t.empty} description={t.emptyBody} />
      ) : (
        <ul className="bank-cards__list" aria-label={t.listLabel}>
          {cards.data.map((card) => (
            <CardItem
              key={card.id}
              card={card}
              busy={primary.isPending}
              onEdit={() => setEditing({ mode: 'edit', card })}
              onRemove={() => setRemoving(card)}
              onPrimary={() => makePrimary(card)}
            />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.mode === 'edit' ? t.editTitle : t.addTitle}>
        {editing && (
          <CardForm
            key={editing.mode === 'edit' ? editing.card.id : 'new'}
            card={editing.mode === 'edit' ? editing.card : undefined}
            onCancel={() => setEditing(null)}
            onSaved={(_card, message) => {
              toast.success(message || t.saved);
              setEditing(null);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.removeTitle}
        description={removing ? t.removeBody(masked(removing)) : ''}
        confirmLabel={t.remove}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
