import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { UploadedFile, UploadFolder } from '@kaimono/contracts';
import { uploadsText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { uploadFile, uploadPath } from '@/shared/api/upload';
import { cx } from '@/shared/lib/cx';
import { Button, IconButton } from './button';
import { Icon } from './icons';
import './file-uploader.css';

/** A file the server has stored (what the form sends on: its id or url). */
export interface UploaderItem {
  id: string;
  url: string;
  name: string;
  mime: string;
  width: number | null;
  height: number | null;
}

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_EXTENSIONS = /\.(jpe?g|jfif|png|webp|gif|heic|heif|avif)$/i;

export function toUploaderItem(file: UploadedFile, fallbackName = 'file'): UploaderItem {
  return { id: file.id, url: file.url, name: file.file_name ?? file.original_name ?? fallbackName, mime: file.mime, width: file.width, height: file.height };
}

/** What the browser can tell before sending (the server checks the bytes again). */
export function checkFile(file: { name: string; type: string; size: number }, accept: 'image' | 'image-or-pdf'): string | null {
  const isImage = file.type.startsWith('image/') || IMAGE_EXTENSIONS.test(file.name);
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isImage && !(accept === 'image-or-pdf' && isPdf)) return accept === 'image' ? uploadsText.wrongType(file.name) : uploadsText.wrongTypeAny(file.name);
  const limit = isImage ? IMAGE_MAX_BYTES : PDF_MAX_BYTES;
  if (file.size > limit) return uploadsText.tooLarge(file.name, Math.round(limit / 1024 / 1024));
  return null;
}

interface Pending {
  key: number;
  file: File;
  percent: number;
  status: 'uploading' | 'failed';
  error?: string;
  controller: AbortController;
}

export interface FileUploaderProps {
  label: string;
  hint?: string;
  value: UploaderItem[];
  onChange: (items: UploaderItem[]) => void;
  /** How many files at most (default 1). */
  max?: number;
  accept?: 'image' | 'image-or-pdf';
  /** The upload folder (avatar is public; the others are private to the owner and staff). */
  folder?: UploadFolder;
  /** Told true while files are on their way (disable the form's submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** Tests replace the network call. */
  upload?: typeof uploadFile;
}

/**
 * Picks and uploads files one by one, each with a progress bar (XMLHttpRequest upload progress),
 * a preview once stored, and remove / retry / cancel. Used by complaints; the profile avatar can
 * use it with `folder="avatar" max={1}`.
 */
