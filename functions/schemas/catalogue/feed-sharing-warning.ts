import type { FeedSharingWarning } from '#schemas/catalogue/profiles';

/** The warning of a feed that looks shared, as the profile shows it to its owner. */
export function feedSharingWarning(record: { date: string; detected_at: number; threshold: number }): FeedSharingWarning {
  return {
    ...record,
    message: `More than ${record.threshold} different podcast clients (address and app) polled this feed on ${record.date}: its URL may have been shared. `
      + 'Nothing is blocked; rotate the URL to stop the old one, then paste the new one into your own apps.',
  };
}
