import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { secondaryButton } from '../form/styles';

/**
 * Filters kept in the address (shareable, back button works): submitting puts the form's
 * non-empty fields into the query string and starts again at page 1.
 */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget)) if (typeof value === 'string' && value.trim()) next.set(key, value.trim());
    navigate(`?${next}`);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className="mb-6 grid gap-4 rounded-3xl bg-sand-100 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      {children}
      <div className="flex items-end">
        <button type="submit" className={`${secondaryButton} w-full bg-white`}>
          Apply
        </button>
      </div>
    </form>
  );
}
