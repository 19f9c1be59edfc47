/** A value as one short line: objects as `key: value` pairs. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** Before and after of one audited change. */
export function AuditValues({ before, after }: { before: unknown; after: unknown }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-cocoa-500">Before</dt>
      <dd className="break-words text-cocoa-900">{show(before)}</dd>
      <dt className="text-cocoa-500">After</dt>
      <dd className="break-words text-cocoa-900">{show(after)}</dd>
    </dl>
  );
}
