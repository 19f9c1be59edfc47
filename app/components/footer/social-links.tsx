import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon, XBrandIcon, YouTubeIcon } from './icons';

interface Social {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const SOCIALS: readonly Social[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/zaronbeauty', Icon: InstagramIcon },
  { label: 'TikTok', href: 'https://www.tiktok.com/@zaronbeauty', Icon: TikTokIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/zaronbeauty', Icon: FacebookIcon },
  { label: 'X', href: 'https://x.com/zaronbeauty', Icon: XBrandIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@zaronbeauty', Icon: YouTubeIcon },
];

export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {SOCIALS.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-10 w-10 items-center justify-center rounded-full border border-sand-100/25 text-sand-100 transition-colors hover:border-gold-400 hover:text-gold-400"
          >
            <Icon width={18} height={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
