import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ListParamsApi } from './use-list-params';

interface Props<S extends string> {
  label: string;
  sort?: S;
  list: ListParamsApi<S>;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  wideOnly?: boolean;
}

/** A column header; a sortable one is a button and tells assistive tech its order (aria-sort). */
export function SortableTh<S extends string>({ label, sort, list, width, align, wideOnly }: Props<S>) {
  if (!sort)
    return (
      <Table.Th w={width} ta={align} visibleFrom={wideOnly ? 'sm' : undefined}>
        {label}
      </Table.Th>
    );
  const active = list.sort === sort;
  const Icon = !active ? IconSelector : list.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      w={width}
      ta={align}
      visibleFrom={wideOnly ? 'sm' : undefined}
      aria-sort={active ? (list.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => list.toggleSort(sort)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} stroke={1.8} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
