import { expect, test, type Page } from '@playwright/test';

// Brand and campaign pages: the ambassador application, the Experience page and the other pages,
// with their transitions, validation and messages.

/** A real 1×1 PNG: the server checks photos by their first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The cookie notice mounts only once the page is interactive: accepting it doubles as "hydrated". */
async function open(page: Page, path: string) {
  await page.goto(path);
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();
}

test.describe('information pages', () => {
  for (const [path, title, claim] of [
    ['/about', 'About Us | Zaron', '13+'],
    ['/privacy-policy', 'Privacy Policy | Zaron', 'Zaron is not intended for children under 13.'],
    ['/terms-of-service', 'Terms of Service | Zaron', 'within 5–10 business days'],
  ] as const) {
    test(`${path} is rendered on the server with its title and description`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(claim);
    });
  }

  test('about shows 13+ years, 40+ products and 1000+ reviews', async ({ page }) => {
    await page.goto('/about');
    const numbers = page.getByRole('region', { name: 'Zaron in numbers' });
    for (const n of ['13+', '40+', '1000+']) await expect(numbers.getByText(n, { exact: true })).toBeVisible();
  });
});

test.describe('Face of Zaron 2025 application', () => {
  test('progress goes from 0% to 100% as the 11 fields fill, and the application is acknowledged', async ({ page }) => {
    await open(page, '/face-of-zaron-2025');
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
    const progress = page.getByRole('progressbar', { name: 'Application progress' });
    const shows = async (percent: number) => {
      await expect(progress).toHaveAttribute('aria-valuenow', String(percent));
      await expect(page.getByText(`${percent}%`, { exact: true })).toBeVisible();
    };
    await shows(0);
    for (const section of ['Personal Information', 'Contact Information', 'Photo Submission']) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }
    const form = page.getByRole('form', { name: 'Your application' });
    await form.getByLabel('Full name').fill('Chiamaka Obi');
    await shows(9);
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByLabel('Date of birth').fill('1999-04-12');
    await form.getByLabel('Country').selectOption({ label: 'Nigeria' });
    await form.getByLabel('Address').fill('12 Admiralty Way, Lekki');
    await shows(45);
    await form.getByLabel('Phone number').fill('+234 812 345 6789');
    await form.getByLabel('Email').fill(uniqueEmail('chiamaka'));
    await form.getByLabel('Social media handle').fill('@chiamaka.glows');
    await form.getByLabel('Portrait photo').setInputFiles(png('portrait.png'));
    await form.getByLabel('Full-body photo').setInputFiles(png('full-body.png'));
    await shows(91);
    await form.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await shows(100);

    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    await expect(page.getByText(/Thank you, Chiamaka!/)).toBeVisible();
  });

  test('Submit Application stays disabled until the terms are ticked', async ({ page }) => {
    await open(page, '/face-of-zaron-2025');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    const terms = page.getByRole('checkbox', { name: /I agree to the terms and conditions/ });
    await expect(submit).toBeDisabled();
    await terms.check();
    await expect(submit).toBeEnabled();
    await terms.uncheck();
    await expect(submit).toBeDisabled();
  });

  test('a photo that is not PNG, JPEG or WebP is refused at once', async ({ page }) => {
    await open(page, '/face-of-zaron-2025');
    await page.getByLabel('Portrait photo').setInputFiles({ name: 'portrait.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Photos must be PNG, JPEG or WebP images' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '0');
  });
});

