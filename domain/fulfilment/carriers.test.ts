import { describe, expect, it } from 'vitest';
import { carrierLabel, carrierNamed, carriersFor, trackingNumberSchema, trackingUrl } from './carriers';

describe('carriers', () => {
  it('offers each country its carriers, Other last', () => {
    const names = (country: Parameters<typeof carriersFor>[0]) => carriersFor(country).map((c) => c.name);
    expect(names('NG')).toEqual(['GIG Logistics', 'DHL Express', 'Local rider', 'Other']);
    expect(names('GB')).toEqual(['Royal Mail', 'DPD', 'DHL Express', 'Other']);
    expect(names('US')).toEqual(['USPS', 'UPS', 'FedEx', 'Other']);
    expect(names('FR')).toEqual(['DHL Express', 'UPS', 'FedEx', 'Other']);
  });

  it("builds each known carrier's tracking link with the number encoded; none for a local rider or Other", () => {
    expect(
      ['gig', 'dhl', 'royal-mail', 'dpd', 'usps', 'ups', 'fedex', 'local-rider', 'other'].map((c) => trackingUrl(c, 'AB 12/3')),
    ).toEqual([
      'https://giglogistics.com/track/?waybill=AB%2012%2F3',
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=AB%2012%2F3',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB%2012%2F3',
      'https://track.dpd.co.uk/parcels/AB%2012%2F3',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=AB%2012%2F3',
      'https://www.ups.com/track?tracknum=AB%2012%2F3',
      'https://www.fedex.com/fedextrack/?trknbr=AB%2012%2F3',
      null,
      null,
    ]);
    expect(trackingUrl('pigeon', 'X1')).toBeNull();
  });

  it('names a carrier by id or name in any case, among the country’s own', () => {
    expect(carrierNamed(' Royal MAIL ', 'GB')?.id).toBe('royal-mail');
    expect(carrierNamed('dhl', 'NG')?.id).toBe('dhl');
    expect(carrierNamed('DHL Express', 'GB')?.id).toBe('dhl');
    expect(carrierNamed('Royal Mail', 'NG')).toBeNull();
    expect(carrierNamed('other', 'GB')).toBeNull();
    expect(carrierLabel('other', 'Parcelforce')).toBe('Parcelforce');
    expect(carrierLabel('ups', null)).toBe('UPS');
  });

  it('takes a tracking number of 1 to 40 letters, digits, spaces or dashes, trimmed', () => {
    expect(trackingNumberSchema.parse('  1Z 999-AA1 ')).toBe('1Z 999-AA1');
    expect(trackingNumberSchema.parse('A'.repeat(40))).toBe('A'.repeat(40));
    for (const bad of ['', '   ', 'A'.repeat(41), 'AB_12', 'ÄB12', '-AB12', 'AB\n12'])
      expect(trackingNumberSchema.safeParse(bad).success, bad).toBe(false);
  });
});
