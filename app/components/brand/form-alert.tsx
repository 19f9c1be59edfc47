/** A refusal that concerns the whole form (rate limit, server down): announced as soon as it appears. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {text && (
        <p className="rounded-xl border border-terracotta-600/30 bg-terracotta-600/5 px-4 py-3 text-sm text-terracotta-600">
          <span aria-hidden="true">⚠ </span>{text}
        </p>
      )}
    </div>
  );
}
