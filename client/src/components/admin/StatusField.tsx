import { Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { STATUS_OPTIONS } from '#shared/constants';

interface Props {
  /** a form with a `status` field ('0' or '1') */
  form: UseFormReturnType<{ status: '0' | '1' }>;
  description?: string;
}

/** Active or Inactive, as two radios: both choices in view, one click to change. */
export function StatusField({ form, description }: Props) {
  return (
    <Radio.Group
      label="Status"
      value={form.values.status}
      onChange={(v) => form.setFieldValue('status', v as '0' | '1')}
      error={form.errors.status}
      description={description}
    >
      <Group gap="lg" mt={6}>
        {STATUS_OPTIONS.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
