// How the admin screens spell statuses and report days (dates and counts: lib/format.ts).

/** 'balance_frozen' → 'Balance frozen'. */
export const humanise = (value: string) => {
  const words = value.replace(/[_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A calendar day (YYYY-MM-DD, UTC like the report) `daysAgo` days before `now`. */
export function utcDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
