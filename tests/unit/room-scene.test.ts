// View in Room's geometry: true size in centimetres, hung at 145 cm, tall works lifted off the floor,
// the text alternative's comparison with the 175 cm figure.
import { describe, expect, it } from 'vitest';
import {
  hasRoomSize,
  roomDescription,
  roomScene,
} from '../../client/src/features/catalogue/public/view-in-room/room-scene';

describe('roomScene', () => {
  it('draws the work at its size, its centre at 145 cm on the wall', () => {
    const s = roomScene({ height: 48, width: 36, depth: 2 });
    expect(s.art.height).toBeCloseTo(121.9, 1);
    expect(s.art.width).toBeCloseTo(91.4, 1);
    expect(s.wall - (s.art.y + s.art.height / 2)).toBeCloseTo(145, 5);
    expect(s.shadow).toBeCloseTo(5.1, 1);
  });

  it('lifts a work too tall for that 30 cm off the floor and raises the wall above it', () => {
    const s = roomScene({ height: 200, width: 300, depth: null });
    expect(s.wall - (s.art.y + s.art.height)).toBe(30);
    expect(s.art.y).toBeGreaterThan(0);
    expect(s.width).toBeGreaterThan(s.art.x + s.art.width);
    expect(s.shadow).toBe(0);
  });

  it('offers the room only with a height and a width', () => {
    expect(hasRoomSize({ height: 10, width: 8 })).toBe(true);
    expect(hasRoomSize({ height: null, width: 8 })).toBe(false);
    expect(hasRoomSize({ height: 10, width: 0 })).toBe(false);
  });
});

describe('roomDescription', () => {
  it('states the size and compares it with the figure, in the chosen unit', () => {
    expect(roomDescription('Great Hanging', { height: 96, width: 140, depth: 3 }, 'in')).toBe(
      "Great Hanging is 96 in high and 140 in wide, 3 in deep: 1.4 times the figure's height. It hangs on a gallery wall beside a figure 5 ft 9 in tall and a bench.",
    );
    expect(roomDescription('Pocket Weave', { height: 10, width: 8, depth: null }, 'cm')).toBe(
      "Pocket Weave is 25.4 cm high and 20.3 cm wide: 15% of the figure's height. It hangs on a gallery wall beside a figure 175 cm tall and a bench.",
    );
  });
});
