import { idsOf } from '#client/components/admin/AdminFilterBar';
import { adminListScreen } from '#client/components/admin/AdminListPage';
import { statusOf } from '#client/components/admin/use-admin-crud-list';
import { useArtworkFilterGroups, useArtworkList, useDeleteArtwork } from '#client/features/catalogue/api';
import { artworkTable } from '#client/features/catalogue/admin/artworks/artwork-columns';
import { ArtworkDrawer } from '#client/features/catalogue/admin/artworks/ArtworkDrawer';

/** /admin/collection/artworks: every work, filtered, with its form. */
export default adminListScreen({
  table: artworkTable,
  useList: useArtworkList,
  useRemove: useDeleteArtwork,
  filters: {
    keys: ['status', 'availability', 'artists', 'art_types', 'materials'],
    useGroups: useArtworkFilterGroups,
    toInput: (f) => ({
      status: statusOf(f),
      availability: idsOf(f.availability),
      artist_id: f.artists === undefined ? undefined : Number(f.artists),
      art_types: idsOf(f.art_types),
      materials: idsOf(f.materials),
    }),
  },
  form: (id, onClose) => <ArtworkDrawer id={id} onClose={onClose} />,
});
