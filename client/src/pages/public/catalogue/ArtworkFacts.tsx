import { Fragment, type ReactNode } from 'react';
import type { ArtworkDetail } from '../../../../../shared/schemas/catalogue-public';
import { formatDimensionsCm, formatDimensionsIn } from '../../../../../shared/format';
import classes from './detail.module.css';

const titles = (list: { title: string }[]) => list.map((i) => i.title).join(', ');

/** The caption of a work: dimensions (inches, centimetres beside), medium, materials and the rest. */
export function ArtworkFacts({ artwork: a }: { artwork: ArtworkDetail }) {
  const dims = a.attributes.filter((d) => formatDimensionsIn(d));
  const rows: [string, ReactNode][] = [];
  if (dims.length)
    rows.push([
      'Dimensions',
      dims.map((d, i) => (
        <span key={i} className={classes.dimension}>
          {d.label && `${d.label}: `}
          {formatDimensionsIn(d)} <span className={classes.cm}>({formatDimensionsCm(d)})</span>
        </span>
      )),
    ]);
  if (a.year) rows.push(['Year', a.year]);
  if (a.medium) rows.push(['Medium', a.medium]);
  if (a.materials.length) rows.push(['Materials', titles(a.materials)]);
  if (a.art_types.length) rows.push(['Type', titles(a.art_types)]);
  if (a.regions.length) rows.push(['Region', titles(a.regions)]);
  if (a.periods.length) rows.push(['Period', titles(a.periods)]);
  if (a.sku) rows.push(['Stock no.', a.sku]);

  return (
    <dl className={classes.specs}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
