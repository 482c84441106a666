// A multi-select over a server-searched list of {id, title}, with an optional "Create '<text>'"
// entry. The value is ids; titles are remembered from every option seen, so chosen items keep their
// names when a later search no longer lists them.
import { CheckIcon, Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

export interface Option {
  id: number;
  title: string;
}

interface Props {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** the options for the current search text (the caller asks the server) */
  options: Option[] | undefined;
  /** titles of ids already chosen (an edited item's own lookups) */
  known?: Option[];
  search: string;
  onSearchChange: (search: string) => void;
  loading?: boolean;
  /** makes a new item from the typed text; rejects with the message to show under the field */
  onCreate?: (title: string) => Promise<Option>;
  error?: ReactNode;
  required?: boolean;
}

const CREATE = '$create';

export function SearchMultiSelect(p: Props) {
  const fieldId = useId();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const [titles, setTitles] = useState<Map<number, string>>(() => new Map(p.known?.map((o) => [o.id, o.title])));
  const [createError, setCreateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  // Titles of every option seen so far (render-time bookkeeping, no effect needed).
  const unseen = [...(p.options ?? []), ...(p.known ?? [])].filter((o) => titles.get(o.id) !== o.title);
  if (unseen.length) setTitles((prev) => new Map([...prev, ...unseen.map((o) => [o.id, o.title] as const)]));

  const typed = p.search.trim();
  const exact = (p.options ?? []).some((o) => o.title.toLowerCase() === typed.toLowerCase());

  const toggle = (id: number) => p.onChange(p.value.includes(id) ? p.value.filter((v) => v !== id) : [...p.value, id]);

  const create = async () => {
    if (!p.onCreate || !typed) return;
    setCreating(true);
    setCreateError(null);
    try {
      const made = await p.onCreate(typed);
      setTitles((prev) => new Map(prev).set(made.id, made.title));
      if (!p.value.includes(made.id)) p.onChange([...p.value, made.id]);
      p.onSearchChange('');
    } catch (err) {
      setCreateError(err instanceof Error && err.message ? err.message : null);
    } finally {
      setCreating(false);
    }
  };

  const onOptionSubmit = (val: string) => {
    if (val === CREATE) return void create();
    toggle(Number(val));
    p.onSearchChange('');
    setCreateError(null);
  };

  const pills = p.value.map((id) => (
    <Pill
      key={id}
      withRemoveButton
      onRemove={() => toggle(id)}
      removeButtonProps={{ 'aria-label': `Remove ${titles.get(id) ?? id}` }}
    >
      {titles.get(id) ?? `#${id}`}
    </Pill>
  ));

  const options = (p.options ?? []).map((o) => (
    <Combobox.Option value={String(o.id)} key={o.id} active={p.value.includes(o.id)}>
      <Group gap="xs" wrap="nowrap">
        {p.value.includes(o.id) ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
        <span>{o.title}</span>
      </Group>
    </Combobox.Option>
  ));

  return (
    <Combobox store={combobox} onOptionSubmit={onOptionSubmit}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={p.label}
          description={p.description}
          required={p.required}
          error={createError ?? p.error}
          onClick={() => combobox.openDropdown()}
          rightSection={p.loading || creating ? <Loader size={14} /> : <Combobox.Chevron />}
          labelProps={{ htmlFor: fieldId }}
        >
          <Pill.Group>
            {pills}
            <Combobox.EventsTarget>
              <PillsInput.Field
                id={fieldId}
                aria-label={p.label}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                value={p.search}
                placeholder={p.value.length ? undefined : (p.placeholder ?? 'Search')}
                onChange={(e) => {
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  setCreateError(null);
                  p.onSearchChange(e.currentTarget.value);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace' && p.search.length === 0 && p.value.length) {
                    e.preventDefault();
                    toggle(p.value[p.value.length - 1]!);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {options}
          {p.onCreate && typed && !exact && (
            <Combobox.Option value={CREATE} disabled={creating}>
              <Text size="sm" fw={500}>
                Create '{typed}'
              </Text>
            </Combobox.Option>
          )}
          {p.options && !p.options.length && (!p.onCreate || !typed) && (
            <Combobox.Empty>{typed ? 'Nothing found' : 'Nothing to choose yet'}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
