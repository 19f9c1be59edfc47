import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { startSmtpPeer } from '../test/smtp';
import { TERMS_REQUIRED } from '../../domain/forms/options';
import { AMBASSADOR_THANKS } from './ambassador';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from '../../domain/forms/options';
import { ambassadorApplications } from './schema';
import { mailTo, multipart, tinyImage, uniqueEmail, type UploadFile } from './test-support';
import { invalidBody } from '../test/invalid';

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const fields = (extra: Record<string, string> = {}) => ({
  name: 'Chiamaka Obi',
  sex: 'Female',
  address: '12 Admiralty Way, Lekki',
  country: 'NG',
  dob: yearsAgo(24),
  phoneNumber: '+234 812 345 6789',
  email: uniqueEmail('chiamaka'),
  socialMediaHandle: '@chiamaka.glows',
  agreedToTerms: 'true',
  ...extra,
});

describe.each(BACKENDS)('ambassador application API on %s', (backend) => {
  let shop: TestShop;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let png: UploadFile;
  let webp: UploadFile;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    shop = await createTestShop(backend, { SMTP_URL: smtp.url, SHOP_EMAIL: 'casting@zaron.test' });
    png = { data: await tinyImage('png'), filename: 'portrait.png', type: 'image/png' };
    webp = { data: await tinyImage('webp', '#5b2a44'), filename: 'me.webp', type: 'image/webp' };
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  const post = (f: Record<string, string>, files: Record<string, UploadFile> = { portraitPhoto: png, fullBodyPhoto: webp }) =>
    shop.app.inject({ method: 'POST', url: '/api/forms/ambassador', ...multipart(f, files) });
  const rowsFor = (email: string) => shop.database.db.select().from(ambassadorApplications).where(eq(ambassadorApplications.email, email));

  it('stores both photos and the row, mails the shop and the applicant, and answers 201', async () => {
    const f = fields();
    const res = await post(f);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AMBASSADOR_THANKS });

    const [row] = await rowsFor(f.email);
    expect(row).toMatchObject({
      name: 'Chiamaka Obi',
      sex: 'Female',
      address: '12 Admiralty Way, Lekki',
      country: 'NG',
      dob: f.dob,
      phoneNumber: '+234 812 345 6789',
      socialMediaHandle: '@chiamaka.glows',
    });
    expect(row!.agreedToTermsAt).toBeInstanceOf(Date);
    expect(row!.portraitPhoto).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(row!.fullBodyPhoto).toMatch(/^[0-9a-f]{32}\.webp$/);
    const dir = path.join(shop.config.dataDir, 'uploads', 'ambassador');
    expect(await fs.readFile(path.join(dir, row!.portraitPhoto))).toEqual(png.data);
    expect(await fs.readFile(path.join(dir, row!.fullBodyPhoto))).toEqual(webp.data);

    const notice = await mailTo(smtp.received, 'casting@zaron.test', f.email);
    expect(notice).toContain('Subject: New Face of Zaron 2025 application: Chiamaka Obi');
    expect(notice).toContain('Country: Nigeria');
    expect(notice).toContain(row!.portraitPhoto);
    const confirmation = await mailTo(smtp.received, f.email, 'Face of Zaron 2025');
    expect(confirmation).toContain('Thank you, Chiamaka!');
  });

  it('accepts a JPEG and a photo of exactly 5 MB', async () => {
    const jpeg = { data: await tinyImage('jpeg'), filename: 'a.jpg', type: 'image/jpeg' };
    const big = Buffer.alloc(PHOTO_MAX_BYTES);
    png.data.copy(big);
    const f = fields();
    const res = await post(f, { portraitPhoto: jpeg, fullBodyPhoto: { data: big, filename: 'b.png', type: 'image/png' } });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsFor(f.email);
    expect(row!.portraitPhoto).toMatch(/\.jpg$/);
  });

  it('answers missing fields with 400 naming the field, and stores nothing', async () => {
    const { name: _n, ...noName } = fields();
    expect((await post(noName)).json()).toEqual(invalidBody('name: Name is required'));
    const { agreedToTerms: _t, ...noTerms } = fields();
    const res = await post(noTerms);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody(`agreedToTerms: ${TERMS_REQUIRED}`));
    expect((await post(fields({ agreedToTerms: 'false' }))).json()).toEqual(invalidBody(`agreedToTerms: ${TERMS_REQUIRED}`));
    const f = fields();
    const noPhoto = await post(f, { portraitPhoto: png });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json()).toEqual(invalidBody('fullBodyPhoto: Full-body photo is required'));
    expect(await rowsFor(f.email)).toHaveLength(0);
  });

  it('checks sex, country and a sane date of birth (16 to 80)', async () => {
    expect((await post(fields({ sex: 'Other' }))).json()).toEqual(invalidBody('sex: Please choose Female or Male'));
    expect((await post(fields({ country: 'XX' }))).json()).toEqual(invalidBody('country: Please choose a country from the list'));
    expect((await post(fields({ dob: '2001-02-30' }))).json()).toEqual(invalidBody('dob: Please enter a valid date of birth'));
    expect((await post(fields({ dob: 'yesterday' }))).json()).toEqual(invalidBody('dob: Please enter a valid date of birth'));
    const tooYoung = 'dob: Applicants must be between 16 and 80 years old';
    expect((await post(fields({ dob: yearsAgo(16, 1) }))).json()).toEqual(invalidBody(tooYoung));
    expect((await post(fields({ dob: yearsAgo(81) }))).json()).toEqual(invalidBody(tooYoung));
    expect((await post(fields({ dob: yearsAgo(16) }))).statusCode).toBe(201);
  });

  it('judges the photo by its bytes: a .png name with other content is refused with 400', async () => {
    const fake = {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'portrait.png',
      type: 'image/png',
    };
    const f = fields();
    const res = await post(f, { portraitPhoto: fake, fullBodyPhoto: webp });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidBody(`portraitPhoto: ${PHOTO_WRONG_TYPE}`));
    const gif = { data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), filename: 'body.webp', type: 'image/webp' };
    expect((await post(f, { portraitPhoto: png, fullBodyPhoto: gif })).json()).toEqual(invalidBody(`fullBodyPhoto: ${PHOTO_WRONG_TYPE}`));
    expect(await rowsFor(f.email)).toHaveLength(0);
  });

  it('refuses a photo over 5 MB with 413 and PHOTO_TOO_LARGE', async () => {
    const huge = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    png.data.copy(huge);
    const f = fields();
    const res = await post(f, { portraitPhoto: { data: huge, filename: 'huge.png', type: 'image/png' }, fullBodyPhoto: webp });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: PHOTO_TOO_LARGE });
    expect(PHOTO_TOO_LARGE).toBe('Each photo must be 5 MB or smaller');
    expect(await rowsFor(f.email)).toHaveLength(0);
  });

  it('refuses JSON bodies, unknown file fields, a third file, unknown text fields and a cut-off body', async () => {
    const json = await shop.app.inject({ method: 'POST', url: '/api/forms/ambassador', payload: fields() });
    expect(json.statusCode).toBe(415);
    const unknownFile = await post(fields(), { portraitPhoto: png, idCard: png });
    expect(unknownFile.statusCode).toBe(400);
    expect(unknownFile.json()).toEqual({ message: 'Unexpected file field "idCard"' });
    const thirdFile = await post(fields(), { portraitPhoto: png, fullBodyPhoto: webp, idCard: png });
    expect(thirdFile.statusCode).toBe(413);
    expect(thirdFile.json()).toEqual({ message: 'The upload has too many parts.' });
    expect((await post(fields({ role: 'admin' }))).json()).toEqual(invalidBody('Unrecognized key: "role"'));
    const garbage = await shop.app.inject({
      method: 'POST',
      url: '/api/forms/ambassador',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut off',
    });
    expect(garbage.statusCode).toBe(400);
  });
});
