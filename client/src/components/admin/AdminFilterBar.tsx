// The filter selects above an admin table, built from GET /admin/filters. Each choice lives in the
// URL under the group's key (?status=1&regions=4), so a filtered view can be reloaded and shared.
import { Button, Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminFilterKey } from '#shared/schemas/lookup';
import { trpc } from '../../lib/trpc';

export type FilterValues = Partial<Record<AdminFilterKey, string>>;

export const useAdminFilters = (list: 'artworks' | 'artists', keys: readonly AdminFilterKey[]) => {
  const [params, setParams] = useSearchParams();
  const query = trpc.catalogueAdmin.filters.useQuery({ list }, { staleTime: 60_000 });
  const values: FilterValues = {};
  for (const key of keys) {
    const v = params.get(key);
    if (v !== null && v !== '') values[key] = v;
  }
  const set = (key: AdminFilterKey, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete(key);
      else next.set(key, value);
      next.delete('page');
      return next;
    });
  const clear = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of keys) next.delete(key);
      next.delete('page');
      return next;
    });
  const groups = (query.data?.list ?? []).filter((g) => keys.includes(g.key as AdminFilterKey));
  return { groups, values, set, clear, active: Object.keys(values).length > 0 };
};

export function AdminFilterBar({ filters }: { filters: ReturnType<typeof useAdminFilters> }) {
  if (!filters.groups.length) return null;
  return (
    <Group gap="sm" mb="md" wrap="wrap" role="group" aria-label="Filters">
      {filters.groups.map((g) => {
        const key = g.key as AdminFilterKey;
        return (
          <Select
            key={key}
            aria-label={g.title}
            placeholder={`Any ${g.title.toLowerCase()}`}
            data={g.items.map((i) => ({ value: String(i.id), label: i.val }))}
            value={filters.values[key] ?? null}
            onChange={(v) => filters.set(key, v)}
            searchable={g.items.length > 8}
            clearable
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 200 }}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
    </Group>
  );
}

/** A chosen filter as the list input wants it: one id in a list. */
export const idsOf = (v: string | undefined) => (v === undefined ? undefined : [Number(v)]);

/** The list table's empty state while filters are on: nothing matches, rather than "no items yet". */
export const filteredEmpty = (
  filters: ReturnType<typeof useAdminFilters>,
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
