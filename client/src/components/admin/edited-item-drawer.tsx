// The form drawer of the item ?edit= names, as a list screen opens it: loading, then the item's form.
import type { ReactNode } from 'react';
import { FormDrawer } from './FormDrawer';
import { type EditTarget, useEditedItem } from './use-edit-param';

/** What a list screen gives the form of ?edit=: which item (or 'new'), and how to close it. */
export interface EditDrawerProps {
  id: EditTarget;
  onClose: () => void;
}

/** The form of an item the drawer loaded: null for a new one. */
export interface ItemFormProps<T> {
  item: T | null;
  onClose: () => void;
}

/**
 * The drawer of the item ?edit= names: an empty drawer titled `loadingTitle` while the item loads,
 * then `Form` with the item (null for a new one). `useItem` is the domain's get hook (e.g. useArtist).
 */
export function editedItemDrawer<T>(
  useItem: (id: number | undefined) => { data?: T },
  loadingTitle: string,
  Form: (props: ItemFormProps<T>) => ReactNode,
  drawer: { as?: 'modal'; size?: string } = {},
) {
  return function EditedItemDrawer({ id, onClose }: EditDrawerProps) {
    const item = useEditedItem(id, useItem);
    if (item === undefined) return <FormDrawer title={loadingTitle} onClose={onClose} {...drawer} />;
    return <Form item={item} onClose={onClose} />;
  };
}
