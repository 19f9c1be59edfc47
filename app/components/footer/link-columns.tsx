import { Link } from 'react-router';

interface FooterLink {
  label: string;
  href: string;
}

const COMPANY: readonly FooterLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Partner With Us', href: '/partner-with-us' },
];

const SHOP: readonly FooterLink[] = [
  { label: 'New In', href: '/new-in' },
  { label: 'Make Up', href: '/make-up' },
  { label: 'Skin-care', href: '/skin-care' },
  { label: 'Best Sellers', href: '/best-sellers' },
  { label: 'Sales', href: '/sales' },
];

export const columnHeading = 'text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase';

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={columnHeading}>{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="text-sm text-sand-100/85 transition-colors hover:text-sand-50 hover:underline underline-offset-4">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const ShopLinks = () => <LinkColumn title="Shop" links={SHOP} />;
export const CompanyLinks = () => <LinkColumn title="Company" links={COMPANY} />;
