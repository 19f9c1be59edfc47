/** A parcel's tracking number: a link to the carrier's tracking page (a new tab) when it has one, the number alone otherwise. */
export function TrackingNumber({ tracking }: { tracking: { carrier: string; number: string; url: string | null } }) {
  if (!tracking.url) return <span className="font-medium tracking-wide">{tracking.number}</span>;
  return (
    <a
      href={tracking.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium tracking-wide text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600"
    >
      {tracking.number}
      <span className="sr-only"> (track with {tracking.carrier}, opens in a new tab)</span>
    </a>
  );
}
