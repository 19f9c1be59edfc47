/** Marks every stand-in payment screen, so nobody mistakes it for a real one. */
export function TestModeBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-gold-600/40 bg-gold-400/20 px-3 py-1 text-[11px] font-semibold tracking-[0.14em] text-cocoa-900 uppercase">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-600" />
      Test mode
    </span>
  );
}
