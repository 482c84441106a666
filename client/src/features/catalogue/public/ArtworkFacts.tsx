import { pathOf } from '#shared/public-kinds';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArtworkDetail } from '#shared/schemas/catalogue-public';
import { formatDimensionsCm, formatDimensionsIn } from '#shared/format';
import classes from './detail.module.css';

const titles = (list: { title: string }[]) => list.map((i) => i.title).join(', ');

/**
 * The caption of a work (the year stands in the title): dimensions in inches with centimetres
 * beside, medium, materials and the rest.
 */
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
  if (a.medium) rows.push(['Medium', a.medium]);
  if (a.materials.length) rows.push(['Materials', titles(a.materials)]);
  if (a.art_types.length) rows.push(['Type', titles(a.art_types)]);
  if (a.regions.length) rows.push(['Region', titles(a.regions)]);
  if (a.periods.length) rows.push(['Period', titles(a.periods)]);
  if (a.exhibitions.length)
    rows.push([
      'Exhibited',
      a.exhibitions.map((e) => (
        <Link key={e.slug} to={pathOf('exhibition', e.slug)} className={classes.dimension}>
          {e.title}
        </Link>
      )),
    ]);
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
