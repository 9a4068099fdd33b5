/** 'Last Contact': how long ago the last notice went out, or '-' when none ever did. */
export function lastContactLabel(lastContactAt: string | null, now: Date = new Date()): string {
  if (!lastContactAt) return '-';
  const days = Math.floor((now.getTime() - new Date(lastContactAt).getTime()) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 60) return `${days} days ago`;
  const months = Math.floor(days / 30);
  return `${months} months ago`;
}
