// Which item an admin screen's form is open on lives in the URL (?edit=new or ?edit=<id>), so a
// reload or a shared link opens the same form, and Back closes it.
import { useSearchParams } from 'react-router';

export type Editing = 'new' | number | undefined;
export type EditTarget = Exclude<Editing, undefined>;

export const useEditParam = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('edit');
  const id = Number(raw);
  const editing: Editing = raw === 'new' ? 'new' : Number.isInteger(id) && id > 0 ? id : undefined;

  const set = (value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete('edit');
      else next.set('edit', value);
      return next;
    });

  return {
    editing,
    openNew: () => set('new'),
    openEdit: (itemId: number) => set(String(itemId)),
    close: () => set(null),
  };
};

/**
 * The item a form edits: null for ?edit=new, the loaded item for ?edit=<id>, undefined while it
 * loads. `useItem` is the domain's get hook (e.g. useArtist), which fetches only for an id.
 */
export const useEditedItem = <T>(target: EditTarget, useItem: (id: number | undefined) => { data?: T }) => {
  const query = useItem(target === 'new' ? undefined : target);
  return target === 'new' ? null : query.data;
};
