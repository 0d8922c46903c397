// How the admin screens spell dates, counts and statuses (Kenyan time, whatever the device's zone).
const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
const number = new Intl.NumberFormat('en-KE');

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatNumber = (value: number) => number.format(value);

/** 'balance_frozen' → 'Balance frozen'. */
export const humanise = (value: string) => {
  const words = value.replace(/[_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A calendar day (YYYY-MM-DD, UTC like the report) `daysAgo` days before `now`. */
export function utcDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
