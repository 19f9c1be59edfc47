import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { UNPREFIXED_CATEGORY_PATHS } from '../domain/catalog';

export default [
  index('routes/home.tsx'),
  route('category/:slug', 'routes/category.tsx', { id: 'category' }),
  route('products', 'routes/category.tsx', { id: 'products' }),
  // Spec §2: some links use /make-up, /skin-care, /best-sellers, /new-in without the prefix.
  ...UNPREFIXED_CATEGORY_PATHS.map((slug) => route(slug, 'routes/category.tsx', { id: `category-${slug}` })),
  route('product/:slug', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
