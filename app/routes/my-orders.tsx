import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AccountShell } from '../components/account/account-shell';
import { OrdersIcon } from '../components/icons-later';
import { PageLoader, RequireAuth } from '../components/account/require-auth';
import type { MyOrder } from '../../domain/checkout/answers';
import { OrderCard } from '../components/checkout/order-card';
import { api } from '../lib/api';
import { pageQueries, type PageQuery } from '../lib/page-queries';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/my-orders';
import { messageOf } from '../components/form/server-errors';

function NoOrders() {
  return (
    <div className="rounded-3xl bg-sand-100 px-6 py-16 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-cocoa-700">
        <OrdersIcon width={26} height={26} />
      </span>
      <p className="mt-5 font-serif text-2xl text-cocoa-950">No Orders</p>
      <p className="mt-2 text-sm text-cocoa-700">When you place an order it will appear here.</p>
      <Link to="/" className="mt-6 inline-block rounded-full bg-cocoa-950 px-8 py-3 text-sm font-semibold text-sand-50 hover:bg-cocoa-900">
        Start shopping
      </Link>
    </div>
  );
}

const MY_ORDERS = {
  key: ['order', 'my-orders'],
  path: '/api/order/my-orders',
  pick: (body: { data: MyOrder[] }) => body.data,
} satisfies PageQuery;

/** Signed in, the orders come with the page. */
export const loader = ({ context }: Route.LoaderArgs) => pageQueries(context, [MY_ORDERS]);

function MyOrdersPage() {
  const orders = useQuery({
    queryKey: MY_ORDERS.key,
    queryFn: async () => MY_ORDERS.pick(await api<{ data: MyOrder[] }>(MY_ORDERS.path)),
  });
  return (
    <AccountShell title="My Orders" intro="Every order you've placed with us, newest first.">
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <p role="alert" className="rounded-2xl bg-sand-100 px-6 py-10 text-center text-cocoa-700">
          {messageOf(orders.error)}
        </p>
      ) : orders.data.length === 0 ? (
        <NoOrders />
      ) : (
        <ul aria-label="Orders" className="flex flex-col gap-5">
          {orders.data.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
    </AccountShell>
  );
}

/** /my-orders, behind the guard. */
export default function MyOrders() {
  return (
    <RequireAuth>
      <MyOrdersPage />
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'My Orders', description: 'Your Zaron orders.', noindex: true });
