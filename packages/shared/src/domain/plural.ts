// English plural rules for counted words in messages people read (notifications, e-mails, server
// errors): "1 bonus token", "2 bonus tokens", "1 day", "0 days". One place, so no message says
// "1 bonus tokens" again (issue #24 item 13).

/** `count` followed by the singular or plural word (the plural defaults to the singular + 's'). */
export function plural(count: number, singular: string, pluralWord = `${singular}s`): string {
  return `${count} ${Math.abs(count) === 1 ? singular : pluralWord}`;
}

/** "1 token", "25 tokens"; `kind` qualifies them: tokensText(1, 'bonus') → "1 bonus token". */
export const tokensText = (count: number, kind?: string) => plural(count, kind ? `${kind} token` : 'token');