test.describe('Zaron Experience', () => {
  test('the FAQ keeps one of its 7 questions open at a time', async ({ page }) => {
    await open(page, '/experience');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(7);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
    await questions.nth(3).click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the gallery wraps around and a filter starts at its first item', async ({ page }) => {
    await open(page, '/experience');
    const gallery = page.getByRole('region', { name: 'Experiences we have hosted' });
    const title = gallery.getByRole('heading', { level: 3 });
    await expect(title).toHaveText('Lunchtime glow clinic');
    await gallery.getByRole('button', { name: 'Previous experience' }).click();
    await expect(title).toHaveText('Make-up artistry workshop');
    await expect(gallery.getByText('Experience 8 of 8')).toBeAttached();
    await gallery.getByRole('button', { name: 'Next experience' }).click();
    await expect(title).toHaveText('Lunchtime glow clinic');

    await gallery.getByRole('button', { name: 'Next experience' }).click();
    await gallery.getByRole('button', { name: 'Community', exact: true }).click();
    await expect(gallery.getByRole('button', { name: 'Community', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(title).toHaveText('Skin and self-care day');
    await expect(gallery.getByText('Experience 1 of 2')).toBeAttached();
    await gallery.getByRole('button', { name: 'Previous experience' }).click();
    await expect(title).toHaveText('Mothers and daughters session');
  });

  test('testimonials advance on their own, with 5-star ratings', async ({ page }) => {
    await open(page, '/experience');
    const section = page.getByRole('region', { name: 'What our hosts and guests say' });
    await expect(section.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    const quote = section.locator('blockquote');
    const first = await quote.textContent();
    await expect.poll(() => quote.textContent(), { timeout: 12_000 }).not.toBe(first);
  });

  test('registration is stored, toasted and the form clears', async ({ page }) => {
    await open(page, '/experience');
    await expect(page.getByRole('link', { name: 'Shop the products' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Download Brochure' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Learn More' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Book a Zaron Experience' });
    await form.getByLabel('Full name').fill('Tolu Adebayo');
    await form.getByLabel('Business / organisation name').fill('Adebayo & Co Chambers');
    await form.getByLabel('Designation').fill('HR Manager');
    await form.getByLabel('Phone number').fill('+234 809 111 2233');
    await form.getByLabel('State').fill('Lagos');
    await form.getByLabel('City').fill('Ikeja');
    await form.getByLabel('Email').fill(uniqueEmail('tolu'));
    await form.getByRole('button', { name: 'Register Interest' }).click();
    await expect(page.getByText('Registration Successful!', { exact: true })).toBeVisible();
    await expect(
      page.getByText("Thank you for your interest! We'll contact you soon to schedule your Zaron Experience.", { exact: true }),
    ).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
  });
});

test.describe('Partner with us', () => {
  const fill = async (page: Page, email: string, website: string) => {
    const form = page.getByRole('form', { name: 'Become a stockist' });
    await form.getByLabel('Business name').fill('Glow Beauty Hub');
    await form.getByLabel('Website or social page').fill(website);
    await form.getByLabel('Business category').selectOption({ label: 'Salon / Spa' });
    await form.getByLabel('Estimated monthly order value').selectOption({ label: '$2,000 – $5,000' });
    await form.getByLabel('Location').fill('Lekki, Lagos');
    await form.getByLabel('Contact name').fill('Ngozi Eze');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+234 803 555 0142');
    return form;
  };

  test('a refused field is explained under it and nothing typed is lost', async ({ page }) => {
    await open(page, '/partner-with-us');
    const form = await fill(page, uniqueEmail('ngozi'), 'not a website');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Please enter a valid website address, e.g. yourshop.com')).toBeVisible();
    await expect(form.getByLabel('Website or social page')).toBeFocused();
    await expect(form.getByLabel('Website or social page')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Business name')).toHaveValue('Glow Beauty Hub');
    await expect(form.getByLabel('Location')).toHaveValue('Lekki, Lagos');
  });

  test('a wholesale application is confirmed on screen', async ({ page }) => {
    await open(page, '/partner-with-us');
    const email = uniqueEmail('ngozi');
    const form = await fill(page, email, 'glowbeautyhub.ng');
    await form.getByLabel('Anything else we should know?').fill('Two salons in Lekki; we would love testers.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Application received' });
    await expect(thanks.getByRole('heading', { name: 'Application received' })).toBeFocused();
    await expect(thanks).toContainText('Glow Beauty Hub');
    await expect(thanks).toContainText(email);
  });
});
