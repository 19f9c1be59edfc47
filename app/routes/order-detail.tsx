import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '../../domain/orders';
import type { OrderReturns } from '../../domain/returns/views';
import { OrderReturnsPanel } from '../components/returns/order-returns';
import { OrderDocumentsPanel } from '../components/checkout/order-documents';
import { AccountShell } from '../components/account/account-shell';
import { PageLoader, RequireAuth } from '../components/account/require-auth';
import { OrderDetailView } from '../components/checkout/order-detail-view';
import { api } from '../lib/api';
import { pageQueries, type PageQuery } from '../lib/page-queries';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/order-detail';
import { messageOf } from '../components/form/server-errors';

const orderQuery = (orderNumber: string) =>
  ({
    key: ['order', 'my-orders', orderNumber],
    path: `/api/order/my-orders/${encodeURIComponent(orderNumber)}`,
    pick: (body: { data: OrderDetail }) => body.data,
  }) satisfies PageQuery;

const returnsQuery = (orderNumber: string) =>
  ({
    key: ['order', 'my-orders', orderNumber, 'returns'],
    path: `/api/order/my-orders/${encodeURIComponent(orderNumber)}/returns`,
    pick: (body: { data: OrderReturns }) => body.data,
  }) satisfies PageQuery;

/** Signed in, the order and its returns come with the page. */
export const loader = ({ context, params }: Route.LoaderArgs) =>
  pageQueries(context, [orderQuery(params.orderNumber), returnsQuery(params.orderNumber)]);

function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const query = orderQuery(orderNumber);
  const order = useQuery({
    queryKey: query.key,
    queryFn: async () => query.pick(await api<{ data: OrderDetail }>(query.path, { errorStyle: 'raw' })),
  });
  const rq = returnsQuery(orderNumber);
  const returns = useQuery({
    queryKey: rq.key,
    queryFn: async () => rq.pick(await api<{ data: OrderReturns }>(rq.path, { errorStyle: 'raw' })),
  });
  const client = useQueryClient();
  const back = (
    <Link to="/my-orders" className="text-sm font-semibold text-cocoa-950 underline underline-offset-4 hover:text-terracotta-600">
      All orders
    </Link>
  );
  return (
    <AccountShell title={`Order ${orderNumber}`} actions={back}>
      {order.isPending ? (
        <PageLoader />
      ) : order.isError ? (
        <p role="alert" className="rounded-2xl bg-sand-100 px-6 py-10 text-center text-cocoa-700">
          {messageOf(order.error)}
        </p>
      ) : (
        <OrderDetailView order={order.data}>
          <OrderDocumentsPanel documents={order.data.documents} country={order.data.country} />
          {returns.data && (
            <OrderReturnsPanel
              order={order.data}
              returns={returns.data}
              onChanged={() => void client.invalidateQueries({ queryKey: query.key })}
            />
          )}
        </OrderDetailView>
      )}
    </AccountShell>
  );
}

/** /my-orders/{order_number}: one order in full, behind the guard. */
export default function OrderDetailRoute() {
  return (
    <RequireAuth>
      <OrderDetailPage />
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({ title: `Order ${params.orderNumber}`, description: 'Your Zaron order.', noindex: true });
