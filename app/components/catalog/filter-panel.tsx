import { useState } from 'react';
import { Form } from 'react-router';
import type { CatalogFilters } from '../../../domain/catalog';
import { FilterAccordion } from './filter-accordion';
import { hasFilters, type FilterGroupId } from '../../../domain/listing-query';
import { ChevronDownIcon } from '../icons';

// The base styles hide `[hidden]` with !important in their layer, which only that layer can undo.
const NO_SCRIPT_STYLE =
  '#filter-groups{display:block}[aria-controls=filter-groups]{display:none}@layer base{#filter-groups [role=region][hidden]{display:block!important}}';

/**
 * 'Clear all' as a GET form with no fields: without scripts it loads the listing without its query;
 * with them it clears at once (the ticks go before the listing follows).
 */
export function ClearFilters({
  onClear,
  className,
  children = 'Clear all',
}: {
  onClear: () => void;
  className: string;
  children?: string;
}) {
  return (
    <Form method="get" replace preventScrollReset className="contents">
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onClear();
        }}
        className={className}
      >
        {children}
      </button>
    </Form>
  );
}

/** The filter sidebar; on small screens it folds behind a 'Filters' button. */
export function FilterPanel({
  filters,
  onToggle,
  onClear,
}: {
  filters: CatalogFilters;
  onToggle: (group: FilterGroupId, value: string, on: boolean) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const count = Object.values(filters).reduce((n, v) => n + (v?.length ?? 0), 0);
  return (
    <aside aria-labelledby="filters-heading" className="lg:sticky lg:top-6 lg:self-start">
      <div className="flex items-center justify-between">
        <h2 id="filters-heading" className="hidden text-xs font-semibold tracking-[0.2em] text-cocoa-700 uppercase lg:block">
          Filter
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="filter-groups"
          onClick={() => setOpen((o) => !o)}
          className="flex items-center gap-2 rounded-full border border-cocoa-900/20 px-4 py-2 text-sm font-medium lg:hidden"
        >
          Filters{count > 0 && ` (${count})`}
          <ChevronDownIcon width={16} height={16} className={open ? 'rotate-180' : ''} />
        </button>
        {hasFilters(filters) && (
          <ClearFilters onClear={onClear} className="text-sm text-cocoa-700 underline underline-offset-4 hover:text-cocoa-950" />
        )}
      </div>
      {/* Ticking a box navigates at once; the GET form and its button serve browsers without script. */}
      <Form method="get" replace preventScrollReset id="filter-groups" className={`mt-4 ${open ? 'block' : 'hidden'} lg:block`}>
        <FilterAccordion filters={filters} onToggle={onToggle} />
        <noscript>
          {/* Without scripts the groups cannot be opened: all of them show, on phones too, and the toggle goes. */}
          <style>{NO_SCRIPT_STYLE}</style>
          <button type="submit" className="mt-4 rounded-full bg-cocoa-950 px-6 py-2 text-sm text-sand-50">
            Apply filters
          </button>
        </noscript>
      </Form>
    </aside>
  );
}
