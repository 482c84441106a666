import { describe, expect, it } from 'vitest';
import { artistSummary, formatDimensions, formatPrice, formatTime, slugify } from '#shared/format';

describe('display rules', () => {
  it('prices in whole dollars with en-US separators', () => {
    expect(formatPrice(12500)).toBe('$12,500');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });

  it('prices as Intl.NumberFormat prints them, without asking Intl (its first call is slow in a browser)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const samples = [0, 0.4, 0.5, 1, 9.5, 999, 999.5, 1000, 12345.49, 12345.5, 999999.5, 1e9 + 0.5, 2 ** 50];
    for (let x = 1; x < 1e12; x = x * 7 + 3) samples.push(x, x + 0.5);
    for (const x of samples) expect(formatPrice(x)).toBe(intl.format(x));
  });

  it("dimensions 'h x w x d' in inches with centimetres beside", () => {
    expect(formatDimensions({ height: 39.375, width: 39.375, depth: 1.875 })).toBe(
      '39.375″ x 39.375″ x 1.875″ (100 x 100 x 4.8 cm)',
    );
    expect(formatDimensions({ height: 12, width: 9, depth: null })).toBe('12″ x 9″ (30.5 x 22.9 cm)');
    expect(formatDimensions({ height: null, width: null, depth: null })).toBe('');
  });

  it("the artist's summary line in its three forms", () => {
    expect(artistSummary({ birth_year: 1931, death_year: 2019, location: 'Oaxaca' })).toBe('1931 - 2019, Oaxaca');
    expect(artistSummary({ birth_year: 1984, death_year: null, location: 'Oslo' })).toBe('Born 1984, Oslo');
    expect(artistSummary({ birth_year: null, death_year: 1902, location: 'Kyoto' })).toBe('Died 1902, Kyoto');
    expect(artistSummary({ birth_year: null, death_year: null, location: null })).toBe('');
  });

  it("RSVP times like '5pm' or '5:30pm'", () => {
    expect(['17:00', '17:30', '00:15', '12:00', '9:05'].map(formatTime)).toEqual([
      '5pm',
      '5:30pm',
      '12:15am',
      '12pm',
      '9:05am',
    ]);
  });

  it('slugs follow the path rule', () => {
    expect(slugify('Threads & Knots: Señora’s Loom!')).toBe('threads-and-knots-senora-s-loom');
    expect(slugify('***')).toBe('item');
  });
});
