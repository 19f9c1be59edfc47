import { Link, useParams } from 'react-router';
import type { AdminProduct } from '../../../domain/admin/products';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader } from '../../components/admin/admin-shell';
import { ArchiveButton } from '../../components/admin/archive-button';
import { ProductForm } from '../../components/admin/product-form';
import { StockPanel } from '../../components/admin/stock-panel';
import { LowStockForm } from '../../components/admin/low-stock-form';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/product';
import { messageOf } from '../../components/form/server-errors';
import { textLink } from '../../components/form/styles';
import { adminPageQueries } from '../../components/admin/page-queries';

/** /admin/products/new and /admin/products/:id: the product form, its stock and archiving. */
export default function AdminProductPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const query = useAdminQuery<{ data: AdminProduct }>(`/api/admin/products/${id}`, { enabled: !isNew });
  if (isNew)
    return (
      <>
        <AdminHeader title="New product" />
        <ProductForm />
      </>
    );
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <p role="alert">{messageOf(query.error)}</p>;
  const product = query.data.data;
  return (
    <>
      <AdminHeader
        title={product.name}
        intro={
          <>
            {product.archived ? 'Archived: not in the shop. ' : ''}
            <Link className={textLink} to={`/product/${product.slug}`}>
              View in shop
            </Link>
          </>
        }
        actions={
          <ArchiveButton
            path={`/api/admin/products/${product.id}/archive`}
            archived={product.archived}
            labels={{ archive: 'Archive', restore: 'Restore to shop' }}
          />
        }
      />
      <div className="grid gap-6">
        <StockPanel product={product} />
        <LowStockForm key={`low-stock-${product.id}`} product={product} />
        <ProductForm key={product.slug} product={product} />
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, params }: Route.LoaderArgs) =>
  adminPageQueries(context, params.id === undefined ? [] : [`/api/admin/products/${params.id}`]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Product', description: 'Back office product.', noindex: true });
