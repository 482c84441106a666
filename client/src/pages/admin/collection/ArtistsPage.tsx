import { ADMIN_ARTIST_SORTS } from '#shared/schemas/artist';
import { idsOf } from '../../../components/admin/AdminFilterBar';
import { AdminListPage } from '../../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../../components/admin/use-admin-crud-list';
import { useArtistFilterGroups, useArtistList, useDeleteArtist } from '../../../features/catalogue/api';
import { artistColumns, artistDeleteDetail } from '../../../features/catalogue/artists/artist-columns';
import { ArtistDrawer } from '../../../features/catalogue/artists/ArtistDrawer';

/** /admin/collection/artists: the gallery's artists, their details and publications. */
export default function ArtistsPage() {
  const crud = useAdminCrudList({
    sorts: ADMIN_ARTIST_SORTS,
    defaultSort: 'last_name',
    useList: useArtistList,
    useRemove: useDeleteArtist,
    filters: {
      keys: ['status', 'regions'],
      useGroups: useArtistFilterGroups,
      toInput: (f) => ({
        search_type: 'name' as const,
        status: f.status as '0' | '1' | undefined,
        regions: idsOf(f.regions),
      }),
    },
  });
  return (
    <AdminListPage
      crud={crud}
      title="Artists"
      description="The gallery's artists, shown on /artists when active."
      noun="artists"
      newLabel="New artist"
      columns={artistColumns}
      rowLabel={(a) => a.full_name}
      viewHref={(a) => `/artists/${a.slug}`}
      deleteDetail={artistDeleteDetail}
      refusedTitle="This artist cannot be deleted"
      empty={{ title: 'No artists yet', description: 'Add an artist first; artworks are always by an artist.' }}
      form={(id, onClose) => <ArtistDrawer id={id} onClose={onClose} />}
    />
  );
}
