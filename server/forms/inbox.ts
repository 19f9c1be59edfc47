import { buffer } from 'node:stream/consumers';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InboxItem, InboxKind, InboxPhoto, InboxStatus, InboxUpdate } from '../../domain/admin/inbox';
import type { Actor, AuditRecorder } from '../audit-port';
import type { Db } from '../db/client';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage';
import { newsletterSubscribers } from '../newsletter/schema';
import { ambassadorApplications, sessionBookings, wholesaleApplications } from './schema';

type Row = Record<string, unknown> & { id: number; createdAt: Date; status: InboxStatus; staffNote: string; email: string };

interface ListSpec {
  table: PgTable & { id: PgColumn; status: PgColumn; staffNote: PgColumn; updatedAt: PgColumn; createdAt: PgColumn; email: PgColumn };
  /** Columns searched by the list's search box. */
  search: PgColumn[];
  title: (r: Row) => string;
  /** Label → column key, in the form's order (also the CSV's columns). */
  fields: [label: string, key: string][];
}

const LISTS: Record<InboxKind, ListSpec> = {
  wholesale: {
    table: wholesaleApplications,
    search: [wholesaleApplications.businessName, wholesaleApplications.contactName, wholesaleApplications.email],
    title: (r) => `${r.businessName} (${r.contactName})`,
    fields: [
      ['Business name', 'businessName'],
      ['Contact name', 'contactName'],
      ['Email', 'email'],
      ['Phone', 'phone'],
      ['Website', 'website'],
      ['Category', 'category'],
      ['Monthly order value', 'monthlyOrderValue'],
      ['Location', 'location'],
      ['Applicant note', 'note'],
    ],
  },
  ambassador: {
    table: ambassadorApplications,
    search: [ambassadorApplications.name, ambassadorApplications.email, ambassadorApplications.socialMediaHandle],
    title: (r) => String(r.name),
    fields: [
      ['Name', 'name'],
      ['Sex', 'sex'],
      ['Date of birth', 'dob'],
      ['Email', 'email'],
      ['Phone', 'phoneNumber'],
      ['Address', 'address'],
      ['Country', 'country'],
      ['Social media handle', 'socialMediaHandle'],
    ],
  },
  bookings: {
    table: sessionBookings,
    search: [sessionBookings.name, sessionBookings.businessName, sessionBookings.email],
    title: (r) => `${r.name} (${r.businessName})`,
    fields: [
      ['Name', 'name'],
      ['Business name', 'businessName'],
      ['Designation', 'designation'],
      ['State', 'state'],
      ['City', 'city'],
      ['Phone', 'phoneNumber'],
      ['Email', 'email'],
      ['Comments', 'comments'],
    ],
  },
  newsletter: {
    table: newsletterSubscribers,
    search: [newsletterSubscribers.email],
    title: (r) => r.email,
    // Only a confirmed address may be sent marketing (double opt-in); blank: not confirmed.
    fields: [
      ['Email', 'email'],
      ['Confirmed', 'confirmedAt'],
    ],
  },
};

/** The column of each ambassador photo. */
const PHOTO_KINDS = { portrait: 'portraitPhoto', 'full-body': 'fullBodyPhoto' } as const satisfies Record<InboxPhoto, string>;

const PHOTO_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const likeContains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const text = (v: unknown) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v));

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

interface InboxDeps {
  db: Db;
  /** Uploaded photos live in the private `uploads` area under `ambassador/` (a folder or the bucket). */
  storage: Storage;
  recordAudit: AuditRecorder;
}

/** The forms inbox: every submission with a follow-up status and a note; CSV export; staff-only photos. */
export function createInbox({ db, storage, recordAudit }: InboxDeps) {
  function item(kind: InboxKind, r: Row): InboxItem {
    const spec = LISTS[kind];
    return {
      id: r.id,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      note: r.staffNote,
      title: spec.title(r),
      email: r.email,
      fields: spec.fields.map(([label, key]) => ({ label, value: text(r[key]) })),
      ...(kind === 'ambassador'
        ? {
            photos: [
              { label: 'Portrait photo', url: `/api/admin/inbox/ambassador/${r.id}/photos/portrait` },
              { label: 'Full body photo', url: `/api/admin/inbox/ambassador/${r.id}/photos/full-body` },
            ],
          }
        : {}),
    };
  }

  async function rows(kind: InboxKind, query: { status?: InboxStatus; q?: string }, limit: number) {
    const { table, search } = LISTS[kind];
    const where: SQL[] = [];
    if (query.status) where.push(eq(table.status, query.status));
    if (query.q) where.push(or(...search.map((c) => ilike(c, likeContains(query.q!))))!);
    return (await db
      .select()
      .from(table)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)) as Row[];
  }

  async function list(kind: InboxKind, query: { status?: InboxStatus; q?: string }): Promise<InboxItem[]> {
    return (await rows(kind, query, 500)).map((r) => item(kind, r));
  }

  async function update(actor: Actor, kind: InboxKind, id: number, input: InboxUpdate): Promise<InboxItem> {
    const { table } = LISTS[kind];
    return db.transaction(async (tx) => {
      const [before] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
      if (!before) throw new DomainError('not-found', 'Submission not found');
      const [after] = (await tx
        .update(table)
        .set({ status: input.status, staffNote: input.note, updatedAt: new Date() } as never)
        .where(eq(table.id, id))
        .returning()) as Row[];
      await recordAudit(tx, {
        ...actor,
        action: 'inbox.update',
        targetType: kind,
        targetId: id,
        before: { status: before.status, note: before.staffNote },
        after: { status: input.status, note: input.note },
      });
      return item(kind, after!);
    });
  }

  /** The whole list (or one status of it) as CSV, with the staff's follow-up columns last. */
  async function csv(kind: InboxKind, query: { status?: InboxStatus; q?: string }): Promise<string> {
    const spec = LISTS[kind];
    const header = ['Received', ...spec.fields.map(([label]) => label), 'Status', 'Staff note'];
    const lines = (await rows(kind, query, 100_000)).map((r) => [
      r.createdAt.toISOString(),
      ...spec.fields.map(([, key]) => text(r[key])),
      r.status,
      r.staffNote,
    ]);
    return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }

  /** An ambassador's photo for staff: read from the private uploads folder, never a public URL. */
  async function photo(id: number, which: InboxPhoto): Promise<{ data: Buffer; type: string }> {
    const [row] = await db.select().from(ambassadorApplications).where(eq(ambassadorApplications.id, id)).limit(1);
    if (!row) throw new DomainError('not-found', 'Submission not found');
    const name = row[PHOTO_KINDS[which]];
    // Names are written by the server (hex + extension); anything else is refused, never followed.
    if (!/^[a-f0-9]{32}\.(png|jpg|webp)$/.test(name)) throw new DomainError('not-found', 'Photo not found');
    const file = await storage.get('uploads', `ambassador/${name}`);
    if (!file) throw new DomainError('not-found', 'Photo not found');
    return { data: await buffer(file.body), type: PHOTO_TYPES[name.split('.').pop()!]! };
  }

  return { list, update, csv, photo };
}

export type Inbox = ReturnType<typeof createInbox>;
