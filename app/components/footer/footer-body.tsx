import { Link } from 'react-router';
import { Contact } from './contact';
import { CompanyLinks, ShopLinks } from './link-columns';
import { SocialLinks } from './social-links';

/** The footer under the newsletter band: brand and social links, Shop and Company links, contact numbers. */
export function FooterBody() {
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:py-16">
        <div className="col-span-2 space-y-5 lg:col-span-1">
          <Link to="/" className="inline-block font-serif text-2xl tracking-[0.35em] text-sand-50">
            ZARON
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-sand-100/75">
            Skincare and make-up made for women of colour, formulated for every shade of melanin.
          </p>
          <SocialLinks />
        </div>
        <ShopLinks />
        <CompanyLinks />
        <div className="col-span-2 lg:col-span-1">
          <Contact />
        </div>
      </div>
      <div className="border-t border-sand-100/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-sand-100/60 sm:px-6">© {new Date().getFullYear()} Zaron Cosmetics</p>
      </div>
    </>
  );
}
