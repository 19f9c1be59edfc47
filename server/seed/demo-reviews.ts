import { eq, inArray } from 'drizzle-orm';
import { users } from '../accounts/schema';
import { products } from '../catalog/schema';
import type { Db } from '../db/client';
import { reviewHelpfulVotes, reviews } from '../reviews/schema';
import { recountRatings } from '../reviews/stats';
import { hashPassword } from '../security/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { demoOrder, partlyRefundedOrder } from './demo-orders';

const DAY_MS = 86_400_000;

/** Demo buyers: each has a delivered order and wrote reviews of some of what it held. */
const REVIEWERS = [
  {
    key: 'ada',
    firstName: 'Adaeze',
    lastName: 'Eze',
    email: 'adaeze.eze@demo.zaron.test',
    phone: '+234 803 555 0111',
    referralCode: 'DEMOADA1',
  },
  {
    key: 'funke',
    firstName: 'Funke',
    lastName: 'Bello',
    email: 'funke.bello@demo.zaron.test',
    phone: '+234 803 555 0112',
    referralCode: 'DEMOFUNK',
  },
  {
    key: 'grace',
    firstName: 'Grace',
    lastName: 'Mensah',
    email: 'grace.mensah@demo.zaron.test',
    phone: '+44 7700 900111',
    referralCode: 'DEMOGRAC',
  },
  {
    key: 'tiwa',
    firstName: 'Tiwa',
    lastName: 'Johnson',
    email: 'tiwa.johnson@demo.zaron.test',
    phone: '+1 212 555 0111',
    referralCode: 'DEMOTIWA',
  },
  {
    key: 'kemi',
    firstName: 'Kemi',
    lastName: 'Oladipo',
    email: 'kemi.oladipo@demo.zaron.test',
    phone: '+234 803 555 0113',
    referralCode: 'DEMOKEMI',
  },
] as const;
type ReviewerKey = (typeof REVIEWERS)[number]['key'];

interface DemoReview {
  by: ReviewerKey;
  product: string;
  stars: number;
  title: string;
  text: string;
  skinType?: string;
  skinConcern?: string;
  daysAgo: number;
  helpfulFrom?: ReviewerKey[];
  reply?: string;
}

const DEMO_REVIEWS: DemoReview[] = [
  {
    by: 'ada',
    product: 'radiance-vitamin-c-serum',
    stars: 5,
    title: 'My dark marks finally faded',
    text: 'Six weeks in and the marks left by old breakouts on my cheeks are much lighter. It sinks in fast and sits well under my foundation. No sting at all.',
    skinType: 'oily',
    skinConcern: 'dark-spots',
    daysAgo: 21,
    helpfulFrom: ['funke', 'grace', 'kemi'],
    reply: 'Thank you, Adaeze! Keep pairing it with sunscreen in the morning to hold on to that glow.',
  },
  {
    by: 'grace',
    product: 'radiance-vitamin-c-serum',
    stars: 4,
    title: 'Brighter skin, give it time',
    text: 'I did not see much in the first two weeks, but by the end of the bottle my skin looked more even and less tired. Would love a bigger size.',
    skinType: 'dry',
    skinConcern: 'dullness',
    daysAgo: 12,
    helpfulFrom: ['tiwa'],
  },
  {
    by: 'tiwa',
    product: 'radiance-vitamin-c-serum',
    stars: 5,
    title: 'Glow without the grey cast',
    text: 'Most brightening serums leave my deep skin looking ashy. This one does not. My skin just looks awake. Already on my second bottle.',
    skinType: 'normal',
    daysAgo: 5,
  },
  {
    by: 'funke',
    product: 'even-tone-niacinamide-serum',
    stars: 4,
    title: 'Smaller pores, calmer skin',
    text: 'My T-zone is less shiny by midday and my pores look smaller. Pills a little if I use too much, so two drops is enough.',
    skinType: 'oily',
    skinConcern: 'clogged-pores',
    daysAgo: 18,
    helpfulFrom: ['ada'],
  },
  {
    by: 'kemi',
    product: 'even-tone-niacinamide-serum',
    stars: 3,
    title: 'Good, but slow for me',
    text: 'It is gentle and my skin likes it, but after a month the patches on my forehead are only a little lighter. I will keep going and see.',
    skinType: 'sensitive',
    daysAgo: 9,
  },
  {
    by: 'ada',
    product: 'ceramide-barrier-moisturiser',
    stars: 5,
    title: 'Rescued my skin after harmattan',
    text: 'My face was tight and flaky all through harmattan. Two days of this morning and night and the flakes were gone. Not greasy either.',
    skinType: 'dry',
    daysAgo: 30,
    helpfulFrom: ['kemi', 'funke'],
  },
  {
    by: 'grace',
    product: 'ceramide-barrier-moisturiser',
    stars: 4,
    title: 'Lovely under make-up',
    text: 'Rich without feeling heavy, and my foundation goes on smoothly over it. The jar is a bit small for the price.',
    skinType: 'normal',
    daysAgo: 15,
  },
  {
    by: 'tiwa',
    product: 'invisible-shield-sunscreen-spf-50',
    stars: 5,
    title: 'Truly invisible on deep skin',
    text: 'No white cast, no purple tint in photos, and it does not make me oily. The first sunscreen I actually wear every day.',
    skinType: 'oily',
    skinConcern: 'dark-spots',
    daysAgo: 7,
    helpfulFrom: ['ada', 'grace', 'funke', 'kemi'],
    reply: 'We made it for exactly that. Thank you for the lovely words, Tiwa!',
  },
  {
    by: 'funke',
    product: 'invisible-shield-sunscreen-spf-50',
    stars: 4,
    title: 'Light and easy',
    text: 'Feels like a moisturiser and wears well under powder. I take off a star because it stings a little when I sweat near my eyes.',
    daysAgo: 3,
  },
  {
    by: 'kemi',
    product: 'shea-butter-body-cream',
    stars: 5,
    title: 'Smells like home',
    text: 'Thick, rich and it lasts all day on my legs. The light scent is lovely and does not clash with my perfume.',
    skinType: 'dry',
    daysAgo: 25,
  },
  {
    by: 'ada',
    product: 'shea-butter-body-cream',
    stars: 2,
    title: 'Too heavy for Lagos heat',
    text: 'It is a good cream but far too rich for me in this weather. I only use it on my elbows and feet now.',
    skinType: 'oily',
    daysAgo: 11,
    reply: 'Thank you for telling us, Adaeze. Our Even Tone Body Lotion is lighter and may suit the heat better.',
  },
  {
    by: 'grace',
    product: 'lagos-sunset-eyeshadow-palette',
    stars: 5,
    title: 'The oranges pop on brown skin',
    text: 'Finally a palette where the bright shades actually show up on my lids. Blends easily and lasts through a long day at work.',
    daysAgo: 14,
    helpfulFrom: ['tiwa'],
  },
  {
    by: 'tiwa',
    product: 'sun-kissed-bronzer',
    stars: 4,
    title: 'Warm and natural',
    text: 'Gives me a soft warmth instead of a muddy stripe. A little goes a long way; a tiny bit of fallout in the pan.',
    daysAgo: 20,
  },
];

