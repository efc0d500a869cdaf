/**
 * The one markdown renderer for author text (titles, descriptions, annotations, text blocks): an
 * author's text is untrusted input, so react-markdown builds elements, never HTML strings; raw
 * HTML is dropped; rehype-sanitize keeps only safe elements and attributes, and links only to
 * http(s) and mailto addresses. `inline` keeps what may stand inside a heading or a line
 * (emphasis, code, links) and unwraps blocks to their text. A chunk of its own, loaded when a
 * text has markup (domain/markdown `hasMarkup`).
 */
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';

const SCHEMA = { ...defaultSchema, protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] } };
const PLUGINS: Options['rehypePlugins'] = [[rehypeSanitize, SCHEMA]];

const INLINE_ELEMENTS = ['p', 'strong', 'em', 'del', 'code', 'a', 'br'];
const INLINE_COMPONENTS: Components = { p: ({ children }) => <>{children} </> };

const SafeMarkdown = ({ text, inline = false }: { text: string; inline?: boolean }) =>
  inline ? (
    <Markdown skipHtml rehypePlugins={PLUGINS} allowedElements={INLINE_ELEMENTS} unwrapDisallowed components={INLINE_COMPONENTS}>
      {text}
    </Markdown>
  ) : (
    <Markdown skipHtml rehypePlugins={PLUGINS}>
      {text}
    </Markdown>
  );
export default SafeMarkdown;
