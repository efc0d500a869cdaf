/**
 * A modal dialog on the native <dialog> element: focus moves into it when it opens, Escape
 * closes it, and focus returns to the element that opened it when it closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export const Dialog = ({ title, onClose, className, children, testId }: { title: string; onClose: () => void; className?: string; children: ReactNode; testId?: string }) => {
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
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">{title}</h2>
      {children}
    </dialog>
  );
};
