// A create/edit form in a large side drawer (or, for a form of a field or two, a centred modal):
// the fields scroll, Cancel and Save stay in view.
import { Box, Button, Center, Drawer, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  /** the form's submit and state (a useAdminForm result); without it the item is loading */
  form?: { onSubmit: FormEventHandler<HTMLFormElement>; saving: boolean; uploading: boolean };
  submitLabel?: string;
  size?: string | number;
  /** 'modal' for a short form; the drawer is the default */
  as?: 'drawer' | 'modal';
  children?: ReactNode;
}

export function FormDrawer({
  title,
  onClose,
  form,
  submitLabel = 'Save',
  size = 'xl',
  as = 'drawer',
  children,
}: Props) {
  const saving = form?.saving ?? false;
  const drawer = as === 'drawer';
  const body = form ? (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap={drawer ? 'lg' : 'md'} pb={drawer ? 'md' : 0}>
        {children}
      </Stack>
      {/* in a drawer the buttons stick to the bottom, above the scrolling fields */}
      <Box
        pos={drawer ? 'sticky' : undefined}
        bottom={0}
        py={drawer ? 'sm' : 0}
        mt={drawer ? 0 : 'md'}
        bg="var(--mantine-color-body)"
        style={drawer ? { borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 } : undefined}
      >
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={form.uploading}>
            {form.uploading ? 'Uploading images…' : submitLabel}
          </Button>
        </Group>
      </Box>
    </form>
  ) : (
    <Center py={80} aria-busy>
      <Loader aria-label="Loading" />
    </Center>
  );

  if (!drawer)
    return (
      <Modal opened onClose={onClose} title={title} centered closeOnClickOutside={!saving}>
        {body}
      </Modal>
    );
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeOnClickOutside={!saving}
      styles={{ title: { fontSize: 22, fontWeight: 600 }, body: { paddingBottom: 0 } }}
    >
      {body}
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

/**
 * The title and submit label of a form that creates a `noun` or saves the item it edits:
 * "New artist" / "Create artist", or `editTitle` / "Save".
 */
export const formTitles = (noun: string, editTitle: string | false | null) =>
  editTitle ? { title: editTitle, submitLabel: 'Save' } : { title: `New ${noun}`, submitLabel: `Create ${noun}` };
