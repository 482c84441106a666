import { idsOf } from '#client/components/admin/AdminFilterBar';
import { adminListScreen } from '#client/components/admin/AdminListPage';
import { statusOf } from '#client/components/admin/use-admin-crud-list';
import { useArtistFilterGroups, useArtistList, useDeleteArtist } from '#client/features/catalogue/api';
import { artistTable } from '#client/features/catalogue/admin/artists/artist-columns';
import { ArtistDrawer } from '#client/features/catalogue/admin/artists/ArtistDrawer';

/** /admin/collection/artists: the gallery's artists, their details and publications. */
export default adminListScreen({
  table: artistTable,
  useList: useArtistList,
  useRemove: useDeleteArtist,
  filters: {
    keys: ['status', 'regions'],
    useGroups: useArtistFilterGroups,
    toInput: (f) => ({ search_type: 'name' as const, status: statusOf(f), regions: idsOf(f.regions) }),
  },
  form: (id, onClose) => <ArtistDrawer id={id} onClose={onClose} />,
});
