import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatPrice } from '#shared/format';
import type { FilterGroup, FilterItem } from '#shared/schemas/catalogue-public';
import page from '#client/components/public/page.module.css';
import { SelectField, TextField } from '#client/components/public/ui/fields';
import { type CatalogueFilters, isIdFilter, SORT_LABELS } from './filter-state';
import classes from '#client/components/public/artworks/catalogue.module.css';

interface Props {
  groups: FilterGroup[];
  filters: CatalogueFilters;
  onChange: (key: string, value: number | string | undefined) => void;
  onClear: () => void;
  /** the sort select shows (the shop page and an artist's works) */
  sortable?: boolean;
}

/** 'Linen (12)': how many works the value gives with the other filters kept. */
const withCount = (item: FilterItem) => (item.count === undefined ? item.val : `${item.val} (${item.count})`);

const fieldClasses = { labelClassName: classes.filterLabel, inputClassName: classes.filterInput };

/**
 * One select per filter group, its first item the 'ALL ...' default; a price range; the sort.
 * Every change goes straight to the URL through onChange.
 */
export function FilterBar({ groups, filters, onChange, onClear, sortable = true }: Props) {
  const activeCount = Object.entries(filters).filter(([k, v]) => k !== 'sort' && v !== undefined).length;
  const active = activeCount > 0;
  const price = groups.find((g) => g.key === 'price');
  // On a phone the selects fold away behind one button; wider screens always show them.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <div className={classes.filterWrap}>
      <button
        type="button"
        className={classes.filterToggle}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((o) => !o)}
      >
        <IconAdjustmentsHorizontal size={18} stroke={1.5} aria-hidden />
        {active ? `Filter and sort (${activeCount})` : 'Filter and sort'}
      </button>
      <div
        id={panelId}
        className={classes.filters}
        data-open={opened || undefined}
        role="search"
        aria-label="Filter artworks"
      >
        {groups
          .filter((g) => isIdFilter(g.key) && g.items.length > 1)
          .map((g) => {
            const [all, ...items] = g.items;
            const value = isIdFilter(g.key) ? filters[g.key] : undefined;
            return (
              <SelectField
                key={g.key}
                label={g.title}
                {...fieldClasses}
                value={value === undefined ? '' : String(value)}
                onChange={(e) =>
                  onChange(g.key, e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))
                }
                options={[
                  // The 'ALL' item keeps its plain name: the result count under the filters says it.
                  { value: '', label: all!.val },
                  // A value that would empty the list stays visible (with its 0) but cannot be chosen,
                  // unless it is the current choice, so the select can still show it.
                  ...items.map((i) => ({
                    value: String(i.id),
                    label: withCount(i),
                    disabled: i.count === 0 && !i.selected && String(i.id) !== String(value),
                  })),
                ]}
              />
            );
          })}
        {price && <PriceRange filters={filters} onChange={onChange} min={price.min} max={price.max} />}
        {sortable && (
          <SelectField
            label="Sort"
            {...fieldClasses}
            value={filters.sort}
            onChange={(e) => onChange('sort', e.currentTarget.value)}
            options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
          />
        )}
        {active && (
          <div className={classes.filterActions}>
            <button type="button" className={`${page.textLink} ${classes.textButton}`} onClick={onClear}>
              Clear filters
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

interface RangeProps {
  filters: CatalogueFilters;
  onChange: Props['onChange'];
  min?: number | null;
  max?: number | null;
}

/** From and to prices in whole dollars, applied when the visitor leaves the field or presses Enter. */
function PriceRange({ filters, onChange, min, max }: RangeProps) {
  return (
    <>
      <PriceInput
        label="Price from"
        value={filters.price_start}
        placeholder={min != null ? formatPrice(min) : 'Any'}
        onCommit={(v) => onChange('price_start', v)}
      />
      <PriceInput
        label="Price to"
        value={filters.price_end}
        placeholder={max != null ? formatPrice(max) : 'Any'}
        onCommit={(v) => onChange('price_end', v)}
      />
    </>
  );
}

/** Digits only: whole dollars, never negative. */
const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

function PriceInput(props: {
  label: string;
  value: number | undefined;
  placeholder: string;
  onCommit: (v: number | undefined) => void;
}) {
  // The field keeps what is typed; the URL (and so the list) changes only on commit. While the
  // visitor types it shows the digits, otherwise the price as the site writes it ('$12,500').
  const [draft, setDraft] = useState(props.value === undefined ? '' : String(props.value));
  const [shown, setShown] = useState(props.value);
  const [editing, setEditing] = useState(false);
  if (shown !== props.value) {
    setShown(props.value);
    setDraft(props.value === undefined ? '' : String(props.value));
  }
  const commit = () => {
    const n = draft === '' ? undefined : Number(draft);
    if (n !== props.value) props.onCommit(n);
  };
  return (
    <TextField
      label={props.label}
      {...fieldClasses}
      inputMode="numeric"
      value={editing || draft === '' ? draft : formatPrice(Number(draft))}
      onChange={(e) => setDraft(digitsOf(e.currentTarget.value))}
      onFocus={() => setEditing(true)}
      onBlur={() => {
        setEditing(false);
        commit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      placeholder={props.placeholder}
    />
  );
}
