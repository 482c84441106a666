// A create/edit form in a large side drawer: the fields scroll, Cancel and Save stay in view.
import { Box, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  /** undefined while the item is loading: a loader instead of the form */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  /** images still uploading: Save waits for them */
  uploading?: boolean;
  submitLabel?: string;
  size?: string | number;
  children?: ReactNode;
}

export function FormDrawer({
  title,
  onClose,
  onSubmit,
  saving = false,
  uploading = false,
  submitLabel = 'Save',
  size = 'xl',
  children,
}: Props) {
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeOnClickOutside={!saving}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontSize: 22, fontWeight: 600 }, body: { paddingBottom: 0 } }}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg" pb="md">
            {children}
          </Stack>
          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
          >
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={uploading}>
                {uploading ? 'Uploading images…' : submitLabel}
              </Button>
            </Group>
          </Box>
        </form>
      ) : (
        <Center py={80} aria-busy>
          <Loader aria-label="Loading" />
        </Center>
      )}
    </Drawer>
  );
}

/** A titled group of fields inside a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" size="xs" fw={600} mb={4} c="dimmed" tt="uppercase" lts={0.6}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
