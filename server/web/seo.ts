import type { FastifyPluginAsync } from 'fastify';
import { fileAnswer } from '../../domain/answers';
import type { CatalogService } from '../catalog/service';
import { answers } from '../http/validate';

const STATIC_PATHS = [
  '/',
  '/best-sellers',
  '/new-in',
  '/make-up',
  '/skin-care',
  '/sales',
  '/category/latest',
  '/products',
  '/about',
  '/partner-with-us',
  '/privacy-policy',
  '/terms-of-service',
  '/experience',
  '/face-of-zaron-2025',
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const seoRoutes =
  (catalog: CatalogService, publicUrl: string): FastifyPluginAsync =>
  async (app) => {
    const text = { schema: { response: answers({ 200: fileAnswer }) } };

    app.get('/robots.txt', text, async (_req, reply) => {
      reply.type('text/plain').header('cache-control', 'public, max-age=3600');
      return [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /shipping',
        'Disallow: /checkout',
        'Disallow: /settings',
        'Disallow: /my-orders',
        'Disallow: /delivery-address',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    });

    app.get('/sitemap.xml', text, async (_req, reply) => {
      const slugs = await catalog.listSlugs();
      const urls = [...STATIC_PATHS, ...slugs.map((s) => `/product/${s}`)].map(
        (p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc></url>`,
      );
      reply.type('application/xml').header('cache-control', 'public, max-age=3600');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    });
  };
