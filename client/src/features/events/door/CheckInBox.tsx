import { Box, Checkbox } from '@mantine/core';
import type { RsvpDto } from '#shared/schemas/timeslots';

/**
 * The check-in checkbox with a 48 px target (the whole square is its label), so that a thumb at
 * the door hits it first time.
 */
export function CheckInBox({ rsvp, onChange }: { rsvp: RsvpDto; onChange: (on: boolean) => void }) {
  return (
    <Box
      component="label"
      w={48}
      h={48}
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center', cursor: 'pointer', flexShrink: 0 }}
    >
      <Checkbox
        size="lg"
        color="teal"
        aria-label={`Check in ${rsvp.name}`}
        checked={rsvp.checked_in}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Box>
  );
}
