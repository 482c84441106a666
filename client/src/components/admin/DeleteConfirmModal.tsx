import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  label: string;
  detail?: ReactNode;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a delete; Cancel has the focus so that Enter does not destroy anything. */
export function DeleteConfirmModal({ opened, label, detail, loading, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={`Delete “${label}”?`} centered closeOnClickOutside={!loading}>
      <Stack gap="md">
        <Text size="sm">
          {detail}
          {detail ? ' ' : ''}This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color="madder.7" onClick={onConfirm} loading={loading}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
