// A form with image fields must not be saved while an image is still on its way up: the saved item
// would silently lack it. Each uploader reports whether it is busy; the form waits for all of them.
import { useCallback, useState } from 'react';

export const useUploadsBusy = () => {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (field: string) => (isBusy: boolean) =>
      setBusy((prev) => {
        if (prev.has(field) === isBusy) return prev;
        const next = new Set(prev);
        if (isBusy) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  return { uploading: busy.size > 0, report };
};
