/**
 * A button that opens a small panel of actions below it (a disclosure, not an ARIA menu: the
 * actions are ordinary buttons and links in tab order). Escape or a click elsewhere closes it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export const MenuButton = ({
  label,
  testId,
  className,
  children,
}: {
  label: ReactNode;
  testId: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      className={['menu', className].filter(Boolean).join(' ')}
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>('.menu-button')?.focus();
        }
      }}
    >
      <button type="button" className="button menu-button" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)} data-testid={testId}>
        {label}
      </button>
      <div id={panel} className="menu-panel" hidden={!open} data-testid={`${testId}-panel`}>
        {open && children(() => setOpen(false))}
      </div>
    </div>
  );
};
