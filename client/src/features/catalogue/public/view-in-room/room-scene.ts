// The geometry of View in Room, in centimetres: a gallery wall, a 175 cm figure, a bench, and the work
// at its true size, hung the way galleries hang (its centre at 145 cm, 57 in, unless it is too tall
// for that). One coordinate system for everything, so the drawing scales as a whole and the
// proportions stay true on any screen.
import { formatInches, inchesToCm } from '#shared/format';

export const FIGURE_CM = 175;
const CENTRE_CM = 145;
/** the lowest a large work's bottom edge hangs above the floor */
const LOWEST_CM = 30;
const BENCH = { width: 120, height: 45 } as const;
const FIGURE_WIDTH = 50;
const MARGIN = 70;
const GAP = 80;

export interface Dimensions {
  /** inches, as the catalogue stores them */
  height: number;
  width: number;
  depth: number | null;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Scene {
  /** the drawing's width and the wall's height (the floor is drawn below it) */
  width: number;
  wall: number;
  floor: number;
  art: Rect;
  /** the shadow's offset: the work's depth standing off the wall (0 without a depth) */
  shadow: number;
  /** the figure's left edge and the bench's box */
  figureX: number;
  bench: Rect;
}

/** Whether a work can be shown: both sizes known and positive. */
export const hasRoomSize = (d: { height: number | null; width: number | null }): d is Dimensions & typeof d =>
  d.height !== null && d.width !== null && d.height > 0 && d.width > 0;

export const roomScene = (d: Dimensions): Scene => {
  const h = inchesToCm(d.height);
  const w = inchesToCm(d.width);
  const bottom = Math.max(LOWEST_CM, CENTRE_CM - h / 2);
  const wall = Math.max(300, bottom + h + 50);
  const artX = MARGIN + FIGURE_WIDTH + GAP;
  const width = artX + Math.max(w, BENCH.width) + MARGIN;
  const artCentre = artX + Math.max(w, BENCH.width) / 2;
  return {
    width,
    wall,
    floor: Math.max(30, wall * 0.12),
    art: { x: artCentre - w / 2, y: wall - bottom - h, width: w, height: h },
    shadow: d.depth && d.depth > 0 ? Math.min(inchesToCm(d.depth), 40) : 0,
    figureX: MARGIN,
    bench: { x: artCentre - BENCH.width / 2, y: wall - BENCH.height, width: BENCH.width, height: BENCH.height },
  };
};

export type Unit = 'in' | 'cm';

const feetAndInches = (inches: number) => {
  const whole = Math.round(inches);
  return whole >= 12 ? `${Math.floor(whole / 12)} ft ${whole % 12} in` : `${formatInches(inches)} in`;
};

/** A length as the visitor chose: '48 in' / '4 ft' style for the figure, '121.9 cm'. */
export const length = (inches: number, unit: Unit) =>
  unit === 'cm' ? `${inchesToCm(inches)} cm` : `${formatInches(inches)} in`;

export const figureLength = (unit: Unit) => (unit === 'cm' ? `${FIGURE_CM} cm` : feetAndInches(FIGURE_CM / 2.54));

/** The text alternative: the size, and how it compares with the figure. */
export const roomDescription = (title: string, d: Dimensions, unit: Unit) => {
  const h = inchesToCm(d.height);
  const ratio = h / FIGURE_CM;
  const compare =
    ratio >= 1.05
      ? `${(Math.round(ratio * 10) / 10).toString()} times the figure's height`
      : ratio >= 0.95
        ? "about the figure's height"
        : `${Math.round(ratio * 100)}% of the figure's height`;
  const size = `${length(d.height, unit)} high and ${length(d.width, unit)} wide${d.depth ? `, ${length(d.depth, unit)} deep` : ''}`;
  return `${title} is ${size}: ${compare}. It hangs on a gallery wall beside a figure ${figureLength(unit)} tall and a bench.`;
};
