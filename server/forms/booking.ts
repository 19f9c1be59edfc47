import type { SessionBooking } from '../../domain/forms/requests';
import { storeWithMails, type FormDeps } from './deps';
import { bookingConfirmation, shopNotification } from './mails';
import { sessionBookings } from './schema';

/** The success toast of the session form. */
export const BOOKING_THANKS = 'Registration Successful!';

export async function submitBooking(deps: FormDeps, b: SessionBooking) {
  const row = await storeWithMails(
    deps,
    async (tx) => {
      const [inserted] = await tx.insert(sessionBookings).values(b).returning({ id: sessionBookings.id });
      return inserted!;
    },
    (row) => [
      shopNotification({
        to: deps.shopEmail,
        subject: `New Zaron Experience registration: ${b.businessName}`,
        intro: `Registration #${row.id} from ${b.name} (${b.email}).`,
        details: [
          { label: 'Name', value: b.name },
          { label: 'Business name', value: b.businessName },
          { label: 'Designation', value: b.designation },
          { label: 'State', value: b.state },
          { label: 'City', value: b.city },
          { label: 'Phone number', value: b.phoneNumber },
          { label: 'Email', value: b.email },
          { label: 'Comments', value: b.comments },
        ],
        publicUrl: deps.publicUrl,
      }),
      bookingConfirmation(b.email, b.name, deps.publicUrl),
    ],
  );
  return { id: row.id };
}
