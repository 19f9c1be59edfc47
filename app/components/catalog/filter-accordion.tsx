import type { CatalogFilters } from '../../../domain/catalog';
import { FILTER_GROUPS, type FilterGroupId } from '../../../domain/listing-query';
import { ChevronDownIcon } from '../icons';
import { useAccordion } from '../accordion';

/**
 * Filter groups as checkboxes in an accordion (WAI-ARIA's accordion pattern: a heading's
 * button opens and closes its region; any number may be open). Groups with a ticked option start
 * open. Labels keep their published spellings ('Acne and Biemishes', 'Exfloliating') on purpose.
 */
export function FilterAccordion({
  filters,
  onToggle,
}: {
  filters: CatalogFilters;
  onToggle: (group: FilterGroupId, value: string, on: boolean) => void;
}) {
  const accordion = useAccordion({
    initial: FILTER_GROUPS.filter((g) => (filters[g.id as FilterGroupId]?.length ?? 0) > 0).map((g) => g.id),
  });
  return (
    <div className="divide-y divide-sand-200 border-y border-sand-200">
      {FILTER_GROUPS.map((group) => {
        const groupId = group.id as FilterGroupId;
        const selected = new Set(filters[groupId] ?? []);
        return (
          <div key={group.id}>
            <h3>
              <button
                {...accordion.button(group.id)}
                className="group flex w-full items-center justify-between py-4 text-left text-sm font-semibold text-cocoa-950"
              >
                <span>
                  {group.title}
                  {selected.size > 0 && (
                    <span className="ml-2 rounded-full bg-cocoa-950 px-2 py-0.5 text-[0.7rem] text-sand-50">
                      {selected.size}
                      <span className="sr-only"> selected</span>
                    </span>
                  )}
                </span>
                <ChevronDownIcon width={16} height={16} className="transition-transform duration-200 group-aria-expanded:rotate-180" />
              </button>
            </h3>
            <div {...accordion.region(group.id)}>
              <fieldset className="pb-4">
                <legend className="sr-only">{group.title}</legend>
                <ul className="flex flex-col gap-1">
                  {group.options.map((option) => (
                    <li key={option.value}>
                      <label className="flex cursor-pointer items-center gap-3 rounded-md py-1.5 text-sm text-cocoa-900 hover:text-cocoa-950">
                        <input
                          type="checkbox"
                          name={group.id}
                          value={option.value}
                          checked={selected.has(option.value)}
                          onChange={(e) => onToggle(groupId, option.value, e.currentTarget.checked)}
                          className="size-4 rounded border-cocoa-500 accent-cocoa-900"
                        />
                        {option.label}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </div>
          </div>
        );
      })}
    </div>
  );
}
