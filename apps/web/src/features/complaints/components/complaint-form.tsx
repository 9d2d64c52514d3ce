import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complaintsText, errorMessages } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { FileUploader, type UploaderItem } from '@/shared/ui/file-uploader';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { NativeSelect } from '@/shared/ui/native-select';
import { useToast } from '@/shared/ui/toast';
import { createComplaint, getComplaintTypes, type ComplaintDto, type ComplaintTypeCode } from '../api/complaints-api';
import { complaintsKeys } from '../api/query-keys';
import './complaints.css';

export const MAX_PHOTOS = 6;
const CONTENT_MAX = 5000;
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,31}$/;

interface Errors {
  type?: string;
  content?: string;
  order_code?: string;
  bill_code?: string;
}

/** Checks what the server will check, so the customer sees the message before sending. */
export function validateComplaint(input: { type: string; content: string; orderCode: string; billCode: string }): Errors {
  const errors: Errors = {};
  if (!input.type) errors.type = errorMessages.COMPLAINT_TYPE_INVALID;
  const content = input.content.trim();
  if (!content || content.length > CONTENT_MAX) errors.content = errorMessages.COMPLAINT_CONTENT_REQUIRED;
  const order = input.orderCode.trim().toUpperCase();
  if (order && !CODE_PATTERN.test(order)) errors.order_code = errorMessages.COMPLAINT_ORDER_CODE_INVALID;
  const bill = input.billCode.trim().toUpperCase();
  if (bill && !CODE_PATTERN.test(bill)) errors.bill_code = errorMessages.COMPLAINT_BILL_CODE_INVALID;
  return errors;
}

/**
 * The new-complaint form: type (with its response time), content, photos with progress, codes.
 * Opened from an order or a bill, the codes come pre-filled (`initialOrderCode`, `initialBillCode`).
 */
export function ComplaintForm({
  onCreated,
  initialOrderCode = '',
  initialBillCode = '',
}: {
  onCreated: (complaint: ComplaintDto) => void;
  initialOrderCode?: string;
  initialBillCode?: string;
}) {
  const types = useQuery({ queryKey: complaintsKeys.types, queryFn: ({ signal }) => getComplaintTypes(signal), staleTime: 60 * 60_000 });
  const [type, setType] = useState<ComplaintTypeCode | ''>('');
  const [content, setContent] = useState('');
  const [orderCode, setOrderCode] = useState(initialOrderCode);
  const [billCode, setBillCode] = useState(initialBillCode);
  const [photos, setPhotos] = useState<UploaderItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const queryClient = useQueryClient();
  const toast = useToast();

  const mutation = useMutation({
    mutationFn: createComplaint,
    onSuccess: async (result) => {
      toast.success(result.message || complaintsText.created);
      await queryClient.invalidateQueries({ queryKey: complaintsKeys.all });
      onCreated(result.data);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
    },
  });

  const selected = types.data?.find((t) => t.code === type);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateComplaint({ type, content, orderCode, billCode });
    setErrors(found);
    if (Object.keys(found).length > 0 || !type) return;
    mutation.mutate({
      type,
      content: content.trim(),
      photos: photos.map((p) => p.id),
      ...(orderCode.trim() ? { order_code: orderCode.trim() } : {}),
      ...(billCode.trim() ? { bill_code: billCode.trim() } : {}),
    });
  };

  return (
    <form className="complaint-form card" onSubmit={onSubmit} noValidate aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="sr-only">
        {complaintsText.newTitle}
      </h2>
      {mutation.isError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(mutation.error)}</span>
        </div>
      )}
      <Field label={complaintsText.type} required error={errors.type} hint={selected ? `${selected.description} ${complaintsText.typeHint(selected.response_hours)}` : undefined}>
        {(control) => (
          <NativeSelect
            {...control}
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as ComplaintTypeCode | '')}
            options={[{ value: '', label: complaintsText.typePlaceholder }, ...(types.data ?? []).map((t) => ({ value: t.code, label: `${t.name} (${t.response_hours} giờ)` }))]}
          />
        )}
      </Field>
      <Field label={complaintsText.content} required error={errors.content} hint={complaintsText.contentHint}>
        {(control) => (
          <textarea {...control} name="content" className="k-input complaint-form__textarea" rows={6} maxLength={CONTENT_MAX} value={content} onChange={(e) => setContent(e.target.value)} />
        )}
      </Field>
      <FileUploader label={complaintsText.photos} hint={complaintsText.photosHint} folder="complaint" max={MAX_PHOTOS} value={photos} onChange={setPhotos} onBusyChange={setUploading} />
      <div className="complaint-form__codes">
        <Field label={complaintsText.orderCode} optional error={errors.order_code} hint={complaintsText.codeHint}>
          {(control) => <Input {...control} name="order_code" value={orderCode} maxLength={32} autoCapitalize="characters" onChange={(e) => setOrderCode(e.target.value)} />}
        </Field>
        <Field label={complaintsText.billCode} optional error={errors.bill_code} hint={complaintsText.codeHint}>
          {(control) => <Input {...control} name="bill_code" value={billCode} maxLength={32} autoCapitalize="characters" onChange={(e) => setBillCode(e.target.value)} />}
        </Field>
      </div>
      <div className="complaint-form__actions">
        <Button type="submit" loading={mutation.isPending} disabled={uploading}>
          {complaintsText.submit}
        </Button>
      </div>
    </form>
  );
}
