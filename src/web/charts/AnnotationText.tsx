/**
 * An annotation's markdown: author input, so raw HTML is never rendered and what markdown makes
 * passes rehype-sanitize (no script, event handlers or javascript: links). Loaded only when a chart has
 * annotations, so the published view's first chart does not wait for the markdown parser.
 */
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

const AnnotationText = ({ text }: { text: string }) => (
  <Markdown skipHtml rehypePlugins={[rehypeSanitize]}>
    {text}
  </Markdown>
);
export default AnnotationText;
