import { z } from 'zod';
import { emailSchema, phoneSchema } from '../../domain/validation';
import { storeWithMails, type FormDeps } from './deps';
import { choice, optionalNote, optionalWebsite, requiredText } from './fields';
import { shopNotification, wholesaleConfirmation } from './mails';
import { BUSINESS_CATEGORIES, MONTHLY_ORDER_VALUES, optionLabel, valuesOf } from './options';
import { wholesaleApplications } from './schema';

/** POST /api/forms/wholesale body (spec §2 Other pages: website and note optional). */
export const wholesaleBody = z.object({
  businessName: requiredText('Business name'),
  contactName: requiredText('Contact name'),
  email: emailSchema,
  phone: phoneSchema,
  website: optionalWebsite,
  category: choice('Business category', valuesOf(BUSINESS_CATEGORIES)),
  monthlyOrderValue: choice('Monthly order value', valuesOf(MONTHLY_ORDER_VALUES)),
  location: requiredText('Location', 160),
  note: optionalNote('Note'),
}).strict();
export type WholesaleApplication = z.output<typeof wholesaleBody>;

export const WHOLESALE_THANKS = 'Thank you! Your wholesale application has been received.';

export async function submitWholesale(deps: FormDeps, a: WholesaleApplication) {
  const row = await storeWithMails(deps, async (tx) => {
    const [inserted] = await tx.insert(wholesaleApplications).values(a).returning({ id: wholesaleApplications.id });
    return inserted!;
  }, (row) => [
    shopNotification({
      to: deps.shopEmail,
      subject: `New wholesale application: ${a.businessName}`,
      intro: `Application #${row.id} from ${a.contactName} (${a.email}).`,
      details: [
        { label: 'Business name', value: a.businessName },
        { label: 'Contact name', value: a.contactName },
        { label: 'Email', value: a.email },
        { label: 'Phone', value: a.phone },
        { label: 'Website', value: a.website },
        { label: 'Category', value: optionLabel(BUSINESS_CATEGORIES, a.category) },
        { label: 'Monthly order value', value: optionLabel(MONTHLY_ORDER_VALUES, a.monthlyOrderValue) },
        { label: 'Location', value: a.location },
        { label: 'Note', value: a.note },
      ],
      publicUrl: deps.publicUrl,
    }),
    wholesaleConfirmation(a.email, a.contactName, a.businessName, deps.publicUrl),
  ]);
  return { id: row.id };
}
