// One image of an ImageUploader: the preview, its place in the order and its actions. Mouse users
// drag tiles by their handle; keyboard and touch users use the arrow buttons.
import { Badge, Box, Group, Paper, Progress, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconReplace, IconX } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import type { ImageDto } from '#shared/schemas/image';
import { IconAction } from './IconAction';
import { IMAGE_DRAG_TYPE } from './image-drag';

const frame = { aspectRatio: '1 / 1', overflow: 'hidden', background: 'var(--mantine-color-gray-1)' } as const;
const fill = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

interface TileProps {
  image: ImageDto;
  index: number;
  count: number;
  /** product images: a position, arrows and dragging */
  ordered: boolean;
  fieldLabel: string;
  onRemove: () => void;
  /** moves the image at `from` to `to` (arrows move this one; a drop moves the dragged one here) */
  onReorder: (from: number, to: number) => void;
  /** single-image fields: choose another file */
  onReplace?: () => void;
}

export function ImageTile({ image, index, count, ordered, fieldLabel, onRemove, onReorder, onReplace }: TileProps) {
  const [target, setTarget] = useState(false);
  const name = ordered ? `image ${index + 1}` : fieldLabel.toLowerCase();

  const dragProps = ordered
    ? {
        draggable: true,
        onDragStart: (e: DragEvent) => {
          e.dataTransfer.setData(IMAGE_DRAG_TYPE, String(index));
          e.dataTransfer.effectAllowed = 'move';
        },
        onDragOver: (e: DragEvent) => {
          if (!e.dataTransfer.types.includes(IMAGE_DRAG_TYPE)) return;
          e.preventDefault();
          setTarget(true);
        },
        onDragLeave: () => setTarget(false),
        onDrop: (e: DragEvent) => {
          setTarget(false);
          const from = Number(e.dataTransfer.getData(IMAGE_DRAG_TYPE));
          if (!e.dataTransfer.types.includes(IMAGE_DRAG_TYPE) || Number.isNaN(from)) return;
          e.preventDefault();
          e.stopPropagation();
          if (from !== index) onReorder(from, index);
        },
      }
    : {};

  return (
    <Paper
      withBorder
      radius="sm"
      role="listitem"
      aria-label={ordered ? `Image ${index + 1} of ${count}` : fieldLabel}
      style={{
        outline: target ? '2px solid var(--mantine-color-ink-6)' : undefined,
        cursor: ordered ? 'grab' : undefined,
      }}
      {...dragProps}
    >
      <Box style={frame}>
        <img
          src={image.url}
          srcSet={image.srcset}
          sizes="200px"
          width={image.width}
          height={image.height}
          alt={image.alt ?? `${fieldLabel} ${ordered ? index + 1 : ''}`.trim()}
          style={fill}
          draggable={false}
        />
      </Box>
      <Group justify="space-between" gap={2} p={4} wrap="nowrap">
        {ordered ? (
          <Group gap={2} wrap="nowrap">
            <IconGripVertical size={16} aria-hidden color="var(--mantine-color-gray-6)" />
            <Badge size="sm" variant="light" color="gray">
              {index + 1}
            </Badge>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" pl={4}>
            {image.width} × {image.height}
          </Text>
        )}
        <Group gap={0} wrap="nowrap">
          {ordered && (
            <>
              <IconAction
                label="Move earlier"
                ariaLabel={`Move ${name} earlier`}
                size="sm"
                disabled={index === 0}
                onClick={() => onReorder(index, index - 1)}
              >
                <IconArrowLeft size={14} aria-hidden />
              </IconAction>
              <IconAction
                label="Move later"
                ariaLabel={`Move ${name} later`}
                size="sm"
                disabled={index === count - 1}
                onClick={() => onReorder(index, index + 1)}
              >
                <IconArrowRight size={14} aria-hidden />
              </IconAction>
            </>
          )}
          {onReplace && (
            <IconAction label="Replace" ariaLabel={`Replace ${name}`} size="sm" onClick={onReplace}>
              <IconReplace size={14} aria-hidden />
            </IconAction>
          )}
          <IconAction label="Remove" ariaLabel={`Remove ${name}`} color="madder.7" size="sm" onClick={onRemove}>
            <IconX size={14} aria-hidden />
          </IconAction>
        </Group>
      </Group>
    </Paper>
  );
}

/** A file the uploader is sending: its local preview and the share sent so far (0 to 1). */
export interface Pending {
  key: string;
  name: string;
  preview: string;
  progress: number;
}

/** A file on its way up: the local preview under a progress bar. */
export function PendingTile({ pending }: { pending: Pending }) {
  const percent = Math.round(pending.progress * 100);
  return (
    <Paper withBorder radius="sm" role="listitem" aria-label={`Uploading ${pending.name}`}>
      <Box style={{ ...frame, opacity: 0.55 }}>
        <img src={pending.preview} alt="" style={fill} />
      </Box>
      <Box p={6}>
        <Text size="xs" truncate title={pending.name}>
          {pending.name}
        </Text>
        <Progress
          value={percent}
          size="sm"
          mt={4}
          animated={percent >= 100}
          aria-label={`Upload of ${pending.name}`}
          aria-valuetext={percent >= 100 ? 'Processing' : `${percent}%`}
        />
        <Text size="xs" c="dimmed" mt={2}>
          {percent >= 100 ? 'Processing…' : `${percent}%`}
        </Text>
      </Box>
    </Paper>
  );
}