/** What the demo customer received and has not reviewed yet: the shop invites her to. */
const DEMO_CUSTOMER_PRODUCTS = ['radiance-vitamin-c-serum', 'ceramide-barrier-moisturiser'];
/** Her order on its way (shipped), and a delivered one of which she returned the toner and got its share back. */
const DEMO_SHIPPED_PRODUCTS = ['invisible-shield-sunscreen-spf-50', 'shea-butter-body-cream'];
const DEMO_PARTLY_REFUNDED_PRODUCTS = ['even-tone-niacinamide-serum', 'glycolic-glow-toner'];

/**
 * Demo buyers with delivered orders and the published reviews they wrote, so the demo shop's
 * ratings come from reviews like any other; and the demo customer's orders: a delivered one whose
 * products she may still review, one shipped, and one partly refunded after a return. Runs once
 * (skipped when the first demo buyer exists).
 */
export async function seedDemoReviews(db: Db) {
  const [seeded] = await db.select({ id: users.id }).from(users).where(eq(users.email, REVIEWERS[0].email)).limit(1);
  if (seeded) return;
  const slugs = [
    ...new Set([
      ...DEMO_REVIEWS.map((r) => r.product),
      ...DEMO_CUSTOMER_PRODUCTS,
      ...DEMO_SHIPPED_PRODUCTS,
      ...DEMO_PARTLY_REFUNDED_PRODUCTS,
    ]),
  ];
  const rows = await db.select().from(products).where(inArray(products.slug, slugs));
  const bySlug = new Map(rows.map((p) => [p.slug, p]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<ReviewerKey, number>();
  for (const { key, ...account } of REVIEWERS) {
    const [user] = await db
      .insert(users)
      .values({ ...account, passwordHash })
      .returning({ id: users.id });
    ids.set(key, user!.id);
  }

  let n = 0;
  // `ZR-DEMO001` …: the pattern every order number has (seven characters after `ZR-`).
  const number = () => `ZR-DEMO${String(++n).padStart(3, '0')}`;
  for (const { key } of REVIEWERS) {
    const mine = DEMO_REVIEWS.filter((r) => r.by === key && bySlug.has(r.product));
    if (mine.length === 0) continue;
    const oldest = Math.max(...mine.map((r) => r.daysAgo));
    await demoOrder(db, {
      userId: ids.get(key)!,
      number: number(),
      items: mine.map((r) => bySlug.get(r.product)!),
      days: oldest + 7,
      to: 'completed',
    });
  }
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email)).limit(1);
  const productsOf = (slugs: string[]) => slugs.flatMap((s) => bySlug.get(s) ?? []);
  if (customer) {
    const received = productsOf(DEMO_CUSTOMER_PRODUCTS);
    if (received.length > 0) await demoOrder(db, { userId: customer.id, number: number(), items: received, days: 45, to: 'completed' });
    const shipped = productsOf(DEMO_SHIPPED_PRODUCTS);
    if (shipped.length > 0) await demoOrder(db, { userId: customer.id, number: number(), items: shipped, days: 2, to: 'shipped' });
    const partly = productsOf(DEMO_PARTLY_REFUNDED_PRODUCTS);
    if (partly.length === 2) await partlyRefundedOrder(db, { userId: customer.id, number: number(), items: partly, days: 20 });
  }

  await db.transaction(async (tx) => {
    for (const r of DEMO_REVIEWS) {
      const product = bySlug.get(r.product);
      if (!product) continue;
      const at = new Date(Date.now() - r.daysAgo * DAY_MS);
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          userId: ids.get(r.by)!,
          stars: r.stars,
          title: r.title,
          body: r.text,
          skinType: r.skinType ?? null,
          skinConcern: r.skinConcern ?? null,
          status: 'published',
          reply: r.reply ?? null,
          repliedAt: r.reply ? new Date(at.getTime() + DAY_MS) : null,
          helpfulCount: r.helpfulFrom?.length ?? 0,
          createdAt: at,
          updatedAt: at,
          publishedAt: at,
        })
        .returning({ id: reviews.id });
      if (r.helpfulFrom?.length)
        await tx.insert(reviewHelpfulVotes).values(r.helpfulFrom.map((k) => ({ reviewId: row!.id, userId: ids.get(k)! })));
    }
    for (const p of rows) await recountRatings(tx, p.id);
  });
}
