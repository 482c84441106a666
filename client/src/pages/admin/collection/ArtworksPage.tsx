import { ADMIN_ARTWORK_SORTS } from '#shared/schemas/artwork';
import { idsOf } from '../../../components/admin/AdminFilterBar';
import { AdminListPage } from '../../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../../components/admin/use-admin-crud-list';
import { useArtworkFilterGroups, useArtworkList, useDeleteArtwork } from '../../../features/catalogue/api';
import { artworkColumns } from '../../../features/catalogue/artworks/artwork-columns';
import { ArtworkDrawer } from '../../../features/catalogue/artworks/ArtworkDrawer';

/** /admin/collection/artworks: every work, filtered, with its form. */
export default function ArtworksPage() {
  const crud = useAdminCrudList({
    sorts: ADMIN_ARTWORK_SORTS,
    defaultSort: 'title',
    useList: useArtworkList,
    useRemove: useDeleteArtwork,
    filters: {
      keys: ['status', 'availability', 'artists', 'art_types', 'materials'],
      useGroups: useArtworkFilterGroups,
      toInput: (f) => ({
        status: f.status as '0' | '1' | undefined,
        availability: idsOf(f.availability),
        artist_id: f.artists === undefined ? undefined : Number(f.artists),
        art_types: idsOf(f.art_types),
        materials: idsOf(f.materials),
      }),
    },
  });
  return (
    <AdminListPage
      crud={crud}
      title="Artworks"
      description="The collection: active works by active artists show on the public site."
      noun="artworks"
      newLabel="New artwork"
      columns={artworkColumns}
      rowLabel={(a) => a.title}
      viewHref={(a) => `/artworks/${a.slug}`}
      empty={{ title: 'No artworks yet', description: 'Add an artist first, then the artworks by them.' }}
      form={(id, onClose) => <ArtworkDrawer id={id} onClose={onClose} />}
    />
  );
}
