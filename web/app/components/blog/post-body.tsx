import Markdown, { type Components } from 'react-markdown';

/** Pictures only from this site: a post never makes a reader's browser call another host. */
const isOwnAddress = (src: unknown): src is string => typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');

const COMPONENTS: Components = {
  a: ({ node: _node, href, children }) => (
    <a href={href} rel="nofollow noopener noreferrer" className="font-medium underline underline-offset-4">
      {children}
    </a>
  ),
  img: ({ node: _node, src, alt }) =>
    isOwnAddress(src) ? <img src={src} alt={alt ?? ''} loading="lazy" className="rounded-md" /> : <span>{alt}</span>,
};

/**
 * A post's Markdown as the page shows it: headings, lists, links, quotes and code; any raw HTML in it is left out
 * (`skipHtml`) and links with a `javascript:` or other unsafe address lose it (react-markdown's URL rule).
 */
export function PostBody({ markdown }: { markdown: string }) {
  return (
    <div className="prose-blog space-y-4 leading-7 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown skipHtml components={COMPONENTS}>
        {markdown}
      </Markdown>
    </div>
  );
}
