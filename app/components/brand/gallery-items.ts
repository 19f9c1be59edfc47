/** The gallery's filters, in order, and the sessions shown under them. */
export const GALLERY_FILTERS = ['All Experiences', 'Corporate', 'Community', 'Events', 'Educational'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
type GalleryCategory = Exclude<GalleryFilter, 'All Experiences'>;

interface GalleryItem {
  title: string;
  category: GalleryCategory;
  place: string;
  text: string;
  /** A generated picture: a square tile, or a banner whose product side (right) is shown. */
  image: string;
  crop: 'tile' | 'banner';
}

export const GALLERY_ITEMS: readonly GalleryItem[] = [
  {
    title: 'Lunchtime glow clinic',
    category: 'Corporate',
    place: 'Victoria Island, Lagos',
    crop: 'tile',
    image: '/media/tiles/best-sellers-960.webp',
    text: 'Forty colleagues, one conference room and a skincare routine that fits between meetings.',
  },
  {
    title: 'Skin and self-care day',
    category: 'Community',
    place: 'Surulere, Lagos',
    crop: 'banner',
    image: '/media/banners/banner-01-wide-1600.webp',
    text: 'A Saturday of consultations and shade matching for the women of our home community.',
  },
  {
    title: 'Shade-matching lounge',
    category: 'Events',
    place: 'Houston, Texas',
    crop: 'tile',
    image: '/media/tiles/make-up-960.webp',
    text: 'Our lounge at a beauty fair matched over three hundred guests to their foundation shade.',
  },
  {
    title: 'Skin science masterclass',
    category: 'Educational',
    place: 'Abuja',
    crop: 'banner',
    image: '/media/banners/banner-04-wide-1600.webp',
    text: 'Beauty school students learned how melanin changes the way skin reacts to acids and sun.',
  },
  {
    title: 'Team wellness afternoon',
    category: 'Corporate',
    place: 'Canary Wharf, London',
    crop: 'banner',
    image: '/media/banners/banner-10-wide-1600.webp',
    text: 'A wellbeing week session for a finance team: hydration, SPF and a five-minute face.',
  },
  {
    title: 'Mothers and daughters session',
    category: 'Community',
    place: 'Peckham, London',
    crop: 'tile',
    image: '/media/tiles/skin-care-960.webp',
    text: 'Two generations, one table: routines for teenage skin and for skin after forty.',
  },
  {
    title: 'Holiday pop-up',
    category: 'Events',
    place: 'Lekki, Lagos',
    crop: 'banner',
    image: '/media/banners/banner-06-wide-1600.webp',
    text: 'Festive make-up looks, gift wrapping and a lip bar that ran out of Brick Red by noon.',
  },
  {
    title: 'Make-up artistry workshop',
    category: 'Educational',
    place: 'Atlanta, Georgia',
    crop: 'tile',
    image: '/media/tiles/new-in-960.webp',
    text: 'Working artists practised colour theory for deep skin tones with our pro team.',
  },
];

export const itemsFor = (filter: GalleryFilter) =>
  filter === 'All Experiences' ? GALLERY_ITEMS : GALLERY_ITEMS.filter((item) => item.category === filter);

/** Navigation wraps around at both ends. */
export const wrapIndex = (index: number, length: number) => (length === 0 ? 0 : ((index % length) + length) % length);
