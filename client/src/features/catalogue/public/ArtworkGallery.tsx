import { IconChevronLeft, IconChevronRight, IconZoomIn } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { IconButton } from '#client/components/public/ui/controls';
import { Dialog } from '#client/components/public/ui/Dialog';
import type { ImageDto } from '#shared/schemas/image';
import catalogue from '#client/components/public/artworks/catalogue.module.css';
import classes from './detail.module.css';

interface Props {
  images: ImageDto[];
  /** what the pictures show, for alt text: 'Title by Artist' */
  subject: string;
}

/**
 * The artwork's pictures: one large, thumbnails to choose (arrow keys move along them), and a click
 * on the large one opens it full screen at the 1600 px derivative. Escape closes the viewer.
 */
export function ArtworkGallery({ images, subject }: Props) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  // In the viewer the arrow keys turn the pages, wherever the focus is inside it.
  useEffect(() => {
    if (!zoomed || count < 2) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [zoomed, count]);

  const current = images[Math.min(index, count - 1)];
  if (!current) return <div className={classes.noImage}>Images of this work are on their way.</div>;
  const altOf = (i: number) => (count > 1 ? `${subject}, view ${i + 1} of ${count}` : subject);

  const onThumbKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | undefined;
    if (e.key in moves) next = (index + moves[e.key]! + count) % count;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = count - 1;
    if (next === undefined) return;
    e.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className={classes.gallery}>
      <button
        type="button"
        className={`${catalogue.frame} ${classes.stage}`}
        onClick={() => setZoomed(true)}
        aria-label={`Enlarge image: ${altOf(index)}`}
      >
        <ResponsiveImage
          key={current.id}
          image={current}
          alt={altOf(index)}
          // the stage's 6% padding each side; its --image-height caps the height at 72vh
          sizes="(min-width: 62em) 52vw, calc((100vw - 2rem) * 0.88)"
          maxHeight="72vh"
          priority
          preload
          className={`${catalogue.largeImage} ${classes.stageImage}`}
        />
        <span className={classes.zoomHint} aria-hidden>
          <IconZoomIn size={18} stroke={1.5} />
        </span>
      </button>

      {count > 1 && (
        <div className={classes.thumbs} role="toolbar" aria-label="Images of this work" onKeyDown={onThumbKey}>
          {images.map((img, i) => (
            <button
              key={img.id}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className={`${catalogue.frame} ${classes.thumb}`}
              aria-label={`Show view ${i + 1} of ${count}`}
              aria-pressed={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <ResponsiveImage image={img} alt="" sizes="96px" className={classes.thumbImage} />
            </button>
          ))}
        </div>
      )}

      <Dialog
        opened={zoomed}
        onClose={() => setZoomed(false)}
        variant="full"
        title={subject}
        classNames={{ title: classes.viewerTitle }}
        closeLabel="Close the enlarged image"
      >
        <div className={classes.viewer}>
          {count > 1 && (
            <IconButton className={classes.viewerPrev} label="Previous image" onClick={() => step(-1)}>
              <IconChevronLeft size={28} stroke={1.25} aria-hidden />
            </IconButton>
          )}
          {/* sizes '1600px' makes the browser take the 1600 px derivative (or the largest there is). */}
          <ResponsiveImage
            key={current.id}
            image={current}
            alt={altOf(index)}
            sizes="1600px"
            priority
            className={classes.viewerImage}
          />
          {count > 1 && (
            <IconButton className={classes.viewerNext} label="Next image" onClick={() => step(1)}>
              <IconChevronRight size={28} stroke={1.25} aria-hidden />
            </IconButton>
          )}
        </div>
      </Dialog>
    </div>
  );
}
