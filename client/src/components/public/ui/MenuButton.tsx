// A button that opens a short menu (the ARIA menu button pattern): the arrow keys move between the
// items, Escape and Tab close it, and a click elsewhere closes it.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from './controls';
import classes from './MenuButton.module.css';

export type MenuItem = { label: string; icon?: ReactNode } & (
  | { onSelect: () => void }
  /** a link; external ones open in a new tab */
  | { href: string; external?: boolean }
);

interface Props {
  /** the button's accessible name */
  label: string;
  icon: ReactNode;
  items: MenuItem[];
}

export function MenuButton({ label, icon, items }: Props) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const itemsOf = () => [...(wrap.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    itemsOf()[0]?.focus();
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    const all = itemsOf();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      all[(moves[e.key]! + all.length) % all.length]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <div className={classes.wrap} ref={wrap} onKeyDown={open ? onKeyDown : undefined}>
      <IconButton
        ref={button}
        label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
      </IconButton>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className={classes.menu}>
          {items.map((item) => (
            <li key={item.label} role="none">
              {'onSelect' in item ? (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={classes.item}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              ) : (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={classes.item}
                  href={item.href}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={() => close(false)}
                >
                  {item.icon}
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