export function FileUploader({ label, hint, value, onChange, max = 1, accept = 'image', folder = 'user', onBusyChange, disabled, upload = uploadFile }: FileUploaderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(1);
  // The newest value and uploads, for completions and unmount (which run after render).
  const latest = useRef(value);
  const pendingRef = useRef(pending);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  const busy = pending.some((p) => p.status === 'uploading');
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Leaving the page cancels what is still on its way.
  useEffect(() => () => pendingRef.current.forEach((p) => p.controller.abort()), []);

  const room = max - value.length - pending.length;

  const start = (item: Pending) => {
    upload(uploadPath(folder), item.file, {
      signal: item.controller.signal,
      onProgress: (progress) => setPending((list) => list.map((p) => (p.key === item.key ? { ...p, percent: progress.percent } : p))),
    }).then(
      (stored) => {
        setPending((list) => list.filter((p) => p.key !== item.key));
        const next = [...latest.current, toUploaderItem(stored, item.file.name)];
        latest.current = next;
        onChange(next);
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setPending((list) => list.map((p) => (p.key === item.key ? { ...p, status: 'failed', error: errorText(error) } : p)));
      },
    );
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    if (files.length === 0) return;
    if (files.length > room) setProblem(uploadsText.tooMany(max));
    const added: Pending[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const wrong = checkFile(file, accept);
      if (wrong) {
        setProblem(wrong);
        continue;
      }
      added.push({ key: nextKey.current++, file, percent: 0, status: 'uploading', controller: new AbortController() });
    }
    if (added.length === 0) return;
    setPending((list) => [...list, ...added]);
    added.forEach(start);
  };

  const retry = (item: Pending) => {
    const again: Pending = { ...item, percent: 0, status: 'uploading', error: undefined, controller: new AbortController() };
    setPending((list) => list.map((p) => (p.key === item.key ? again : p)));
    start(again);
  };

  const drop = (key: number) => {
    setPending((list) => {
      list.find((p) => p.key === key)?.controller.abort();
      return list.filter((p) => p.key !== key);
    });
  };

  return (
    <div className={cx('k-uploader', disabled && 'k-uploader--disabled')}>
      <div className="k-uploader__head">
        <span className="k-field__label">{label}</span>
        <span className="k-uploader__count">{uploadsText.attached(value.length, max)}</span>
      </div>
      {hint && (
        <p id={hintId} className="k-field__hint">
          {hint}
        </p>
      )}
      {(value.length > 0 || pending.length > 0) && (
        <ul className="k-uploader__items">
          {value.map((item) => (
            <li key={item.id} className="k-uploader__item" data-testid="uploaded-file">
              {item.mime.startsWith('image/') ? (
                <img src={item.url} alt={uploadsText.preview(item.name)} className="k-uploader__thumb" width={72} height={72} />
              ) : (
                <span className="k-uploader__thumb k-uploader__thumb--file">
                  <Icon name="receipt" />
                </span>
              )}
              <span className="k-uploader__name" title={item.name}>
                {item.name}
              </span>
              <IconButton label={uploadsText.removeLabel(item.name)} size="sm" disabled={disabled} onClick={() => onChange(value.filter((v) => v.id !== item.id))}>
                <Icon name="close" size={16} />
              </IconButton>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className={cx('k-uploader__item', 'k-uploader__item--pending', item.status === 'failed' && 'k-uploader__item--failed')}>
              <span className="k-uploader__thumb k-uploader__thumb--file">
                <Icon name={item.status === 'failed' ? 'alert' : 'arrowUp'} />
              </span>
              <span className="k-uploader__progress-wrap">
                <span className="k-uploader__name" title={item.file.name}>
                  {item.file.name}
                </span>
                {item.status === 'uploading' ? (
                  <>
                    <span
                      className="k-uploader__bar"
                      role="progressbar"
                      aria-label={uploadsText.progressLabel(item.file.name)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={item.percent}
                    >
                      <span className="k-uploader__bar-fill" style={{ width: `${item.percent}%` }} />
                    </span>
                    <span className="k-uploader__percent" aria-hidden="true">
                      {uploadsText.progress(item.percent)}
                    </span>
                  </>
                ) : (
                  <span className="k-uploader__error" role="alert">
                    {item.error ?? uploadsText.failed}
                  </span>
                )}
              </span>
              {item.status === 'failed' && (
                <Button variant="ghost" size="sm" onClick={() => retry(item)}>
                  {uploadsText.retry}
                </Button>
              )}
              <IconButton label={item.status === 'uploading' ? uploadsText.cancel : uploadsText.removeLabel(item.file.name)} size="sm" onClick={() => drop(item.key)}>
                <Icon name="close" size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="k-field__error" role="alert">
          {problem}
        </p>
      )}
      {room > 0 ? (
        <label className={cx('k-button', 'k-button--secondary', 'k-button--sm', 'k-uploader__pick', disabled && 'is-disabled')} htmlFor={inputId}>
          <Icon name="plus" size={16} />
          {value.length > 0 ? uploadsText.chooseMore : accept === 'image' ? uploadsText.choose : uploadsText.chooseFile}
          <input
            id={inputId}
            type="file"
            className="sr-only"
            accept={accept === 'image' ? 'image/*' : 'image/*,application/pdf'}
            multiple={max > 1}
            disabled={disabled}
            aria-describedby={hint ? hintId : undefined}
            onChange={onPick}
          />
        </label>
      ) : (
        <p className="k-field__hint">{uploadsText.limitReached(max)}</p>
      )}
    </div>
  );
}
