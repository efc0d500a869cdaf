/** A text block's markdown, through the one safe renderer (markdown/SafeMarkdown). */
import SafeMarkdown from '../markdown/SafeMarkdown';

export const MarkdownText = ({ text, lang }: { text: string; lang?: string }) => (
  <div className="markdown" lang={lang}>
    <SafeMarkdown text={text} />
  </div>
);
