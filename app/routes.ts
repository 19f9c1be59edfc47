import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { UNPREFIXED_CATEGORY_PATHS } from '../domain/catalog';

export default [
  index('routes/home.tsx'),
  route('category/:slug', 'routes/category.tsx', { id: 'category' }),
  route('products', 'routes/category.tsx', { id: 'products' }),
  // Some links use /make-up, /skin-care, /best-sellers, /new-in without the prefix.
  ...UNPREFIXED_CATEGORY_PATHS.map((slug) => route(slug, 'routes/category.tsx', { id: `category-${slug}` })),
  route('product/:slug', 'routes/product.tsx'),
  // Forms of the header and footer sent the browser's way (decision 0061): not catalogue pages, so
  // they answer each visitor (search results, her country, her subscription).
  route('search', 'routes/search.tsx'),
  route('country', 'routes/country.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  // Pages that call /api from the browser get TanStack Query from this layout; the catalogue does not load it.
  layout('routes/with-query.tsx', [
    route('cart', 'routes/cart.tsx'),
    route('about', 'routes/about.tsx'),
    route('partner-with-us', 'routes/partner-with-us.tsx'),
    route('face-of-zaron-2025', 'routes/face-of-zaron-2025.tsx'),
    route('experience', 'routes/experience.tsx'),
    // Each group has its own ErrorBoundary (pathless layouts: the URLs are unchanged).
    layout('routes/groups/account.tsx', [
      route('login', 'routes/login.tsx'),
      route('signup', 'routes/signup.tsx'),
      route('forgot-password', 'routes/forgot-password.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('logout', 'routes/logout.tsx'),
      route('settings', 'routes/settings.tsx'),
      route('delivery-address', 'routes/delivery-address.tsx'),
      route('my-orders', 'routes/my-orders.tsx'),
      route('my-orders/:orderNumber', 'routes/order-detail.tsx'),
      route('influencer-dashboard', 'routes/influencer-dashboard.tsx'),
      route('refer-and-earn', 'routes/refer-and-earn.tsx'),
    ]),
    layout('routes/groups/checkout.tsx', [
      route('shipping', 'routes/shipping.tsx'),
      route('checkout', 'routes/checkout.tsx'),
      route('order-completed', 'routes/order-completed.tsx'),
      route('test-payment/:reference', 'routes/test-payment.tsx'),
      route('payment/callback', 'routes/payment-callback.tsx'),
    ]),
    // The back office (staff only); each area adds its pages here and to ADMIN_NAV.
    ...prefix('admin', [
      layout('routes/admin/layout.tsx', [
        index('routes/admin/dashboard.tsx'),
        route('orders', 'routes/admin/orders.tsx'),
        route('orders/:orderNumber', 'routes/admin/order.tsx'),
        route('orders/:orderNumber/packing-slip', 'routes/admin/packing-slip.tsx'),
        route('returns', 'routes/admin/returns.tsx'),
        route('returns/:id', 'routes/admin/return.tsx'),
        route('customers', 'routes/admin/customers.tsx'),
        route('customers/:id', 'routes/admin/customer.tsx'),
        route('audit', 'routes/admin/audit.tsx'),
        route('reports', 'routes/admin/reports.tsx'),
        route('staff', 'routes/admin/staff.tsx'),
        route('products', 'routes/admin/products.tsx'),
        route('low-stock', 'routes/admin/low-stock.tsx'),
        route('products/new', 'routes/admin/product.tsx', { id: 'admin-product-new' }),
        route('products/:id', 'routes/admin/product.tsx'),
        route('discounts', 'routes/admin/discounts.tsx'),
        route('settings/tax', 'routes/admin/tax-settings.tsx'),
        route('influencers', 'routes/admin/influencers.tsx'),
        route('influencers/:id', 'routes/admin/influencer.tsx'),
        route('reviews', 'routes/admin/reviews.tsx'),
        route('inbox', 'routes/admin/inbox.tsx', { id: 'admin-inbox' }),
        route('inbox/:kind', 'routes/admin/inbox.tsx'),
      ]),
    ]),
  ]),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
