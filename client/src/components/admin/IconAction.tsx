// The back office's small icon buttons: a tooltip with the verb, and a label naming what it acts on
// for screen readers ('Edit Indigo', 'Move image 2 earlier'). `href` opens a page in a new tab.
import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  /** the verb, shown as the tooltip */
  label: string;
  /** the full accessible name */
  ariaLabel: string;
  color?: string;
  size?: 'sm' | 'md';
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
  children: ReactNode;
}

export function IconAction({
  label,
  ariaLabel,
  color = 'gray',
  size = 'md',
  href,
  onClick,
  disabled,
  children,
}: Props) {
  const common = { variant: 'subtle', color, size, 'aria-label': ariaLabel, disabled } as const;
  return (
    <Tooltip label={label} openDelay={400}>
      {href ? (
        <ActionIcon component={Link} to={href} target="_blank" {...common}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...common}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
