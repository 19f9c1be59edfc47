import type { ReactNode } from 'react';
import { useParams, type RouterContextProvider } from 'react-router';
import type { AdminOrder } from '../../../domain/admin/orders';
import { PageLoader } from '../account/require-auth';
import { messageOf } from '../form/server-errors';
import { useAdminQuery } from './admin-api';
import { adminPageQueries } from './page-queries';

const orderPath = (orderNumber: string) => `/api/admin/orders/${encodeURIComponent(orderNumber)}`;

/** The order of the page's address (`:orderNumber`), read with the page: its view, or why it cannot be shown. */
export function WithAdminOrder({ view }: { view: (order: AdminOrder) => ReactNode }) {
  const { orderNumber = '' } = useParams();
  const order = useAdminQuery<AdminOrder>(orderPath(orderNumber));
  if (order.isPending) return <PageLoader />;
  if (order.isError)
    return (
      <p role="alert" className="py-10 text-center text-cocoa-700">
        {messageOf(order.error)}
      </p>
    );
  return view(order.data);
}

/** An order page's loader: the order comes with the page (see adminPageQueries). */
export const adminOrderLoader = (context: Readonly<RouterContextProvider>, orderNumber: string) =>
  adminPageQueries(context, [orderPath(orderNumber)]);
