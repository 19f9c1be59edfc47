import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useSession } from './helpers/accounts';
import { passOwnerTwoFactor } from './helpers/owner-totp';

// A buyer's review from the form to the product page: the demo customer reviews the serum she
// received, the owner publishes it in the back office, and the product page and its JSON-LD show it.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SLUG = 'radiance-vitamin-c-serum';
const SHOTS = 'test-results/reviews';
const PASSWORD = 'Zaron-Demo-1';
const TITLE = 'Even tone at last';
const TEXT = 'Two weeks in, my skin looks brighter and the marks on my jaw are lighter. <b>No sting</b>, even on my sensitive days.';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const baseURL = () => test.info().project.use.baseURL ?? 'http://localhost:3000';

async function login(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: { original: { access_token: string } } }).token.original.access_token;
}

/** The Product JSON-LD of the page. */
interface ProductLd {
  offers: { priceCurrency: string };
  aggregateRating?: { ratingValue: number; reviewCount: number };
  review?: { name: string; reviewBody: string; author: { name: string }; reviewRating: { ratingValue: number } }[];
}
async function productLd(page: Page): Promise<ProductLd | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'Product') as ProductLd | undefined;
}

/** The cookie notice answered, so screenshots show the page itself. */
const consent = (page: Page) => page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL() }]);

test('the demo customer reviews the serum she received; staff publish it; the product page and its JSON-LD show it', async ({
  page,
  request,
  browser,
}) => {
  const productOf = async () =>
    ((await (await request.get(`/api/product/${SLUG}`)).json()) as { data: { id: number; rating: number; reviewCount: number } }).data;
  const { id } = await productOf();
  const customerToken = await login(request, 'customer@zaron.test');
  // A retry starts from no review of hers.
  const mine = (await (await request.get(`/api/product/${id}/reviews/mine`, { headers: auth(customerToken) })).json()) as {
    review: { id: number } | null;
  };
  if (mine.review) await request.delete(`/api/reviews/${mine.review.id}`, { headers: auth(customerToken) });
  const before = await productOf();

  // The invitation's link opens the Reviews tab with the form, on a phone.
  await consent(page);
  await useSession(page, customerToken);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product/${SLUG}?review=1#reviews`);
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Your review').fill('Too short');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Write at least 20 characters')).toBeVisible();
  // The fifth star, as a finger taps it.
  const five = form.getByRole('radio', { name: '5 stars' });
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
    .click();
  await expect(five).toBeChecked();
  await expect(form.getByText('Excellent')).toBeVisible();
  await form.getByLabel('Your review').fill(TEXT);
  await form.getByLabel('Skin type').selectOption({ label: 'Sensitive' });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your review will appear once our team has checked it.' }),
  ).toBeVisible();
  await expect(page.getByText('Your review: Waiting for moderation')).toBeVisible();

  // Each country's page is in the page cache before the review is published, which must refresh them all.
  const COUNTRIES = [
    ['NG', 'NGN'],
    ['GB', 'GBP'],
    ['US', 'USD'],
  ] as const;
  for (const [country] of COUNTRIES) {
    const res = await request.get(`/product/${SLUG}`, { headers: { cookie: `countryCode=${country}` } });
    expect(res.status()).toBe(200);
  }

  // The owner publishes it (two-factor: the code of this run's owner, set up here when no earlier spec did).
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await consent(staff);
  await useSession(staff, await login(request, 'owner@zaron.test'));
  await staff.goto('/admin/reviews');
  await passOwnerTwoFactor(staff);
  await expect(staff.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  const card = staff.getByRole('article', { name: `Review ${TITLE}` });
  await expect(card).toContainText('Waiting for moderation');
  await expect(card).toContainText(TEXT);
  await card.getByRole('button', { name: 'Publish' }).click();
  // Published reviews leave the waiting list.
  await expect(card).toHaveCount(0);
  await staff.close();

  // A visitor sees it on the product page, counted in the rating beside the name and in the JSON-LD.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await consent(visitor);
  const now = await productOf();
  expect(now.reviewCount).toBe(before.reviewCount + 1);
  await visitor.goto(`/product/${SLUG}#reviews`);
  const reviewLink = visitor.getByRole('main').getByRole('link', { name: new RegExp(`${now.reviewCount} reviews`) });
  await expect(reviewLink).toContainText(now.rating.toFixed(1));
  const panel = visitor.getByRole('tabpanel');
  await expect(panel.getByText(`Based on ${now.reviewCount} reviews`)).toBeVisible();
  const newest = panel.getByRole('article').first();
  await expect(newest.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(newest).toContainText('Chioma A.');
  await expect(newest).toContainText('Verified buyer');
  await expect(newest).toContainText('Skin type: Sensitive');
  // Her words as she typed them: the tags are text, not markup.
  await expect(newest.getByText(TEXT)).toBeVisible();
  await expect(newest.locator('b')).toHaveCount(0);

  const ld = (await productLd(visitor))!;
  expect(ld.aggregateRating).toMatchObject({ ratingValue: now.rating, reviewCount: now.reviewCount });
  expect(ld.review?.[0]).toMatchObject({ name: TITLE, reviewBody: TEXT, author: { name: 'Chioma A.' }, reviewRating: { ratingValue: 5 } });
  expect(ld.review?.length).toBe(Math.min(5, now.reviewCount));

  // The 5-star bar filters the list to 5-star reviews.
  await panel.getByRole('button', { name: /^5 stars/ }).click();
  await expect(panel.getByRole('button', { name: /^5 stars/ })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: /^5 stars/ }).click();

  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await visitor.waitForTimeout(300);
    await visitor.locator('#product-details').screenshot({ path: `${SHOTS}/product-reviews-${width}.png` });
  }
  await visitor.close();

  // Each country's page is rendered and kept apart: visitors in Nigeria, the UK and the US all see the new rating.
  for (const [country, currency] of COUNTRIES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'countryCode', value: country, url: baseURL() }]);
    const shopper = await context.newPage();
    await consent(shopper);
    const res = await shopper.goto(`/product/${SLUG}`);
    expect(res?.status()).toBe(200);
    await expect(shopper.getByRole('main').getByRole('link', { name: new RegExp(`${now.reviewCount} reviews`) })).toContainText(
      now.rating.toFixed(1),
    );
    const product = (await productLd(shopper))!;
    expect(product.offers.priceCurrency).toBe(currency);
    expect(product.aggregateRating).toMatchObject({ ratingValue: now.rating, reviewCount: now.reviewCount });
    expect(product.review?.[0]).toMatchObject({ name: TITLE, author: { name: 'Chioma A.' } });
    await context.close();
  }
});

test('a product without published reviews says so and shows no rating, in the page or its JSON-LD', async ({ page }) => {
  await consent(page);
  await page.goto('/product/glycolic-glow-toner#reviews');
  await expect(page.getByRole('tabpanel').getByText('No reviews yet')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Bought it? Be the first to say how it works for your skin.')).toBeVisible();
  // No stars and count beside its name (related products' cards may have their own).
  await expect(page.getByRole('main').getByRole('link', { name: /reviews?$/ })).toHaveCount(0);
  const ld = await productLd(page);
  expect(ld).toBeTruthy();
  expect(ld).not.toHaveProperty('aggregateRating');
  expect(ld).not.toHaveProperty('review');
});
