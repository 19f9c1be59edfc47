/** The terms checkbox; the terms open in a new tab so nothing typed here is lost. */
export function AmbassadorTerms({
  checked,
  onChange,
  disabled,
  error,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl bg-sand-100 p-4 text-sm leading-relaxed text-cocoa-900">
        <input
          id="ambassador-agreedToTerms"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ambassador-agreedToTerms-error' : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-cocoa-900"
        />
        <span>
          I agree to the{' '}
          <a href="/terms-of-service" target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
            terms and conditions
          </a>
          , confirm that the photos are of me, and consent to Zaron contacting me about the Face of Zaron 2025 campaign.
        </span>
      </label>
      {error && (
        <p id="ambassador-agreedToTerms-error" className="mt-2 text-sm text-terracotta-600">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
