import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';
import { useCountry } from './country';

/** "incl. VAT" where the visitor's country's prices include a tax (the shop's settings), else null. */
export function useIncludedTaxNote(): string | null {
  const { country } = useCountry();
  const name = useRouteLoaderData<typeof loader>('root')?.includedTax[country];
  return name ? `incl. ${name}` : null;
}
