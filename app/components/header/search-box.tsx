import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import type { ProductSummary } from '../../../domain/catalog';
import { api } from '../../lib/api';
import { useCountry } from '../../lib/country';
import { SearchIcon } from '../icons';
import { CloseIcon } from '../icons-later';
import { SearchResults } from './search-results';

const DEBOUNCE_MS = 150;
const RESULT_LIMIT = 8;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

async function searchProducts(q: string, signal: AbortSignal): Promise<ProductSummary[]> {
  const params = new URLSearchParams({ q, limit: String(RESULT_LIMIT) });
  return (await api<{ data: ProductSummary[] }>(`/api/product/search?${params}`, { signal })).data;
}

/** Live product search, following the WAI-ARIA combobox-with-listbox pattern. */
export function SearchBox({
  className = '',
  initialText = '',
  autoFocus = false,
}: {
  className?: string;
  /** What was typed into the stand-in this box takes over from (header/slots.tsx). */
  initialText?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const { country } = useCountry();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);

  const query = useQuery({
    queryKey: ['product-search', term],
    queryFn: ({ signal }) => searchProducts(term, signal),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
  const results = term ? (query.data ?? []) : [];
  const expanded = open && term.length > 0 && query.data !== undefined;
  const activeIndex = active < results.length ? active : -1;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (product: ProductSummary) => {
    setOpen(false);
    setText('');
    navigate(`/product/${product.slug}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = results.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (n === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive(activeIndex === -1 && step < 0 ? n - 1 : (activeIndex + step + n) % n);
    } else if (e.key === 'Enter' && expanded && n > 0) {
      e.preventDefault();
      const picked = results[activeIndex] ?? results[0];
      if (picked) choose(picked);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
    }
  };

  // Enter with no result picked shows every result on the search page.
  return (
    <Form
      action="/search"
      role="search"
      ref={rootRef}
      className={`relative ${className}`}
      onSubmit={(e) => {
        if (!text.trim()) e.preventDefault();
        else setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-cocoa-700" width={18} height={18} />
      <input
        id={`${id}-input`}
        name="q"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search products"
        autoFocus={autoFocus}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-sand-200 bg-white/70 pr-9 pl-10 text-sm placeholder:text-cocoa-500 transition-colors hover:border-cocoa-500/40 focus:border-cocoa-500 focus:bg-white focus:outline-none"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => setText('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1 text-cocoa-700 hover:bg-sand-100"
        >
          <CloseIcon width={16} height={16} />
        </button>
      )}
      {expanded && (
        <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-xl shadow-cocoa-950/10 lg:right-auto lg:w-[26rem]">
          <SearchResults
            id={listId}
            results={results}
            activeIndex={activeIndex}
            country={country}
            optionId={optionId}
            onHover={setActive}
            onChoose={choose}
          />
        </div>
      )}
    </Form>
  );
}
