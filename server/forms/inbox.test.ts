import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../staff/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newStaff, type TestStaff } from '../test/staff';
import { multipart, tinyImage, uniqueEmail } from './test-support';
import { invalidBody } from '../test/invalid';

const dob = `${new Date().getUTCFullYear() - 25}-03-14`;

describe.each(BACKENDS)('forms inbox on %s', (backend) => {
  let shop: TestShop;
  let staff: TestStaff;
  let email: string;
  let png: Buffer;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '10000' });
    staff = await newStaff(shop);
    email = uniqueEmail('ifeoma');
    png = await tinyImage('png');
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/forms/ambassador',
      ...multipart(
        {
          name: 'Ifeoma =cmd|Okafor',
          sex: 'Female',
          address: '3 Allen Avenue, Ikeja',
          country: 'NG',
          dob,
          phoneNumber: '+234 803 123 4567',
          email,
          socialMediaHandle: '@ifeoma.glow',
          agreedToTerms: 'true',
        },
        {
          portraitPhoto: { data: png, filename: 'p.png', type: 'image/png' },
          fullBodyPhoto: { data: await tinyImage('jpeg'), filename: 'f.jpg', type: 'image/jpeg' },
        },
      ),
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => shop.close());

  it('lists the ambassador application with its fields, status new and staff-only photo links', async () => {
    const { data } = (await staff.get('/api/admin/inbox/ambassador')).json();
    const item = data.find((i: { email: string }) => i.email === email);
    expect(item).toMatchObject({ status: 'new', note: '', title: 'Ifeoma =cmd|Okafor' });
    expect(item.fields).toContainEqual({ label: 'Social media handle', value: '@ifeoma.glow' });
    expect(item.photos).toEqual([
      { label: 'Portrait photo', url: `/api/admin/inbox/ambassador/${item.id}/photos/portrait` },
      { label: 'Full body photo', url: `/api/admin/inbox/ambassador/${item.id}/photos/full-body` },
    ]);
    const photo = await staff.get(item.photos[0].url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect(photo.rawPayload).toEqual(png);
    // Not for anyone else, and not under /media.
    expect((await shop.app.inject({ method: 'GET', url: item.photos[0].url })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/media/../uploads/ambassador/' })).statusCode).toBe(404);
  });

  it('sets a status and a note (audited), filters by status and searches', async () => {
    const { data } = (await staff.get(`/api/admin/inbox/ambassador?q=${encodeURIComponent(email)}`)).json();
    expect(data).toHaveLength(1);
    const res = await staff.post(`/api/admin/inbox/ambassador/${data[0].id}`, { status: 'contacted', note: 'Called, shoot on Friday' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'contacted', note: 'Called, shoot on Friday' });
    expect((await staff.get('/api/admin/inbox/ambassador?status=new')).json().data.map((i: { email: string }) => i.email)).not.toContain(
      email,
    );
    expect((await staff.get('/api/admin/inbox/ambassador?status=contacted')).json().data.map((i: { email: string }) => i.email)).toContain(
      email,
    );
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.update'), eq(auditLog.targetId, String(data[0].id))));
    expect(entry).toMatchObject({
      targetType: 'ambassador',
      before: { status: 'new', note: '' },
      after: { status: 'contacted', note: 'Called, shoot on Friday' },
    });
    const bad = await staff.post(`/api/admin/inbox/ambassador/${data[0].id}`, { status: 'maybe', note: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: expect.any(String) });
    expect((await staff.post('/api/admin/inbox/ambassador/999999', { status: 'new', note: '' })).statusCode).toBe(404);
    expect((await staff.get('/api/admin/inbox/letters')).json()).toEqual(invalidBody('kind: Unknown list'));
  });

  it('exports each list as CSV; a cell starting with + = - @ gets an apostrophe so a spreadsheet never runs it', async () => {
    const res = await staff.get('/api/admin/inbox/ambassador/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="zaron-ambassador-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Received,Name,Sex,Date of birth,Email,Phone,Address,Country,Social media handle,Status,Staff note');
    const line = lines.find((l) => l.includes(email))!;
    expect(line).toContain(
      `,Ifeoma =cmd|Okafor,Female,${dob},${email},'+234 803 123 4567,"3 Allen Avenue, Ikeja",NG,'@ifeoma.glow,contacted,"Called, shoot on Friday"`,
    );
    for (const kind of ['bookings', 'newsletter']) expect((await staff.get(`/api/admin/inbox/${kind}/export`)).statusCode).toBe(200);
  });

  it("exports a wholesale application with the applicant's note and the staff's note in columns named apart", async () => {
    const wholesaleEmail = uniqueEmail('ngozi');
    const applied = await shop.app.inject({
      method: 'POST',
      url: '/api/forms/wholesale',
      payload: {
        businessName: 'Glow Beauty Hub',
        contactName: 'Ngozi Eze',
        email: wholesaleEmail,
        phone: '+234 803 555 0142',
        website: 'glowbeautyhub.ng',
        category: 'salon-spa',
        monthlyOrderValue: '2000-5000',
        location: 'Lekki, Lagos',
        note: 'Two salons, keen on the serums',
      },
    });
    expect(applied.statusCode).toBe(201);
    const { data } = (await staff.get(`/api/admin/inbox/wholesale?q=${encodeURIComponent(wholesaleEmail)}`)).json();
    expect(data[0].fields).toContainEqual({ label: 'Applicant note', value: 'Two salons, keen on the serums' });
    expect((await staff.post(`/api/admin/inbox/wholesale/${data[0].id}`, { status: 'contacted', note: 'Samples sent' })).statusCode).toBe(
      200,
    );
    const lines = (await staff.get('/api/admin/inbox/wholesale/export')).body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Received,Business name,Contact name,Email,Phone,Website,Category,Monthly order value,Location,Applicant note,Status,Staff note',
    );
    const line = lines.find((l) => l.includes(wholesaleEmail))!;
    expect(line.slice(line.indexOf(','))).toBe(
      `,Glow Beauty Hub,Ngozi Eze,${wholesaleEmail},'+234 803 555 0142,https://glowbeautyhub.ng/,salon-spa,2000-5000,"Lekki, Lagos","Two salons, keen on the serums",contacted,Samples sent`,
    );
  });
});
