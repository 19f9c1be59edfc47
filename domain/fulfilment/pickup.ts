/** The Lagos pickup station: where a pickup order is collected, and when. */
export const PICKUP_POINT = {
  address: 'Zaron Pickup Station, 14 Admiralty Way, Lekki Phase 1, Lagos',
  hours: 'Monday to Saturday, 9am – 6pm',
} as const;
