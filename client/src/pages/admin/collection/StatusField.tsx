import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATUS_OPTIONS } from '#shared/constants';

interface Props {
  value: unknown;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: string;
}

/** Active or Inactive, as two radios: both choices in view, one click to change. */
export function StatusField({ value, onChange, error, description }: Props) {
  return (
    <Radio.Group label="Status" value={String(value)} onChange={onChange} error={error} description={description}>
      <Group gap="lg" mt={6}>
        {STATUS_OPTIONS.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
