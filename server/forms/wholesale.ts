import { storeWithMails, type FormDeps } from './deps';
import { shopNotification, wholesaleConfirmation } from './mails';
import { BUSINESS_CATEGORIES, MONTHLY_ORDER_VALUES, optionLabel } from '../../domain/forms/options';
import type { WholesaleApplication } from '../../domain/forms/requests';
import { wholesaleApplications } from './schema';

export const WHOLESALE_THANKS = 'Thank you! Your wholesale application has been received.';

export async function submitWholesale(deps: FormDeps, a: WholesaleApplication) {
  const row = await storeWithMails(
    deps,
    async (tx) => {
      const [inserted] = await tx.insert(wholesaleApplications).values(a).returning({ id: wholesaleApplications.id });
      return inserted!;
    },
    (row) => [
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
    ],
  );
  return { id: row.id };
}
