const TEXT = "We currently don't support shipping to your country. Please check back later as we're expanding our delivery network.";

/**
 * 'Unsupported shipping country': the red box, word for word. `compact` is the small
 * version inside the add-address form; the full one replaces the delivery and payment pages.
 */
export function ShippingNotAvailable({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        <p className="font-semibold">Shipping Not Available</p>
        <p className="mt-1">{TEXT}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-[1.75rem] border border-red-200 bg-red-50 px-6 py-8 text-red-900 sm:px-10 sm:py-10">
      <h2 className="font-serif text-2xl">Shipping Not Available</h2>
      <p className="mt-3 max-w-xl text-[15px] leading-relaxed">{TEXT}</p>
    </div>
  );
}
