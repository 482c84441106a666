import { ActionIcon, Box, Checkbox, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { DoorRow } from './check-in-cache';

const target = { w: 48, h: 48 } as const;

/**
 * The check-in: a checkbox with a 48 px target (the whole square is its label) that brings the
 * whole party in or out; for a party of several, one fewer / one more beside it (2 of 3 arrived).
 */
export function CheckInBox({ rsvp, onArrived }: { rsvp: DoorRow; onArrived: (arrived: number) => void }) {
  const all = rsvp.arrived >= rsvp.guests;
  return (
    <Group gap={0} wrap="nowrap" justify="flex-end">
      {rsvp.guests > 1 && (
        <>
          <ActionIcon
            variant="subtle"
            color="ink"
            size={48}
            aria-label={`One fewer of ${rsvp.name}'s party arrived`}
            disabled={rsvp.arrived === 0}
            onClick={() => onArrived(rsvp.arrived - 1)}
          >
            <IconMinus size={20} aria-hidden />
          </ActionIcon>
          <Text size="sm" fw={600} miw={44} ta="center" aria-live="polite" data-testid="arrived">
            {rsvp.arrived}/{rsvp.guests}
          </Text>
          <ActionIcon
            variant="subtle"
            color="ink"
            size={48}
            aria-label={`One more of ${rsvp.name}'s party arrived`}
            disabled={all}
            onClick={() => onArrived(rsvp.arrived + 1)}
          >
            <IconPlus size={20} aria-hidden />
          </ActionIcon>
        </>
      )}
      <Box
        component="label"
        {...target}
        display="flex"
        style={{ alignItems: 'center', justifyContent: 'center', cursor: 'pointer', flexShrink: 0 }}
      >
        <Checkbox
          size="lg"
          color="teal"
          aria-label={`Check in ${rsvp.name}`}
          checked={all}
          indeterminate={rsvp.arrived > 0 && !all}
          onChange={(e) => onArrived(e.currentTarget.checked ? rsvp.guests : 0)}
        />
      </Box>
    </Group>
  );
}
