// The artwork's sizes: one row per part or framing (height, width, depth in inches, and a label),
// each shown in centimetres too, as the public caption will read.
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDimensionsCm } from '#shared/format';
import { type ArtworkFormValues, emptyRow } from './artwork-form-values';

const inches = (v: string) => {
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

export function DimensionRows({ form }: { form: UseFormReturnType<ArtworkFormValues> }) {
  const rows = form.values.attributes;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Dimensions{' '}
        <Text span size="xs" c="dimmed">
          (inches; centimetres shown for checking)
        </Text>
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No dimensions yet.
        </Text>
      )}
      {rows.map((row, i) => {
        const cm = formatDimensionsCm({
          height: inches(row.height),
          width: inches(row.width),
          depth: inches(row.depth),
        });
        const n = i + 1;
        return (
          <Paper key={i} withBorder p="xs" radius="sm">
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label={`Height ${n}`}
                inputMode="decimal"
                rightSection="in"
                w={100}
                {...form.getInputProps(`attributes.${i}.height`)}
              />
              <TextInput
                label={`Width ${n}`}
                inputMode="decimal"
                rightSection="in"
                w={100}
                {...form.getInputProps(`attributes.${i}.width`)}
              />
              <TextInput
                label={`Depth ${n}`}
                inputMode="decimal"
                rightSection="in"
                w={100}
                {...form.getInputProps(`attributes.${i}.depth`)}
              />
              <TextInput
                label={`Label ${n}`}
                placeholder="Framed, each panel…"
                style={{ flex: 1, minWidth: 140 }}
                {...form.getInputProps(`attributes.${i}.label`)}
              />
              <ActionIcon
                variant="subtle"
                color="madder.7"
                mt={26}
                aria-label={`Remove dimensions ${n}`}
                onClick={() => form.removeListItem('attributes', i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <Text size="xs" c="dimmed" mt={4} aria-live="polite">
              {cm ? `= ${cm}` : ' '}
            </Text>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('attributes', emptyRow())}
        >
          Add dimensions
        </Button>
      </Group>
    </Stack>
  );
}
