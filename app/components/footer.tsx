import { useCountry } from '../lib/country';
import { NewsletterSlot } from './header/slots';
import { staticUntilNear } from './static-until-near';

// Links and numbers only: their code comes when the shopper scrolls near, or at once when the
// country (and so the numbers) changes.
const footerBody = () => import('./footer/footer-body').then((m) => m.FooterBody);
const Body = staticUntilNear(import.meta.env.SSR ? await footerBody() : null, footerBody, {
  className: 'bg-cocoa-950 text-sand-100',
  useKey: () => useCountry().country,
});

/** Site footer: newsletter, brand and social links, Shop and Company links, contact numbers. */
export function Footer() {
  return (
    <footer className="render-when-near mt-16 [--near-size:1080px] md:[--near-size:970px] lg:[--near-size:594px]">
      <NewsletterSlot />
      <Body />
    </footer>
  );
}
