import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Tab {
  value: string;
  label: string;
  /** The panel's content, rendered only while its tab is chosen. */
  panel: () => ReactNode;
}

const TAB =
  '-mb-px shrink-0 border-b-2 border-transparent py-3 text-sm font-medium whitespace-nowrap text-cocoa-700 transition hover:text-cocoa-950 focus-visible:outline-offset-[-2px] data-[state=active]:border-cocoa-950 data-[state=active]:text-cocoa-950';

/**
 * Tabs as WAI-ARIA's tabs pattern describes them: a tab list of buttons with one of them in the Tab
 * order, arrow keys, Home and End moving between them and showing their panel, and only the chosen
 * panel in the page. The first tab is chosen at first.
 */
export function Tabs({
  label,
  tabs,
  className,
  panelClassName,
  value,
  onValueChange,
}: {
  label: string;
  tabs: readonly Tab[];
  className?: string;
  panelClassName?: string;
  /** The chosen tab's value, when the page chooses it (a link to one tab); otherwise the tabs keep their own. */
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  const id = useId();
  const [own, setOwn] = useState(0);
  const chosenIndex =
    value === undefined
      ? own
      : Math.max(
          0,
          tabs.findIndex((t) => t.value === value),
        );
  const current = chosenIndex;
  const setCurrent = (index: number) => {
    setOwn(index);
    onValueChange?.(tabs[index]!.value);
  };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  const chosen = tabs[current]!;
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="no-scrollbar flex gap-6 overflow-x-auto border-b border-sand-200 sm:gap-10">
        {tabs.map((tab, index) => {
          const selected = index === current;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.value}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-${tab.value}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => setCurrent(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={TAB}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${chosen.value}-panel`}
        aria-labelledby={`${id}-${chosen.value}`}
        tabIndex={0}
        className={panelClassName}
      >
        {chosen.panel()}
      </div>
    </div>
  );
}
