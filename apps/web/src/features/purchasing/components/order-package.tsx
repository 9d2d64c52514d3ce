import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderPackageText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { formatVnd } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { useToast } from '@/shared/ui/toast';
import { getOrderPackage, purchasingKeys, requestMorePhotos } from '../api/purchasing-api';
import './purchasing.css';

const t = orderPackageText;
const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' });
const kg = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/**
 * The order's package at the Japan warehouse, in the order's timeline on /account/quotes/{code}:
 * weight, size, condition, the warehouse's photos, and asking for more with the photo service.
 * Nothing while the package is not received.
 */
export default function OrderPackage({ code }: { code: string }) {
  const query = useQuery({ queryKey: purchasingKeys.orderPackage(code), queryFn: ({ signal }) => getOrderPackage(code, signal) });
  const queryClient = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const ask = useMutation({
    mutationFn: () => requestMorePhotos(code, note.trim()),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setAsking(false);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.orderPackage(code) });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const pkg = query.data?.data;
  if (!pkg) return null;
  const service = query.data?.photo_service ?? null;
  return (
    <section className="order-card card order-package" aria-labelledby="order-package-title" data-testid="order-package">
      <h2 id="order-package-title" className="order-card__title">
        {t.title}
      </h2>
      <p className="muted">{t.receivedAt(dateTime.format(new Date(pkg.received_at)))}</p>
      <dl className="order-package__facts">
        <dt>{t.weight}</dt>
        <dd>{kg.format(pkg.weight_g / 1000)} kg</dd>
        <dt>{t.size}</dt>
        <dd>
          {pkg.length_cm} × {pkg.width_cm} × {pkg.height_cm} cm
        </dd>
        <dt>{t.condition}</dt>
        <dd>
          {pkg.condition_label}
          {pkg.condition_note && ` · ${pkg.condition_note}`}
        </dd>
      </dl>
      <h3 className="order-package__photos-title">{t.photosLabel}</h3>
      {pkg.photos.length === 0 ? (
        <p className="muted">{t.noPhotos}</p>
      ) : (
        <ul className="order-package__photos">
          {pkg.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={t.photoAlt(i + 1)} width={120} height={90} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {pkg.open_photo_request ? (
        <p className="order-package__pending" role="status">
          {t.pending}
        </p>
      ) : (
        service &&
        (asking ? (
          <form
            className="order-package__ask"
            onSubmit={(event) => {
              event.preventDefault();
              ask.mutate();
            }}
          >
            <p className="muted">{t.askPrice(service.name, formatVnd(service.price_vnd))}</p>
            <Field label={t.askNote} optional>
              {(control) => <Input {...control} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
            </Field>
            <Button type="submit" loading={ask.isPending}>
              {t.send}
            </Button>
          </form>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t.askMore}
          </Button>
        ))
      )}
    </section>
  );
}
