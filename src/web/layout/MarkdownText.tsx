/**
 * An author's markdown (text blocks): react-markdown builds elements, never HTML strings, and
 * rehype-sanitize keeps only safe elements and attributes, since the text is untrusted input.
 */
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

export const MarkdownText = ({ text, lang }: { text: string; lang?: string }) => (
  <div className="markdown" lang={lang}>
    <Markdown rehypePlugins={[rehypeSanitize]}>{text}</Markdown>
  </div>
);
