/** The ambassador form's values and its progress rule. */

export const AMBASSADOR_EMPTY = {
  name: '',
  sex: '',
  address: '',
  country: '',
  dob: '',
  phoneNumber: '',
  email: '',
  socialMediaHandle: '',
};
export type Photos = { portraitPhoto: File | null; fullBodyPhoto: File | null };
/** Fields kept outside the text values that the server may name in a refusal. */
export const PHOTO_AND_TERMS = ['portraitPhoto', 'fullBodyPhoto', 'agreedToTerms'] as const;
/** Progress counts these 11 fields. */
const FIELD_COUNT = 11;

/** The percent of the 11 fields filled; a file counts once chosen, the checkbox once ticked. */
export function completion(values: typeof AMBASSADOR_EMPTY, photos: Photos, agreed: boolean): number {
  const filled =
    Object.values(values).filter((v) => v.trim() !== '').length +
    (photos.portraitPhoto ? 1 : 0) +
    (photos.fullBodyPhoto ? 1 : 0) +
    (agreed ? 1 : 0);
  return Math.round((filled / FIELD_COUNT) * 100);
}
