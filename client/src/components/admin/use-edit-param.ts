// Which item an admin screen's form is open on lives in the URL (?edit=new or ?edit=<id>), so a
// reload or a shared link opens the same form, and Back closes it.
import { useSearchParams } from 'react-router';

export type Editing = 'new' | number | undefined;

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
