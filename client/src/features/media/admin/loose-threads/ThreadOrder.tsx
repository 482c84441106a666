// The staff's order of the loose threads, one type at a time, as visitors see it on
// /media/loose-threads: drag a row by its handle, or use its up and down buttons (keyboard and
// touch). Each move is saved at once (the whole type's order in one request and one transaction)
// and told to screen readers; a refused save puts the rows back.
import { Badge, Group, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { PAGE_SIZE } from '#shared/constants';
import {
  LOOSE_THREAD_TYPES,
  type LooseThreadDto,
  type LooseThreadType,
  type LooseThreadTypeSlug,
} from '#shared/schemas/loose-thread';
import { toastError } from '#client/lib/toast';
import { IconAction } from '#client/components/admin/IconAction';
import { StatusBadge } from '#client/components/admin/StatusBadge';
import { messageOf } from '#client/lib/api-error';
import { trpc } from '#client/lib/trpc';
import { useLooseThreadList, useSaveLooseThreadOrder } from '#client/features/media/api';

const DRAG_TYPE = 'application/x-weft-thread-index';

const move = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export function ThreadOrder() {
  // Tabs are keyed by the type's slug: Mantine builds element ids from the value, and a title's space
  // made an id that aria-controls cannot name.
  const [type, setType] = useState<LooseThreadTypeSlug>(LOOSE_THREAD_TYPES[0].slug);
  const [said, setSaid] = useState('');
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="thread-order-title">
      <div>
        <Title order={2} size="h4" id="thread-order-title">
          Order on the public page
        </Title>
        <Text size="sm" c="dimmed">
          Drag a thread by its handle, or move it with its arrows. Each change is saved at once.
        </Text>
      </div>
      <Tabs value={type} onChange={(v) => v && setType(v as LooseThreadTypeSlug)} keepMounted={false}>
        <Tabs.List>
          {LOOSE_THREAD_TYPES.map((t) => (
            <Tabs.Tab key={t.slug} value={t.slug}>
              {t.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LOOSE_THREAD_TYPES.map((t) => (
          <Tabs.Panel key={t.slug} value={t.slug} pt="sm">
            <TypeOrder type={t.title} announce={setSaid} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
    </Stack>
  );
}

function TypeOrder({ type, announce }: { type: LooseThreadType; announce: (s: string) => void }) {
  const input = { types: [type], sort: 'position', order: 'asc', page: 1, limit: PAGE_SIZE.max } as const;
  const query = useLooseThreadList({ ...input, types: [type] });
  const utils = trpc.useUtils();
  const saveOrder = useSaveLooseThreadOrder();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // Saves go one after another, in the order staff made the moves: the buttons stay enabled while
  // one is sent (disabling them dropped a keyboard user's focus to the page), and a second move
  // never races the first to the server.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const rows = query.data?.list;
  // The rows move in the cached list at once; a refused save puts the cached list back.
  const show = (list: LooseThreadDto[]) =>
    utils.looseThreads.list.setData({ ...input, types: [type] }, (old) => old && { ...old, list });

  if (!rows)
    return (
      <Text size="sm" c="dimmed">
        Loading…
      </Text>
    );
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        No {type} threads yet.
      </Text>
    );

  const moveTo = async (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const before = rows;
    const next = move(rows, from, to);
    const title = rows[from]!.title;
    show(next);
    announce(`${title} moved to position ${to + 1} of ${next.length}. Saving…`);
    const save = async () => {
      try {
        const { message } = await saveOrder.mutateAsync({ list: next.map((r) => r.id) });
        announce(`${title} moved to position ${to + 1} of ${next.length}. ${message}.`);
      } catch (error) {
        // Later moves were made on top of this one: the server's order is the truth to show.
        show(before);
        void utils.looseThreads.list.invalidate();
        const why = messageOf(error);
        toastError(why);
        announce(`The order was not saved: ${why}`);
      }
    };
    saving.current = saving.current.then(save);
    await saving.current;
  };

  const dragProps = (i: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(DRAG_TYPE, String(i));
      e.dataTransfer.effectAllowed = 'move';
      setDragged(i);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
    onDragOver: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
      e.preventDefault();
      setOver(i);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const from = Number(e.dataTransfer.getData(DRAG_TYPE));
      setOver(null);
      setDragged(null);
      if (Number.isInteger(from)) void moveTo(from, i);
    },
  });

  return (
    <Stack
      gap={6}
      component="ol"
      aria-label={`${type}, in the public order`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((r, i) => (
        <Paper
          key={r.id}
          component="li"
          withBorder
          radius="sm"
          px="sm"
          py={6}
          aria-label={`${r.title}, position ${i + 1} of ${rows.length}`}
          data-thread-row={r.title}
          style={{
            opacity: dragged === i ? 0.5 : 1,
            borderColor: over === i && dragged !== i ? 'var(--mantine-color-ink-6)' : undefined,
            cursor: 'grab',
          }}
          {...dragProps(i)}
        >
          <Group gap="sm" wrap="nowrap">
            <IconGripVertical size={16} aria-hidden color="var(--mantine-color-gray-6)" />
            <Badge variant="light" color="gray" size="sm" miw={28} aria-hidden>
              {i + 1}
            </Badge>
            <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} truncate>
              {r.title}
            </Text>
            {r.status === '0' && <StatusBadge status={r.status} />}
            <IconAction
              label="Move up"
              ariaLabel={`Move ${r.title} up`}
              size="sm"
              disabled={i === 0}
              onClick={() => void moveTo(i, i - 1)}
            >
              <IconArrowUp size={14} aria-hidden />
            </IconAction>
            <IconAction
              label="Move down"
              ariaLabel={`Move ${r.title} down`}
              size="sm"
              disabled={i === rows.length - 1}
              onClick={() => void moveTo(i, i + 1)}
            >
              <IconArrowDown size={14} aria-hidden />
            </IconAction>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
