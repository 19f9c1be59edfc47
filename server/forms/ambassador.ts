import { invalidField } from '../domain-error';
import { storeWithMails, type FormDeps } from './deps';
import { ambassadorConfirmation, shopNotification } from './mails';
import { AMBASSADOR_COUNTRIES, optionLabel, PHOTO_WRONG_TYPE } from '../../domain/forms/options';
import type { AmbassadorFields } from '../../domain/forms/requests';
import { ambassadorApplications } from './schema';
import { removeUploads, sniffImage, storeUpload, type ImageExt } from './uploads';

export const PHOTO_FIELDS = ['portraitPhoto', 'fullBodyPhoto'] as const;
type PhotoField = (typeof PHOTO_FIELDS)[number];
const PHOTO_LABELS: Record<PhotoField, string> = { portraitPhoto: 'Portrait photo', fullBodyPhoto: 'Full-body photo' };

export interface Photo {
  data: Buffer;
  ext: ImageExt;
}

/** Both photos present and PNG, JPEG or WebP by content; else a 400 naming the field. */
export function checkPhotos(files: Record<string, Buffer>): Record<PhotoField, Photo> {
  const photos = {} as Record<PhotoField, Photo>;
  for (const field of PHOTO_FIELDS) {
    const data = files[field];
    if (!data || data.length === 0) throw invalidField(field, `${PHOTO_LABELS[field]} is required`);
    const ext = sniffImage(data);
    if (!ext) throw invalidField(field, PHOTO_WRONG_TYPE);
    photos[field] = { data, ext };
  }
  return photos;
}

export const AMBASSADOR_THANKS = 'Thank you! Your application has been received.';
export const AMBASSADOR_FOLDER = 'ambassador';
const FOLDER = AMBASSADOR_FOLDER;

/** Stores both photos, then the row; if the row cannot be written the photos are removed again. */
export async function submitAmbassador(deps: FormDeps, a: AmbassadorFields, photos: Record<PhotoField, Photo>) {
  const stored: string[] = [];
  try {
    for (const field of PHOTO_FIELDS) stored.push(await storeUpload(deps.storage, FOLDER, photos[field].data, photos[field].ext));
    const { agreedToTerms: _agreed, ...fields } = a;
    const row = await storeWithMails(
      deps,
      async (tx) => {
        const [inserted] = await tx
          .insert(ambassadorApplications)
          .values({
            ...fields,
            portraitPhoto: stored[0]!,
            fullBodyPhoto: stored[1]!,
            agreedToTermsAt: new Date(),
          })
          .returning({ id: ambassadorApplications.id });
        return inserted!;
      },
      (row) => [
        shopNotification({
          to: deps.shopEmail,
          subject: `New Face of Zaron 2025 application: ${a.name}`,
          intro: `Application #${row.id}. Photos are in ${FOLDER} uploads as named below.`,
          details: [
            { label: 'Name', value: a.name },
            { label: 'Sex', value: a.sex },
            { label: 'Address', value: a.address },
            { label: 'Country', value: optionLabel(AMBASSADOR_COUNTRIES, a.country) },
            { label: 'Date of birth', value: a.dob },
            { label: 'Phone number', value: a.phoneNumber },
            { label: 'Email', value: a.email },
            { label: 'Social media handle', value: a.socialMediaHandle },
            { label: 'Portrait photo', value: stored[0]! },
            { label: 'Full-body photo', value: stored[1]! },
          ],
          publicUrl: deps.publicUrl,
        }),
        ambassadorConfirmation(a.email, a.name, deps.publicUrl),
      ],
    );
    return { id: row.id };
  } catch (err) {
    await removeUploads(deps.storage, FOLDER, stored).catch(deps.log);
    throw err;
  }
}
