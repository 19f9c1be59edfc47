import type { ProductDetail } from '../../../domain/catalog';
import { useCountry } from '../../lib/country';
import { useNonce } from '../../lib/nonce';
import { jsonLdString, productJsonLd } from '../../lib/product-seo';

/** schema.org Product data for search engines, priced for the visitor's country. */
export function ProductJsonLd({ product, publicUrl, pathname }: { product: ProductDetail; publicUrl: string; pathname: string }) {
  const { country } = useCountry();
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Only the server knows the nonce; the browser keeps the attribute it was sent.
      suppressHydrationWarning
      // jsonLdString escapes '<', so product text cannot end the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdString(productJsonLd(product, country, publicUrl, pathname)) }}
    />
  );
}
