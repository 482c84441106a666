// The moderation queue's table: which post, who wrote it and when (comment_info), the first words,
// and Approve for a comment still waiting. Visitors see only approved comments.
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import type { ADMIN_COMMENT_SORTS, CommentDto } from '#shared/schemas/post';
import { pathOf } from '#shared/public-kinds';
import type { FilterGroup } from '#client/components/admin/AdminFilterBar';
import type { AdminColumn } from '#client/components/admin/AdminListTable';
import { textColumn } from '#client/components/admin/columns';

type Sort = (typeof ADMIN_COMMENT_SORTS)[number];

export const COMMENT_STATE_GROUP: FilterGroup = {
  key: 'status',
  title: 'State',
  items: [
    { id: 'waiting', val: 'Waiting for approval' },
    { id: 'approved', val: 'Approved' },
  ],
};

export const commentPostPath = (c: CommentDto) => pathOf('blogPost', c.post_slug);

export const commentColumns = (approve: {
  run: (c: CommentDto) => void;
  pendingId: number | undefined;
}): AdminColumn<CommentDto, Sort>[] => [
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    render: (c) => (
      <Anchor href={commentPostPath(c)} target="_blank" size="sm" fw={500}>
        {c.title}
      </Anchor>
    ),
  },
  textColumn('info', 'Comment info', (c) => c.comment_info, { sort: 'created_at', wideOnly: true }),
  {
    key: 'preview',
    label: 'Preview',
    render: (c) => (
      <Stack gap={4}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} title={c.body}>
          {c.preview}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {c.comment_info}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'approved',
    label: 'Approval',
    width: 140,
    render: (c) =>
      c.approved ? (
        <Badge variant="light" color="teal">
          Approved
        </Badge>
      ) : (
        <Button
          size="compact-sm"
          onClick={() => approve.run(c)}
          loading={approve.pendingId === c.id}
          aria-label={`Approve the comment of ${c.name} on ${c.title}`}
        >
          Approve
        </Button>
      ),
  },
];
