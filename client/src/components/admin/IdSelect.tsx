// One item chosen by id from a list loaded whole (limit=all) and filtered as you type. Mantine's Select
// works on strings; the form holds the number, or null for none.
import { Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Option } from './SearchMultiSelect';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (id: number | null) => void;
  options: Option[] | undefined;
  /** the edited item's choice, so that its title shows before the list has loaded */
  known?: Option | null;
}

export function IdSelect({ value, onChange, options, known, ...select }: Props) {
  const data = (options ?? []).map((o) => ({ value: String(o.id), label: o.title }));
  if (known && !data.some((d) => d.value === String(known.id)))
    data.unshift({ value: String(known.id), label: known.title });
  return (
    <Select
      {...select}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}

/** What a form passes to a select of one kind of item (an artist, an exhibition): the kind loads its own options. */
export interface IdFieldProps {
  label: string;
  description?: ReactNode;
  value: number | null;
  onChange: (id: number | null) => void;
  /** the edited item's choice, so that its title shows before the list has loaded */
  known?: Option | null;
  error?: ReactNode;
  required?: boolean;
}
