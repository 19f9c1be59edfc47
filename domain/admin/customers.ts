import { z } from 'zod';
import { pageNumber } from './params';
import type { AdminOrderRow } from './orders';

export const CUSTOMER_PAGE_SIZE = 25;

export const customersQuery = z.object({
  q: z.string().trim().max(254, { error: 'Must be at most 254 characters' }).optional(),
  page: pageNumber,
});
export type CustomersQuery = z.output<typeof customersQuery>;

export const customerParams = z.object({
  id: z.coerce
    .number({ error: 'Not a customer id' })
    .int({ error: 'Not a customer id' })
    .positive({ error: 'Not a customer id' })
    .max(2_147_483_647, { error: 'Not a customer id' }),
});

export const endSessionsBody = z.object({}).strict();

export interface AdminCustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: string;
  created_at: string;
  /** When the account was erased (its personal data gone), or null. */
  erased_at: string | null;
}

export interface AdminCustomer extends AdminCustomerRow {
  addresses: {
    id: number;
    country: string;
    state: string;
    city: string;
    address: string;
    landmark: string;
    zip_code: string;
    phone: string;
    is_default: boolean;
  }[];
  orders: AdminOrderRow[];
  active_sessions: number;
}

export const CUSTOMER_MESSAGES = { notFound: 'Customer not found' } as const;
