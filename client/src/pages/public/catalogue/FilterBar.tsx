import { NativeSelect, NumberInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatPrice } from '#shared/format';
import type { FilterGroup } from '#shared/schemas/catalogue-public';
import page from '../../../components/public/page.module.css';
import { type CatalogueFilters, isIdFilter, SORT_LABELS } from './filter-state';
import classes from './catalogue.module.css';

interface Props {
  groups: FilterGroup[];
  filters: CatalogueFilters;
  onChange: (key: string, value: number | string | undefined) => void;
  onClear: () => void;
  /** the sort select shows (the shop page and an artist's works) */
  sortable?: boolean;
}

const selectClasses = { label: classes.filterLabel, input: classes.filterInput };

/**
 * One select per filter group, its first item the 'ALL ...' default; a price range; the sort.
 * Every change goes straight to the URL through onChange.
 */
export function FilterBar({ groups, filters, onChange, onClear, sortable = true }: Props) {
  const activeCount = Object.entries(filters).filter(([k, v]) => k !== 'sort' && v !== undefined).length;
  const active = activeCount > 0;
  const price = groups.find((g) => g.key === 'price');
  // On a phone the selects fold away behind one button; wider screens always show them.
  const [opened, panel] = useDisclosure(false);
  const panelId = useId();
  return (
    <div className={classes.filterWrap}>
      <button
        type="button"
        className={classes.filterToggle}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={panel.toggle}
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
              <NativeSelect
                key={g.key}
                label={g.title}
                classNames={selectClasses}
                value={value === undefined ? '' : String(value)}
                onChange={(e) =>
                  onChange(g.key, e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))
                }
                data={[{ value: '', label: all!.val }, ...items.map((i) => ({ value: String(i.id), label: i.val }))]}
              />
            );
          })}
        {price && <PriceRange filters={filters} onChange={onChange} min={price.min} max={price.max} />}
        {sortable && (
          <NativeSelect
            label="Sort"
            classNames={selectClasses}
            value={filters.sort}
            onChange={(e) => onChange('sort', e.currentTarget.value)}
            data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
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

function PriceInput(props: {
  label: string;
  value: number | undefined;
  placeholder: string;
  onCommit: (v: number | undefined) => void;
}) {
  // The field keeps what is typed; the URL (and so the list) changes only on commit.
  const [draft, setDraft] = useState<string | number>(props.value ?? '');
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    setDraft(props.value ?? '');
  }
  const commit = () => {
    const n = typeof draft === 'number' ? draft : undefined;
    if (n !== props.value) props.onCommit(n);
  };
  return (
    <NumberInput
      label={props.label}
      classNames={selectClasses}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      placeholder={props.placeholder}
      prefix="$"
      thousandSeparator=","
      allowNegative={false}
      allowDecimal={false}
      min={0}
      hideControls
    />
  );
}
