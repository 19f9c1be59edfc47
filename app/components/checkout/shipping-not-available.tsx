/** Spec §8 'Unsupported shipping country': the red box, word for word. */
export function ShippingNotAvailable() {
  return (
    <div role="alert" className="rounded-[1.75rem] border border-red-200 bg-red-50 px-6 py-8 text-red-900 sm:px-10 sm:py-10">
      <h2 className="font-serif text-2xl">Shipping Not Available</h2>
      <p className="mt-3 max-w-xl text-[15px] leading-relaxed">
        We currently don't support shipping to your country. Please check back later as we're expanding our delivery network.
      </p>
    </div>
  );
}
