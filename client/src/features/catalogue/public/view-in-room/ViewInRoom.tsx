// View in Room: the work at its true size on a plain gallery wall, beside a 175 cm figure and a bench.
// Loaded only when opened (its own chunk). One SVG in centimetres, so the screen scales the whole
// scene and the proportions stay true; the text alternative states the size against the figure.
import { useId, useState } from 'react';
import type { ImageDto } from '#shared/schemas/image';
import { Dialog } from '#client/components/public/ui/Dialog';
import { type Dimensions, FIGURE_CM, figureLength, length, roomDescription, roomScene, type Unit } from './room-scene';
import classes from './ViewInRoom.module.css';

export const WALLS = [
  { id: 'white', label: 'White', color: '#f4f2ee' },
  { id: 'stone', label: 'Stone', color: '#d9d3c7' },
  { id: 'sage', label: 'Sage', color: '#b9c2ad' },
  { id: 'charcoal', label: 'Charcoal', color: '#3b3a38' },
] as const;
type Wall = (typeof WALLS)[number]['id'];

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  dimensions: Dimensions;
  image: ImageDto | null;
}

export default function ViewInRoom({ opened, onClose, title, dimensions, image }: Props) {
  const [unit, setUnit] = useState<Unit>('in');
  const [wall, setWall] = useState<Wall>('white');
  return (
    <Dialog opened={opened} onClose={onClose} title="View in room" variant="full" classNames={{ body: classes.body }}>
      <RoomScene title={title} dimensions={dimensions} image={image} unit={unit} wall={wall} />
      <div className={classes.controls}>
        <Choice
          legend="Units"
          value={unit}
          onChange={setUnit}
          options={[
            { id: 'in', label: 'Inches' },
            { id: 'cm', label: 'Centimetres' },
          ]}
        />
        <Choice legend="Wall colour" value={wall} onChange={setWall} options={WALLS} swatches />
      </div>
    </Dialog>
  );
}

function RoomScene({
  title,
  dimensions,
  image,
  unit,
  wall,
}: Omit<Props, 'opened' | 'onClose'> & { unit: Unit; wall: Wall }) {
  const s = roomScene(dimensions);
  const ids = { desc: useId(), shadow: useId(), clip: useId() };
  const wallColor = WALLS.find((w) => w.id === wall)!.color;
  const dark = wall === 'charcoal';
  const floorTop = s.wall;
  const description = roomDescription(title, dimensions, unit);
  // The labels' size follows the scene, so they read the same on a small or a large work.
  const text = Math.max(9, s.width / 45);
  return (
    <figure className={classes.figure}>
      <svg
        className={classes.scene}
        viewBox={`0 0 ${s.width} ${s.wall + s.floor}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-labelledby={ids.desc}
        data-scene-width={s.width}
      >
        <defs>
          <filter id={ids.shadow} x="-20%" y="-20%" width="150%" height="150%">
            {/* The depth stands the work off the wall: a deeper work casts a longer, softer shadow. */}
            <feDropShadow
              dx={s.shadow * 0.35}
              dy={s.shadow * 0.6 + 0.6}
              stdDeviation={s.shadow * 0.3 + 0.8}
              floodColor="#000"
              floodOpacity={dark ? 0.55 : 0.3}
            />
          </filter>
          <clipPath id={ids.clip}>
            <rect {...s.art} />
          </clipPath>
        </defs>
        <rect x={0} y={0} width={s.width} height={s.wall} fill={wallColor} />
        <rect x={0} y={floorTop} width={s.width} height={s.floor} fill="#b89f7e" />
        <rect x={0} y={floorTop} width={s.width} height={3} fill={dark ? '#222' : '#e9e4da'} />
        <g filter={`url(#${ids.shadow})`} data-role="artwork">
          <rect {...s.art} fill="#e4ded3" />
          {image && (
            <image href={image.url} {...s.art} preserveAspectRatio="xMidYMid slice" clipPath={`url(#${ids.clip})`} />
          )}
        </g>
        <Figure x={s.figureX} floor={floorTop} />
        <Bench rect={s.bench} />
        <text
          className={classes.label}
          x={s.art.x + s.art.width / 2}
          y={Math.max(text * 1.4, s.art.y - text * 0.8)}
          fontSize={text}
          textAnchor="middle"
          fill={dark ? '#f4f2ee' : '#3b3a38'}
          aria-hidden
        >
          {length(dimensions.height, unit)} × {length(dimensions.width, unit)}
        </text>
        <text
          className={classes.label}
          x={s.figureX + 25}
          y={floorTop - FIGURE_CM - text * 0.8}
          fontSize={text}
          textAnchor="middle"
          fill={dark ? '#f4f2ee' : '#3b3a38'}
          aria-hidden
        >
          {figureLength(unit)}
        </text>
      </svg>
      <figcaption id={ids.desc} className={classes.caption}>
        {description}
      </figcaption>
    </figure>
  );
}

/** A standing figure 175 cm tall, its feet on the floor (drawn in centimetres, 50 cm wide). */
function Figure({ x, floor }: { x: number; floor: number }) {
  // Points as (x from the figure's centre, height above the floor).
  const outline = [
    [-9, 152],
    [-22, 147],
    [-25, 120],
    [-25, 84],
    [-20, 84],
    [-19, 112],
    [-17, 100],
    [-18, 88],
    [-15, 0],
    [-3, 0],
    [-1, 80],
    [1, 80],
    [3, 0],
    [15, 0],
    [18, 88],
    [17, 100],
    [19, 112],
    [20, 84],
    [25, 84],
    [25, 120],
    [22, 147],
    [9, 152],
  ];
  const cx = x + 25;
  return (
    <g data-role="figure" fill="#6f6a62">
      <circle cx={cx} cy={floor - 163.5} r={11.5} />
      <rect x={cx - 5} y={floor - 155} width={10} height={6} />
      <polygon points={outline.map(([px, h]) => `${cx + px!},${floor - h!}`).join(' ')} />
    </g>
  );
}

/** A gallery bench: a 45 cm seat on two legs. */
function Bench({ rect }: { rect: { x: number; y: number; width: number; height: number } }) {
  return (
    <g data-role="bench" fill="#5b4a3a">
      <rect x={rect.x} y={rect.y} width={rect.width} height={6} rx={1} />
      <rect x={rect.x + 8} y={rect.y + 6} width={5} height={rect.height - 6} />
      <rect x={rect.x + rect.width - 13} y={rect.y + 6} width={5} height={rect.height - 6} />
    </g>
  );
}

interface ChoiceProps<T extends string> {
  legend: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { id: T; label: string; color?: string }[];
  swatches?: boolean;
}

/** A radio group: arrow keys move within it, Tab leaves it, a tap chooses. */
function Choice<T extends string>({ legend, value, onChange, options, swatches }: ChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={classes.choice}>
      <legend className={classes.legend}>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className={classes.option}>
          <input type="radio" name={name} value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} />
          {swatches && o.color && <span className={classes.swatch} style={{ background: o.color }} aria-hidden />}
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
