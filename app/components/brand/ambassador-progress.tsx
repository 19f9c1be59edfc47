/** How much of the application is filled in, as '45%' and as a progress bar. */
export function AmbassadorProgress({ percent }: { percent: number }) {
  return (
    <div className="sticky top-0 z-20 -mx-5 border-b border-sand-200 bg-sand-50/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8">
      <div className="flex items-center justify-between text-sm">
        <span id="ambassador-progress-label" className="font-medium text-cocoa-900">
          Application progress
        </span>
        <span className="font-semibold tabular-nums text-cocoa-950">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="ambassador-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold-600 to-terracotta-600 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** While the photos go up: how much has been sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="rounded-2xl bg-sand-100 px-4 py-3">
      <p id="upload-progress-label" className="flex justify-between text-sm text-cocoa-900">
        <span>{percent < 100 ? 'Uploading your photos…' : 'Saving your application…'}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full bg-cocoa-900 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
