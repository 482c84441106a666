// News, press releases and arttextstyle posts on their admin screens: one table and one drawer
// over a kind, as exhibitions and events share theirs. A kind names its words, its public address
// and whether its posts take comments.
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { listPathOf } from '#shared/public-kinds';
import { ADMIN_POST_SORTS, type PostDto } from '#shared/schemas/post';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn } from '#client/components/admin/columns';
import type { PostKindKey } from '#client/features/media/api';
import { PUBLISH_ZONE, publishedMinute } from '#client/features/media/admin/publish-at';

type Sort = (typeof ADMIN_POST_SORTS)[number];

export interface PostScreen {
  key: PostKindKey;
  nouns: { one: string; many: string };
  description: string;
  emptyHint: string;
  /** where visitors read one */
  pagePath: string;
  /** the blog's posts take comments; news carries its source */
  comments: boolean;
  source: boolean;
}

export const POST_SCREENS: Record<PostKindKey, PostScreen> = {
  news: {
    key: 'news',
    nouns: { one: 'news item', many: 'news items' },
    description: `What the press wrote about the gallery and its artists, shown on ${listPathOf('news')}.`,
    emptyHint: 'Add an article about the gallery: its title, source, a link to it and a few lines.',
    pagePath: listPathOf('news'),
    comments: false,
    source: true,
  },
  pressRelease: {
    key: 'pressRelease',
    nouns: { one: 'press release', many: 'press releases' },
    description: `The gallery’s announcements, shown on ${listPathOf('pressRelease')}.`,
    emptyHint: 'Write the release of the next exhibition, and schedule it with its publication date.',
    pagePath: listPathOf('pressRelease'),
    comments: false,
    source: false,
  },
  blogPost: {
    key: 'blogPost',
    nouns: { one: 'post', many: 'posts' },
    description: `The arttextstyle blog, shown on ${listPathOf('blogPost')}. Readers’ comments wait in Comments.`,
    emptyHint: 'Write the first post: a heading or two, an image, and publish it now or at a set time.',
    pagePath: listPathOf('blogPost'),
    comments: true,
    source: false,
  },
};

/** Active with a date ahead: it goes public by itself at that minute. */
export const isScheduled = (p: PostDto) => p.status === '1' && !p.is_public && p.date_published !== null;

export const postColumns = (screen: PostScreen): AdminColumn<PostDto, Sort>[] => [
  nameColumn(
    'Title',
    (p) => p.title,
    'title',
    (p) =>
      p.tags.length > 0 && (
        <Text size="xs" c="dimmed">
          {p.tags.map((t) => t.title).join(', ')}
        </Text>
      ),
  ),
  {
    key: 'author',
    label: screen.source ? 'Source' : 'Author',
    sort: 'author',
    wideOnly: true,
    render: (p) => (screen.source ? (p.source ?? p.author) : p.author) ?? '',
  },
  {
    key: 'published',
    label: 'Published',
    sort: 'date_published',
    width: 190,
    render: (p) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{p.date_published ? publishedMinute(p.date_published) : '—'}</Text>
        {isScheduled(p) && (
          <Badge variant="light" color="blue" size="sm">
            Scheduled
          </Badge>
        )}
      </Group>
    ),
  },
  ...(screen.comments
    ? [
        {
          key: 'comments',
          label: 'Comments',
          width: 110,
          wideOnly: true,
          render: (p: PostDto) => p.comments_count,
        },
      ]
    : []),
  statusColumn({ sort: 'status', wideOnly: true }),
];

export const postTable = (screen: PostScreen): AdminTable<PostDto, Sort> => ({
  sorts: ADMIN_POST_SORTS,
  defaultSort: 'title',
  description: screen.description,
  nouns: screen.nouns,
  emptyHint: screen.emptyHint,
  columns: postColumns(screen),
  rowLabel: (p) => p.title,
  // Only what visitors can open: a draft or a scheduled post would be a 404.
  viewHref: (p) => (p.is_public ? `${screen.pagePath}/${p.slug}` : undefined),
  deleteDetail: (p) =>
    screen.comments && p.comments_count > 0
      ? `Its ${p.comments_count === 1 ? 'comment goes' : `${p.comments_count} comments go`} with it.`
      : null,
});

/** The public page of a post, as a link in its drawer. */
export function PublicLink({ screen, post }: { screen: PostScreen; post: PostDto }) {
  const href = `${screen.pagePath}/${post.slug}`;
  if (post.is_public)
    return (
      <Anchor href={href} target="_blank" size="sm">
        View on the site: {href}
      </Anchor>
    );
  return (
    <Text size="sm" c="dimmed">
      {isScheduled(post)
        ? `Scheduled: visitors can read it at ${href} from ${publishedMinute(post.date_published!)} (${PUBLISH_ZONE} time).`
        : `Inactive: visitors cannot read it until it is set active.`}
    </Text>
  );
}
