/**
 * Text that may hold markdown: drawn by the safe renderer (a chunk loaded only now) when it has
 * markup (domain/markdown `hasMarkup`), else as the text itself; while the renderer loads, the
 * plain text shows. `inline` for a heading or a line, else blocks (its parent must hold blocks).
 */
import { Suspense } from 'react';
import { hasMarkup, markdownToPlainText } from '../../domain/markdown';
import { lazyPart } from '../charts/lazy-part';

/** The safe markdown renderer (SafeMarkdown.tsx), a chunk of its own. */
export const SafeMarkdown = lazyPart('markdown/SafeMarkdown.tsx', () => import('./SafeMarkdown').then((m) => m.default));

export const MarkdownOrText = ({ text, inline = false }: { text: string; inline?: boolean }) =>
  hasMarkup(text) ? (
    <Suspense fallback={markdownToPlainText(text)}>
      <SafeMarkdown text={text} inline={inline} />
    </Suspense>
  ) : (
    text
  );
