/**
 * A modal dialog on the native <dialog> element: focus moves into it when it opens, Escape
 * closes it, and focus returns to the element that opened it when it closes. The modal makes the
 * page behind it inert; Tab and Shift+Tab also wrap at its ends, where the browser would
 * otherwise leave the page for its own toolbar.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: from its last control to its first, and back. */
const wrapTab = (e: KeyboardEvent<HTMLDialogElement>) => {
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const [first, last] = [controls[0], controls[controls.length - 1]];
  if (!first || !last) return;
  const edge = e.shiftKey ? first : last;
  if (document.activeElement !== edge && document.activeElement !== e.currentTarget) return;
  e.preventDefault();
  (e.shiftKey ? last : first).focus();
};

export const Dialog = ({
  title,
  onClose,
  className,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
  testId?: string;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = ref.current!;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      // The owner unmounts the dialog, which closes it. Escape is caught on key down too: in a
      // search field with text it would only clear the text.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Tab') return wrapTab(e);
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
};
