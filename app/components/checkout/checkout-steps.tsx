const STEPS = ['Bag', 'Delivery', 'Payment'] as const;

/** Where the shopper is in the checkout group (cart, shipping, checkout). */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number] }) {
  const at = STEPS.indexOf(current);
  return (
    <ol aria-label="Checkout progress" className="flex items-center gap-2 text-[11px] font-semibold tracking-[0.2em] uppercase sm:gap-3">
      {STEPS.map((step, i) => (
        <li key={step} aria-current={i === at ? 'step' : undefined} className="flex items-center gap-2 sm:gap-3">
          <span className={i === at ? 'text-cocoa-950' : i < at ? 'text-gold-600' : 'text-cocoa-500'}>{step}</span>
          {i < STEPS.length - 1 && <span aria-hidden="true" className="h-px w-6 bg-sand-200 sm:w-10" />}
        </li>
      ))}
    </ol>
  );
}
