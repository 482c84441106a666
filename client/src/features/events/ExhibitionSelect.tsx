import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LookupItem } from '#shared/schemas/lookup';
import { useExhibitionOptions } from './api';

interface Props {
  label: string;
  description?: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** the edited item's exhibition, so its title shows before the list has loaded */
  known?: LookupItem | null;
  error?: ReactNode;
}

/** One exhibition, or none: every exhibition (limit=all), filtered as you type. */
export function ExhibitionSelect({ label, description, value, onChange, known, error }: Props) {
  const query = useExhibitionOptions();
  const data = (query.data?.list ?? []).map((e) => ({ value: String(e.id), label: e.title }));
  if (known && !data.some((d) => d.value === String(known.id)))
    data.unshift({ value: String(known.id), label: known.title });
  return (
    <Select
      label={label}
      description={description}
      searchable
      clearable
      nothingFoundMessage={query.isLoading ? 'Loading…' : 'No exhibition of that title'}
      placeholder="None"
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      error={error}
    />
  );
}
