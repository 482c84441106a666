import { pathOf } from '#shared/public-kinds';
import { Box, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconStarFilled } from '@tabler/icons-react';
import { ADMIN_ARTWORK_SORTS, type ArtworkDto } from '#shared/schemas/artwork';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { statusColumn } from '#client/components/admin/columns';

const THUMB = 48;

function Thumb({ artwork: a }: { artwork: ArtworkDto }) {
  const image = a.search_image ?? a.header_image ?? a.product_images[0] ?? null;
  return (
    <Box
      w={THUMB}
      h={THUMB}
      bg="gray.1"
      style={{ borderRadius: 4, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {image ? (
        <img
          src={image.url}
          srcSet={image.srcset}
          sizes={`${THUMB}px`}
          width={THUMB}
          height={THUMB}
          alt=""
          loading="lazy"
          style={{ objectFit: 'cover', width: '100%', height: '100%' }}
        />
      ) : (
        <IconPhoto size={20} aria-hidden color="var(--mantine-color-gray-5)" />
      )}
    </Box>
  );
}

export const artworkColumns: AdminColumn<ArtworkDto, (typeof ADMIN_ARTWORK_SORTS)[number]>[] = [
  { key: 'image', label: 'Image', width: THUMB + 24, render: (a) => <Thumb artwork={a} /> },
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    render: (a) => (
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={500} size="sm">
            {a.title}
          </Text>
          {a.featured && (
            <IconStarFilled
              size={12}
              aria-label="Featured"
              color="var(--mantine-color-madder-6)"
              style={{ flexShrink: 0 }}
            />
          )}
        </Group>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {a.artist_name}
        </Text>
      </Stack>
    ),
  },
  { key: 'artist', label: 'Artist', sort: 'artist', wideOnly: true, render: (a) => a.artist_name },
  { key: 'sku', label: 'SKU', sort: 'sku', wideOnly: true, width: 110, render: (a) => a.sku },
  {
    key: 'price',
    label: 'Price',
    sort: 'price',
    align: 'right',
    width: 110,
    render: (a) =>
      a.price_formatted ?? (
        <Text span size="sm" c="dimmed">
          —
        </Text>
      ),
  },
  {
    key: 'availability',
    label: 'Availability',
    sort: 'availability',
    wideOnly: true,
    width: 150,
    render: (a) => a.availability_label,
  },
  statusColumn({ wideOnly: true }),
];

export const artworkTable: AdminTable<ArtworkDto, (typeof ADMIN_ARTWORK_SORTS)[number]> = {
  sorts: ADMIN_ARTWORK_SORTS,
  defaultSort: 'title',
  description: 'The collection: active works by active artists show on the public site.',
  nouns: { one: 'artwork', many: 'artworks' },
  emptyHint: 'Add an artist first, then the artworks by them.',
  columns: artworkColumns,
  rowLabel: (a) => a.title,
  viewHref: (a) => pathOf('artwork', a.slug),
};
