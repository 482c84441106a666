// The public site's small controls, in plain elements with one stylesheet: Mantine and its CSS stay
// in the admin's chunks (docs/decisions/010-server-rendering.md).
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, type LinkProps } from 'react-router';
import page from '../page.module.css';
import ui from './controls.module.css';

export type ButtonVariant = 'filled' | 'outline' | 'subtle';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** busy: disabled, and says so to assistive technology */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'filled', loading, className, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      className={className ? `${ui.button} ${className}` : ui.button}
    >
      {children}
    </button>
  );
}

/** A link that looks like a button (a call to action that moves to another page). */
export function ButtonLink({ variant = 'filled', className, ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...rest} data-variant={variant} className={className ? `${ui.button} ${className}` : ui.button} />;
}

/** A quiet text link onward, its arrow after the words: "View exhibition →". */
export function MoreLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link to={to} className={page.textLink}>
      {children} <IconArrowRight size={16} stroke={1.5} aria-hidden />
    </Link>
  );
}

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** what the button does: its accessible name, as the icon has none */
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      aria-label={label}
      className={className ? `${ui.iconButton} ${className}` : ui.iconButton}
    >
      {children}
    </button>
  );
}

/** A grey block holding a loading thing's place (and size, so nothing moves when it arrives). */
export function Skeleton({
  height,
  width,
  className,
  style,
}: {
  height?: number | string;
  width?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden
      className={className ? `${ui.skeleton} ${className}` : ui.skeleton}
      style={{ height, width, ...style }}
    />
  );
}

/**
 * Grey cards in a card grid's rhythm while its first page loads: a picture's frame, an eyebrow
 * line, a title. The grid passes its own classes (`cards`, `cardFrame`), so each grey card takes
 * the place and size of the card that replaces it.
 */
export function CardsSkeleton({
  classes,
  count = 3,
}: {
  classes: { cards?: string; cardFrame?: string };
  count?: number;
}) {
  return (
    <ul className={classes.cards} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className={classes.cardFrame} />
          <Skeleton height="0.8rem" width="40%" style={{ marginTop: '0.6rem' }} />
          <Skeleton height="1.6rem" width="75%" style={{ marginTop: '0.6rem' }} />
        </li>
      ))}
    </ul>
  );
}

/** Three pulsing dots: something is loading. */
export function LoadingDots({ label = 'Loading' }: { label?: string }) {
  return (
    <span className={ui.dots} role="progressbar" aria-label={label}>
      <span />
      <span />
      <span />
    </span>
  );
}

export { ui as controlClasses };
