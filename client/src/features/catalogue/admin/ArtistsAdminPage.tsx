import { idsOf } from '#client/components/admin/AdminFilterBar';
import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { useArtistFilterGroups, useArtistList, useDeleteArtist } from '#client/features/catalogue/api';
import { artistTable } from '#client/features/catalogue/admin/artists/artist-columns';
import { ArtistDrawer } from '#client/features/catalogue/admin/artists/ArtistDrawer';

/** /admin/collection/artists: the gallery's artists, their details and publications. */
export default function ArtistsAdminPage() {
  const crud = useAdminCrudList({
    table: artistTable,
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
  return <AdminListPage crud={crud} form={(id, onClose) => <ArtistDrawer id={id} onClose={onClose} />} />;
}
