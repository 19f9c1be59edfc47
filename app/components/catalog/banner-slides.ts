/**
 * The 16 home banners (spec §2/§9): what each picture says, for its alt text, and where its
 * call to action leads. The pictures (/media/banners/banner-NN-{768,1600}.webp, 16:6) are drawn by
 * scripts/seed/art/banners.ts in this order; keep the two lists in step.
 */
export interface BannerSlide {
  alt: string;
  href: string;
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  { alt: 'Glow in every shade. Skincare and make-up made for women of colour. Shop now', href: '/products' },
  { alt: 'Made for melanin-rich skin. Thoughtful formulas for deep skin tones. Shop skin-care', href: '/skin-care' },
  { alt: 'Free US delivery over $80 on every US order. Start shopping', href: '/products' },
  { alt: 'Radiance, bottled: our Radiance Vitamin C Serum. Discover', href: '/product/radiance-vitamin-c-serum' },
  { alt: 'Second Skin Foundation: true shades for deep skin, from Caramel to Ebony. Find your shade', href: '/category/foundation' },
  { alt: 'Velvet matte in one stroke: Cocoa, Brick Red and Plum lipsticks. Shop lipstick', href: '/category/lipstick' },
  { alt: 'Shea butter, head to toe: whipped body care. Shop body', href: '/category/women-body' },
  { alt: 'Skincare for him, too: face wash, daily SPF and beard oil for men of colour. Shop men', href: '/category/skin-care-men' },
  { alt: 'Sale on selected favourites for shoppers in Nigeria. Shop the sale', href: '/category/sales' },
  { alt: 'Just landed: new shades and fresh formulas. Shop new in', href: '/new-in' },
  { alt: 'Sunset on your lids: nine warm eyeshadow shades inspired by Lagos evenings. Shop eyes', href: '/category/eyes' },
  { alt: 'Pick up in Lagos: choose pickup at checkout. Shop now', href: '/products' },
  { alt: 'Be the Face of Zaron 2025: apply to join our ambassador programme. Apply now', href: '/face-of-zaron-2025' },
  { alt: 'Stock Zaron in your store: wholesale for salons, spas and beauty retailers. Become a stockist', href: '/partner-with-us' },
  { alt: 'The Zaron Experience: book a hands-on skincare session. Book a session', href: '/experience' },
  { alt: 'From Lagos to London to LA: delivered to Nigeria, the UK and the US. Shop now', href: '/products' },
];

export const bannerSrc = (i: number, width: 768 | 1600) =>
  `/media/banners/banner-${String(i + 1).padStart(2, '0')}-${width}.webp`;
