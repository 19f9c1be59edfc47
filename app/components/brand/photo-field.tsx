import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from '../../../domain/forms/options';
import { PersonIcon } from '../icons-later';

interface PhotoFieldProps {
  id: string;
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A refusal from the server for this photo. */
  error?: string;
  disabled?: boolean;
  /** An optional photo: no asterisk, and the browser does not ask for one. */
  optional?: boolean;
}

const ACCEPTED = PHOTO_ACCEPT.split(',');

/** A photo upload taking PNG, JPEG or WebP; checked here for a quick answer and again on the server by content. */
export function PhotoField({ id, label, hint, file, onChange, error, disabled, optional = false }: PhotoFieldProps) {
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Each preview URL is released when it is replaced or the field goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    const problem = !chosen
      ? null
      : !ACCEPTED.includes(chosen.type)
        ? PHOTO_WRONG_TYPE
        : chosen.size > PHOTO_MAX_BYTES
          ? PHOTO_TOO_LARGE
          : null;
    setLocalError(problem);
    if (problem) e.target.value = '';
    setPreview(chosen && !problem ? URL.createObjectURL(chosen) : null);
    onChange(problem ? null : chosen);
  };
  const shown = localError ?? error;
  return (
    <div className="rounded-2xl border border-dashed border-sand-200 bg-white p-4 sm:p-5">
      <div className="flex items-start gap-4">
        <div className="flex h-24 w-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-sand-100">
          {preview && file ? (
            <img src={preview} alt={`Preview of your ${label.toLowerCase()}`} className="h-full w-full object-cover" />
          ) : (
            <PersonIcon width={32} height={32} className="text-cocoa-500/60" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-sm font-medium text-cocoa-900">
            {label}
            {!optional && (
              <span aria-hidden="true" className="ml-0.5 text-terracotta-600">
                *
              </span>
            )}
          </label>
          <p id={`${id}-hint`} className="mt-1 text-xs text-cocoa-500">
            {hint}
          </p>
          {/* The native input stays focusable (keyboard users press Space on it); the styled twin is for the mouse. */}
          <input
            ref={input}
            id={id}
            name={id}
            type="file"
            accept={PHOTO_ACCEPT}
            required={!optional && !file}
            disabled={disabled}
            onChange={pick}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            onClick={() => !disabled && input.current?.click()}
            className="mt-3 inline-flex cursor-pointer items-center rounded-full bg-cocoa-900 px-4 py-2 text-xs font-semibold tracking-wider text-sand-50 uppercase transition-colors hover:bg-cocoa-700 peer-focus-visible:ring-2 peer-focus-visible:ring-gold-400 peer-focus-visible:ring-offset-2 peer-disabled:opacity-50"
          >
            {file ? 'Replace photo' : 'Choose photo'}
          </span>
          {file && !shown && (
            <p className="mt-2 truncate text-xs text-cocoa-700">
              {file.name} · {fileSize(file.size)}
            </p>
          )}
          {shown && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-terracotta-600">
              <span aria-hidden="true">⚠ </span>
              {shown}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
