import { type IdFieldProps, IdSelect } from '#client/components/admin/IdSelect';
import { useExhibitionOptions } from '#client/features/events/api';

/** One exhibition, or none: every exhibition (limit=all), filtered as you type. */
export function ExhibitionSelect(p: IdFieldProps) {
  const query = useExhibitionOptions();
  return (
    <IdSelect
      {...p}
      searchable
      clearable
      nothingFoundMessage={query.isLoading ? 'Loading…' : 'No exhibition of that title'}
      placeholder="None"
      options={query.data?.list}
    />
  );
}
