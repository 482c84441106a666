import { SimpleGrid, Stack } from '@mantine/core';
import {
  IconCalendarEvent,
  IconInbox,
  IconMail,
  IconMailExclamation,
  IconSend,
  IconMessageCircle,
  IconPalette,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { AdminPageHeader } from '#client/components/admin/AdminPageHeader';
import { useMe } from '#client/features/auth/api';
import { useDashboard } from '#client/features/dashboard/api';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { NewestComments, UpcomingTimeslots } from './DashboardLists';
import { StatCard } from './StatCard';
import { FailedMailPanel } from '#client/features/mail/FailedMailPanel';
import { LastChanges } from '#client/features/history/LastChanges';

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** A part of the collection: how many there are, how many visitors see, and the way to its list. */
const CollectionCard = ({
  counts,
  list,
  ...card
}: Pick<ComponentProps<typeof StatCard>, 'label' | 'icon'> & {
  counts: { total: number; active: number } | undefined;
  list: 'artworks' | 'artists';
}) => (
  <StatCard
    {...card}
    value={counts?.total}
    note={counts && `${counts.active} active on the site`}
    href={`/admin/collection/${list}`}
  />
);

/** /admin: what the gallery holds, what is coming up, and what visitors said lately. */
export default function DashboardAdminPage() {
  useDocumentTitle();
  const me = useMe();
  const { data: d } = useDashboard();
  const firstName = me.data?.first_name;

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Dashboard"
        description={
          firstName ? `Welcome back, ${firstName}. Here is the gallery today.` : 'Here is the gallery today.'
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        <CollectionCard label="Artworks" icon={IconPalette} counts={d?.artworks} list="artworks" />
        <CollectionCard label="Artists" icon={IconUsers} counts={d?.artists} list="artists" />
        <StatCard
          label="Exhibitions and events"
          icon={IconCalendarEvent}
          value={d && d.upcoming.exhibitions + d.upcoming.events}
          note={
            d &&
            `${plural(d.upcoming.exhibitions, 'exhibition')}, ${plural(d.upcoming.events, 'event')} running or coming up`
          }
          href="/admin/events/exhibitions"
        />
        <StatCard
          label="Guests expected"
          icon={IconTicket}
          value={d?.rsvps.guests}
          note={d && `${plural(d.rsvps.reservations, 'reservation')}, ${d.rsvps.checked_in} checked in`}
        />
        <StatCard
          label="Comments"
          icon={IconMessageCircle}
          value={d?.comments.total}
          note={d && `${d.comments.last_7_days} in the last 7 days`}
          href="/admin/arttextstyle/comments"
        />
        <StatCard
          label="Emails not sent"
          icon={d?.mail.failed ? IconMailExclamation : IconSend}
          value={d?.mail.failed}
          note={
            d &&
            `${plural(d.mail.waiting, 'email')} waiting to go${d.mail.failed ? '; failed ones are listed below' : ''}`
          }
        />
        <StatCard
          label="Inbox"
          icon={IconInbox}
          value={d?.inbox.new}
          note={d && `new, of ${plural(d.inbox.total, 'submission')}`}
          href="/admin/inbox"
        />
        <StatCard
          label="Subscribers"
          icon={IconMail}
          value={d?.subscribers}
          note="confirmed on the mailing list"
          href="/admin/inbox/subscribers"
        />
      </SimpleGrid>
      {d && <FailedMailPanel failed={d.mail.failed} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NewestComments comments={d?.latest_comments} />
        <UpcomingTimeslots slots={d?.upcoming_timeslots} />
        <LastChanges />
      </SimpleGrid>
    </Stack>
  );
}
