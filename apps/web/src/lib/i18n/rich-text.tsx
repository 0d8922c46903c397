// A translated sentence with markup inside it ('Read the <terms>Terms</terms> first.'): the catalog
// keeps the whole sentence, so a translator can move the link where Kiswahili puts it; each tag is
// rendered by the component given for its name. Text is never parsed as HTML.
import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g;

export function RichText({ text, components }: { text: string; components: Record<string, (children: ReactNode) => ReactNode> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = components[name];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
