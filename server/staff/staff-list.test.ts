import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED } from '../../domain/admin/access';
import { STAFF_MESSAGES as M } from '../../domain/admin/staff';
import { users } from '../accounts/schema';
import { BACKENDS, createTestShop, type TestShop } from '../test/app';
import { newCustomer } from '../test/customers';
import { newStaff, type TestStaff } from '../test/staff';
import { removeStaff } from './members';

describe.each(BACKENDS)('the staff list on %s', (backend) => {
  let shop: TestShop;
  let owner: TestStaff;
  beforeAll(async () => {
    shop = await createTestShop(backend, { AUTH_RATE_LIMIT: '1000' });
    owner = await newStaff(shop, 'Owner');
  });
  afterAll(() => shop.close());

  const memberOf = async (email: string) =>
    ((await owner.get('/api/admin/staff')).json().data as { email: string }[]).find((m) => m.email === email);
  const auditOf = async (action: string, id: number) =>
    (await owner.get(`/api/admin/audit?action=${action}&target_type=staff&target_id=${id}`)).json();

  it('adds an existing account by email with a role, lists it and records it', async () => {
    const customer = await newCustomer(shop, 'Adaeze');
    const res = await owner.post('/api/admin/staff', { email: ` ${customer.email.toUpperCase()} `, role: 'support' });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(`${customer.email} is now staff (Support).`);
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Adaeze Test',
      email: customer.email,
      role: 'support',
      two_factor: false,
      added_at: expect.any(String),
    });
    expect(await memberOf(customer.email)).toEqual(data);
    expect((await customer.get('/api/auth/user')).json().role).toBe('support');
    expect(await auditOf('staff.add', data.id)).toMatchObject({
      total: 1,
      data: [{ staff: { id: owner.userId }, before: { role: 'customer' }, after: { role: 'support' } }],
    });
  });

  it('refuses an unknown email, someone already staff, an influencer and a made-up role, changing nothing', async () => {
    const stranger = await owner.post('/api/admin/staff', { email: 'nobody-here@example.com', role: 'support' });
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: 'No account with the email nobody-here@example.com' }]);
    const again = await owner.post('/api/admin/staff', { email: owner.email, role: 'catalogue' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.alreadyStaff(owner.email, 'admin') }]);
    expect(again.json().message).toBe(`${owner.email} is already staff (Admin (everything)). Change their role in /admin/staff instead.`);
    const influencer = await owner.post('/api/admin/staff', { email: 'influencer@zaron.test', role: 'support' });
    expect([influencer.statusCode, influencer.json().message]).toEqual([409, M.influencer('influencer@zaron.test')]);
    const customer = await newCustomer(shop, 'Ebele');
    const bad = await owner.post('/api/admin/staff', { email: customer.email, role: 'owner' });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { role: 'Choose a role' }]);
    expect((await customer.get('/api/auth/user')).json().role).toBe('Authenticated');
  });

  it('changes a role, which counts from the next request', async () => {
    const member = await newStaff(shop, 'Chidi', 'support');
    expect((await member.get('/api/admin/products')).json()).toEqual({ message: ROLE_REFUSED });
    const res = await owner.post(`/api/admin/staff/${member.userId}`, { role: 'catalogue' });
    expect([res.statusCode, res.json().message, res.json().data.role]).toEqual([
      200,
      `${member.email} now has the role Catalogue.`,
      'catalogue',
    ]);
    expect((await member.get('/api/admin/products')).statusCode).toBe(200);
    expect((await member.get('/api/admin/customers')).json()).toEqual({ message: ROLE_REFUSED });
    expect(await auditOf('staff.role', member.userId)).toMatchObject({
      total: 1,
      data: [{ before: { role: 'support' }, after: { role: 'catalogue' } }],
    });
  });

  it('refuses an admin changing or removing themselves, and someone not on the list', async () => {
    const demote = await owner.post(`/api/admin/staff/${owner.userId}`, { role: 'support' });
    expect([demote.statusCode, demote.json()]).toEqual([409, { message: M.yourself }]);
    const leave = await owner.post(`/api/admin/staff/${owner.userId}/remove`, {});
    expect([leave.statusCode, leave.json()]).toEqual([
      409,
      { message: 'You cannot change your own role or remove yourself. Ask another admin.' },
    ]);
    const customer = await newCustomer(shop, 'Femi');
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, customer.email));
    const notStaff = await owner.post(`/api/admin/staff/${row!.id}/remove`, {});
    expect([notStaff.statusCode, notStaff.json()]).toEqual([404, { message: M.notStaff }]);
    expect((await owner.get('/api/auth/user')).json().role).toBe('admin');
  });

  it('removes a member: a customer again, every session ended at once, two-factor cleared, recorded', async () => {
    const member = await newStaff(shop, 'Gbenga', 'fulfilment');
    const res = await owner.post(`/api/admin/staff/${member.userId}/remove`, {});
    expect([res.statusCode, res.json()]).toEqual([200, { message: `${member.email} is no longer staff; their sessions have ended.` }]);
    expect((await member.get('/api/auth/user')).statusCode).toBe(401);
    expect((await member.get('/api/admin/orders')).statusCode).toBe(401);
    expect(await memberOf(member.email)).toBeUndefined();
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, member.userId));
    expect([row!.role, row!.staffSince]).toEqual(['customer', null]);
    expect(await auditOf('staff.remove', member.userId)).toMatchObject({
      total: 1,
      data: [{ before: { role: 'fulfilment' }, after: { role: 'customer', sessions_ended: 1 } }],
    });
    // Added again, they set up two-factor afresh.
    const back = await owner.post('/api/admin/staff', { email: member.email, role: 'fulfilment' });
    expect(back.json().data.two_factor).toBe(false);
  });

  it('never leaves the shop without an admin', async () => {
    const other = await newStaff(shop, 'Halima');
    const db = shop.database.db;
    await db.update(users).set({ role: 'support' }).where(eq(users.role, 'admin'));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, other.userId));
    await expect(removeStaff(db, { staffId: owner.userId, ip: '127.0.0.1' }, other.userId)).rejects.toThrow(M.lastAdmin);
    const res = await other.post(`/api/admin/staff/${other.userId}`, { role: 'support' });
    expect(res.json()).toEqual({ message: M.yourself });
    expect((await other.get('/api/auth/user')).json().role).toBe('admin');
  });
});
