import { Button, Group, Text } from '@mantine/core';

/** The body of an alert for an action the server refused: its message and an OK button. */
export function RefusedAlert({ message, onOk }: { message: string; onOk: () => void }) {
  return (
    <>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onOk} data-autofocus>
          OK
        </Button>
      </Group>
    </>
  );
}
