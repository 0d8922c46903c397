// Words put into a message's template that are themselves English: a deposit limit's period and its
// window, a contact form field's label. Kiswahili per docs/kiswahili-glossary.md.
export const SW_VALUES: Readonly<Record<string, string>> = {
  daily: 'cha kila siku',
  weekly: 'cha kila wiki',
  monthly: 'cha kila mwezi',
  'any 24 hours': 'saa 24 zozote',
  'any 7 days': 'siku 7 zozote',
  'any 30 days': 'siku 30 zozote',
  Name: 'Jina',
  Subject: 'Mada',
  Message: 'Ujumbe',
  'email address': 'anwani ya barua pepe',
  URL: 'URL',
  UUID: 'UUID',
  token: 'tokeni',
  tokens: 'tokeni',
};
