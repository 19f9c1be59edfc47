import { AccountShell } from '../components/account/account-shell';
import { AddAddressDialog } from '../components/account/add-address-dialog';
import { AddressList } from '../components/account/address-list';
import { PageLoader, RequireAuth } from '../components/account/require-auth';
import { ADDRESSES_QUERY, useAddresses } from '../components/account/use-addresses';
import { pageQueries } from '../lib/page-queries';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/delivery-address';
import { messageOf } from '../components/form/server-errors';

/** Signed in, the addresses come with the page. */
export const loader = ({ context }: Route.LoaderArgs) => pageQueries(context, [ADDRESSES_QUERY]);

function DeliveryAddressPage() {
  const addresses = useAddresses();
  return (
    <AccountShell
      title="Delivery Address"
      intro="The addresses you deliver to. The default one is chosen for you at checkout."
      actions={<AddAddressDialog addressCount={addresses.data?.length} />}
    >
      {addresses.isPending ? (
        <PageLoader />
      ) : addresses.isError ? (
        <p role="alert" className="rounded-2xl bg-sand-100 px-6 py-10 text-center text-cocoa-700">
          {messageOf(addresses.error)}
        </p>
      ) : (
        <AddressList addresses={addresses.data} />
      )}
    </AccountShell>
  );
}

/** /delivery-address, behind the guard. */
export default function DeliveryAddress() {
  return (
    <RequireAuth>
      <DeliveryAddressPage />
    </RequireAuth>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Delivery Address', description: 'Your saved Zaron delivery addresses.', noindex: true });
