import type { PageBlock } from '@tablero/domain';
import sanitizeHtml from 'sanitize-html';

/** What the page builder's rich text writes (its editor's marks, headings, lists and links), nothing more. */
const richTextRules: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/**
 * The blocks as kept: a rich text's HTML is what a storefront puts in its page as it is, so
 * scripts, event handlers and foreign tags go before it is saved.
 */
export function withSafeHtml(content: readonly PageBlock[]): PageBlock[] {
  return content.map((block) =>
    block.type === 'rich_text' && typeof block.props.html === 'string'
      ? { ...block, props: { ...block.props, html: sanitizeHtml(block.props.html, richTextRules) } }
      : block,
  );
}
