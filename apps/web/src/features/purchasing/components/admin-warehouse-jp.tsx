import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { warehouseJpText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { FileUploader, type UploaderItem } from '@/shared/ui/file-uploader';
import { Input } from '@/shared/ui/input';
import { QueryState } from '@/shared/ui/query-state';
import { StaffList, type StaffListColumn } from '@/shared/ui/staff-list';
import { WorkQueueFilterBar, useWorkQueueFilters } from './work-queue-filters';
import { useToast } from '@/shared/ui/toast';
import {
  addPackagePhotos,
  getPhotoRequests,
  getToReceive,
  lookupPackage,
  purchasingKeys,
  receivePackage,
  type PhotoRequestItem,
  type ReceivePackageBody,
  type ToReceiveItem,
} from '../api/purchasing-api';
import { wholeNumber } from '../lib/numbers';
import './purchasing.css';

const t = warehouseJpText;
const conditions = ['good', 'damaged', 'opened', 'wrong_item'] as const;
const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' });

type Errors = Partial<Record<'weight' | 'length' | 'width' | 'height' | 'shelf', string>>;

export function ReceiveForm({ order, code, busy, onSubmit, onCancel }: { order: ToReceiveItem; code: string; busy: boolean; onSubmit: (body: ReceivePackageBody) => void; onCancel: () => void }) {
  const [weight, setWeight] = useState('');
  const [dims, setDims] = useState({ length: '', width: '', height: '' });
  const [shelf, setShelf] = useState('');
  const [condition, setCondition] = useState<(typeof conditions)[number]>('good');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<UploaderItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const weightG = wholeNumber(weight, 1, 100_000);
    if (weightG === null) next.weight = t.form.weight;
    const cm = { length: wholeNumber(dims.length, 1, 300), width: wholeNumber(dims.width, 1, 300), height: wholeNumber(dims.height, 1, 300) };
    for (const key of ['length', 'width', 'height'] as const) if (cm[key] === null) next[key] = t.form[key];
    if (!shelf.trim() || shelf.trim().length > 40) next.shelf = t.form.shelf;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSubmit({
      code,
      weight_g: weightG!,
      length_cm: cm.length!,
      width_cm: cm.width!,
      height_cm: cm.height!,
      shelf: shelf.trim(),
      condition,
      ...(note.trim() ? { condition_note: note.trim() } : {}),
      photos: photos.map((p) => p.url),
    });
  };

  const dim = (key: 'length' | 'width' | 'height') => (
    <Field label={t.form[key]} required error={errors[key]}>
      {(control) => <Input {...control} inputMode="numeric" value={dims[key]} onChange={(e) => setDims((d) => ({ ...d, [key]: e.target.value }))} />}
    </Field>
  );

  return (
    <form className="purchasing-form warehouse-form" onSubmit={submit} noValidate aria-label={t.form.title(order.order_code)}>
      <h2 className="warehouse-form__title">{t.form.title(order.order_code)}</h2>
      <ul className="warehouse-form__items">
        {order.items.map((item, i) => (
          <li key={i}>
            {item.qty} × {item.name}
            {item.variant && ` (${item.variant})`}
          </li>
        ))}
      </ul>
      {order.services.length > 0 && <p className="muted">{t.form.services(order.services.join(', '))}</p>}
      <div className="warehouse-form__grid">
        <Field label={t.form.weight} required error={errors.weight}>
          {(control) => <Input {...control} autoFocus inputMode="numeric" value={weight} onChange={(e) => setWeight(e.target.value)} />}
        </Field>
        {dim('length')}
        {dim('width')}
        {dim('height')}
        <Field label={t.form.shelf} required error={errors.shelf}>
          {(control) => <Input {...control} maxLength={40} value={shelf} onChange={(e) => setShelf(e.target.value)} />}
        </Field>
        <Field label={t.form.condition}>
          {(control) => (
            <select {...control} className="k-input" value={condition} onChange={(e) => setCondition(e.target.value as (typeof conditions)[number])}>
              {conditions.map((c) => (
                <option key={c} value={c}>
                  {t.conditions[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t.form.conditionNote} optional>
        {(control) => <Input {...control} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <FileUploader label={t.form.photos} value={photos} onChange={setPhotos} max={20} accept="image" folder="document" onBusyChange={setUploading} />
      <div className="purchasing-form__actions">
        <Button type="submit" loading={busy} disabled={uploading}>
          {uploading ? t.form.uploading : t.form.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.form.cancel}
        </Button>
      </div>
    </form>
  );
}

function receiveColumns(receive: (order: ToReceiveItem) => void): ReadonlyArray<StaffListColumn<ToReceiveItem>> {
  return [
    { key: 'order', header: t.columns.order, rowHeader: true, cell: (order) => order.order_code },
    { key: 'items', header: t.columns.items, cell: (order) => order.items.map((i) => `${i.qty} × ${i.name}`).join(', ') },
    { key: 'customer', header: t.columns.customer, cell: (order) => order.customer.full_name ?? order.customer.customer_no ?? order.customer.id },
    { key: 'tracking', header: t.columns.tracking, cell: (order) => order.tracking_number ?? order.marketplace_order_number ?? '—' },
    { key: 'purchased', header: t.columns.purchasedAt, cell: (order) => (order.purchased_at ? dateTime.format(new Date(order.purchased_at)) : '—') },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (order) => (
        <Button size="sm" aria-label={`${t.receive} ${order.order_code}`} onClick={() => receive(order)}>
          {t.receive}
        </Button>
      ),
    },
  ];
}

function PhotoRequestRow({ request }: { request: PhotoRequestItem }) {
  const [photos, setPhotos] = useState<UploaderItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const send = useMutation({
    mutationFn: () => addPackagePhotos(request.package_id, photos.map((p) => p.url)),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.photoRequests });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <li className="warehouse-request" data-testid="photo-request">
      <p>
        <strong>{request.order_code}</strong> · {t.form.shelf}: {request.shelf} · {dateTime.format(new Date(request.created_at))}
      </p>
      {request.note && <p className="muted">{request.note}</p>}
      <FileUploader label={t.form.photos} value={photos} onChange={setPhotos} max={20} accept="image" folder="document" onBusyChange={setUploading} />
      <Button size="sm" disabled={photos.length === 0 || uploading} loading={send.isPending} onClick={() => send.mutate()}>
        {t.answer}
      </Button>
    </li>
  );
}

/**
 * /admin/warehouse-jp: receive a package against its order. The scan box keeps the focus (a barcode
 * scanner types the order code or the seller's tracking number and Enter); the form weighs, measures,
 * photographs, notes the condition and the shelf. Below: what waits to be received (the keyboard works
 * it once the focus leaves the scan box: j/k select, Enter opens the selected order's form), and the
 * customers' requests for more photos.
 */
export default function AdminWarehouseJp() {
  const scanRef = useRef<HTMLInputElement>(null);
  const [scan, setScan] = useState('');
  const [found, setFound] = useState<{ order: ToReceiveItem; code: string } | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const filters = useWorkQueueFilters();
  const waiting = useQuery({ queryKey: purchasingKeys.toReceiveOf(filters), queryFn: ({ signal }) => getToReceive(filters, signal), refetchInterval: 30_000 });
  const requests = useQuery({ queryKey: purchasingKeys.photoRequests, queryFn: ({ signal }) => getPhotoRequests(signal), refetchInterval: 30_000 });
  const find = useMutation({ mutationFn: (q: string) => lookupPackage(q) });
  const receive = useMutation({ mutationFn: (body: ReceivePackageBody) => receivePackage(body), onSettled: () => queryClient.invalidateQueries({ queryKey: purchasingKeys.all }) });

  // Back to the scan box whenever no package form is open (the scanner's next code lands there).
  useEffect(() => {
    if (!found) scanRef.current?.focus();
  }, [found]);

  const lookup = (code: string) => {
    const q = code.trim();
    if (!q) return;
    setScanError(null);
    find.mutate(q, {
      onSuccess: (order) => setFound({ order, code: q }),
      onError: (error) => {
        setScanError(errorText(error));
        setScan('');
        scanRef.current?.focus();
      },
    });
  };

  const done = () => {
    setFound(null);
    setScan('');
  };

  return (
    <div className="warehouse">
      <form
        className="warehouse__scan"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          lookup(scan);
        }}
      >
        <Field label={t.scanLabel} error={scanError}>
          {(control) => <Input {...control} ref={scanRef} autoFocus autoComplete="off" placeholder={t.scanPlaceholder} value={scan} onChange={(e) => setScan(e.target.value)} />}
        </Field>
        <Button type="submit" loading={find.isPending}>
          {t.find}
        </Button>
      </form>

      {found && (
        <ReceiveForm
          key={found.order.order_id}
          order={found.order}
          code={found.code}
          busy={receive.isPending}
          onCancel={done}
          onSubmit={(body) =>
            receive.mutate(body, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                done();
              },
              onError: (error) => toast.error(errorText(error)),
            })
          }
        />
      )}

      <StaffList
        query={waiting}
        rows={(data) => data.results}
        rowKey={(order) => order.order_id}
        rowProps={(order) => ({ 'data-testid': 'receive-row', 'data-order-code': order.order_code })}
        onOpen={(order) => setFound({ order, code: order.order_code })}
        columns={receiveColumns((order) => setFound({ order, code: order.order_code }))}
        count={(data) => t.count(data.total)}
        table={{ wrapClassName: 'purchasing__wrap', className: 'purchasing__table', label: t.tableLabel }}
        toolbar={<WorkQueueFilterBar />}
        forbidden={(error) => error.message}
        empty={<EmptyState title={t.empty} description={t.emptyBody} icon="truck" />}
      />

      <section className="warehouse__requests" aria-labelledby="photo-requests-title">
        <h2 id="photo-requests-title">{t.requestsTitle}</h2>
        <QueryState query={requests} empty={<p className="muted">{t.requestsEmpty}</p>}>
          {(list) => (
            <ul className="warehouse__request-list">
              {list.map((r) => (
                <PhotoRequestRow key={r.id} request={r} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
