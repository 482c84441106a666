// The artwork page's 'View in room' button. The scene is its own chunk, loaded when first opened, so
// the page's first load does not carry it. '?view=room' opens it too (the virtual placement form and
// shared links point there); closing removes it and gives the focus back to the button.
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { ImageDto } from '#shared/schemas/image';
import { Button } from '#client/components/public/ui/controls';
import { type Dimensions, hasRoomSize } from './room-scene';

const ViewInRoom = lazy(() => import('./ViewInRoom'));

export const VIEW_PARAM = 'view';
/** Nothing changes: the snapshot only tells the server's render (false) from the browser's (true). */
const noChange = () => () => {};
export const VIEW_ROOM = 'room';

interface Props {
  title: string;
  dimensions: { height: number | null; width: number | null; depth: number | null };
  image: ImageDto | null;
}

/** Nothing for a work without a height and a width: there is nothing true to show. */
export function ViewInRoomButton({ title, dimensions, image }: Props) {
  const [params, setParams] = useSearchParams();
  const button = useRef<HTMLButtonElement>(null);
  // The address may ask for the room on the first load: open it once the page is live in the
  // browser (the served HTML is the page itself, the dialog needs the app).
  const live = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!hasRoomSize(dimensions)) return null;
  const opened = live && params.get(VIEW_PARAM) === VIEW_ROOM;

  const withView = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(VIEW_PARAM, VIEW_ROOM);
    else next.delete(VIEW_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const close = () => {
    withView(false);
    // Opened from a link, the dialog had no opener to give the focus back to.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) button.current?.focus();
    });
  };
  return (
    <>
      <Button ref={button} variant="outline" onClick={() => withView(true)} aria-haspopup="dialog">
        View in room
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ViewInRoom opened onClose={close} title={title} dimensions={dimensions as Dimensions} image={image} />
        </Suspense>
      )}
    </>
  );
}
