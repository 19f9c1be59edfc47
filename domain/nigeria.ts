/** The NG address form offers the 36 states plus the FCT (37), alphabetically. */
export const NG_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

type NigerianState = (typeof NG_STATES)[number];

/** Exact match against NG_STATES (the select only ever submits these values). */
export function isNigerianState(value: unknown): value is NigerianState {
  return typeof value === 'string' && (NG_STATES as readonly string[]).includes(value);
}

/** When the state is Lagos the area is chosen from the fetched Lagos list. */
export const LAGOS: NigerianState = 'Lagos';
