// The filter selects above an admin table. Each choice lives in the URL under the group's key
// (?status=1&regions=4), so a filtered view can be reloaded and shared. The groups themselves come
// from the domain (the catalogue's GET /admin/filters): this file names no procedure.
import { Button, Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface FilterGroup {
  key: string;
  title: string;
  items: { id: number | string; val: string }[];
}

/** Active or Inactive: the status filter of every content table. */
export const STATUS_GROUP: FilterGroup = {
  key: 'status',
  title: 'Status',
  items: [
    { id: '1', val: 'Active' },
    { id: '0', val: 'Inactive' },
  ],
};

export type FilterValues = Partial<Record<string, string>>;

export interface AdminFilters {
  values: FilterValues;
  set: (key: string, value: string | null) => void;
  clear: () => void;
  active: boolean;
}

/** The chosen filters of `keys`, read from and written to the URL; a change goes back to page 1. */
export const useAdminFilters = (keys: readonly string[]): AdminFilters => {
  const [params, setParams] = useSearchParams();
  const values: FilterValues = {};
  for (const key of keys) {
    const v = params.get(key);
    if (v !== null && v !== '') values[key] = v;
  }
  const edit = (change: (next: URLSearchParams) => void) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      change(next);
      next.delete('page');
      return next;
    });
  return {
    values,
    set: (key, value) => edit((next) => (value === null ? next.delete(key) : next.set(key, value))),
    clear: () => edit((next) => keys.forEach((key) => next.delete(key))),
    active: Object.keys(values).length > 0,
  };
};

export function AdminFilterBar({ groups, filters }: { groups: FilterGroup[]; filters: AdminFilters }) {
  if (!groups.length) return null;
  return (
    <Group gap="sm" mb="md" wrap="wrap" role="group" aria-label="Filters">
      {groups.map((g) => (
        <Select
          key={g.key}
          aria-label={g.title}
          placeholder={`Any ${g.title.toLowerCase()}`}
          data={g.items.map((i) => ({ value: String(i.id), label: i.val }))}
          value={filters.values[g.key] ?? null}
          onChange={(v) => filters.set(g.key, v)}
          searchable={g.items.length > 8}
          clearable
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 200 }}
          size="sm"
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </Group>
  );
}

/** A chosen filter as a list input wants it: one id in a list. */
export const idsOf = (v: string | undefined) => (v === undefined ? undefined : [Number(v)]);

/** The list table's empty state while filters are on: nothing matches, rather than "no items yet". */
export const filteredEmpty = (
  filters: AdminFilters,
  noun: string,
  empty: { title: string; description?: string; action?: ReactNode },
) =>
  filters.active
    ? {
        title: `No ${noun} match these filters`,
        action: (
          <Button variant="subtle" size="compact-sm" onClick={filters.clear}>
            Clear filters
          </Button>
        ),
      }
    : empty;
