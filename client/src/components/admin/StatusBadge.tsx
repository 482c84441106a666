import { Badge } from '@mantine/core';
import { STATUS_OPTIONS } from '#shared/constants';

/** Active or Inactive, as the status options name them. */
export function StatusBadge({ status }: { status: '0' | '1' }) {
  const label = STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;
  return (
    <Badge variant={status === '1' ? 'light' : 'outline'} color={status === '1' ? 'teal' : 'gray'} tt="none">
      {label}
    </Badge>
  );
}
