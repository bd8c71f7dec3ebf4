import { useState } from 'preact/hooks';
import { apiData } from './api.ts';
import { ConfirmButton, ErrorMessage, formatTime, Loading, Status } from './components.tsx';
import { useAction, useLoad } from './hooks.ts';
import type { FeedbackRating, ProfileFeedback, RatedStory } from './types.ts';

const feedbackPath = (profileId: string) => `profiles/${encodeURIComponent(profileId)}/feedback`;

/** This briefing's ratings on its profile, by story index: what the rating buttons show as pressed. */
export function useBriefingRatings(jobId: string, profileId: string | undefined) {
  return useLoad(async () => {
    if (!profileId) return new Map<number, FeedbackRating>();
    const feedback = await apiData<ProfileFeedback>(feedbackPath(profileId));
    return new Map(feedback.ratings.filter((rating) => rating.job_id === jobId).map((rating) => [rating.story, rating.rating]));
  }, [jobId, profileId]);
}

const LABELS: Record<FeedbackRating, string> = { more: 'More like this', less: 'Less like this' };

/** Two buttons under a story of the player: more or less like it in the profile's later briefings. */
export function StoryRating({ jobId, story, title, initial }: { jobId: string; story: number; title: string; initial: FeedbackRating | undefined }) {
  const [rating, setRating] = useState(initial);
  const [status, setStatus] = useState('');
  const action = useAction();
  const rate = async (chosen: FeedbackRating) => {
    const answer = await action.run(() => apiData<RatedStory>(`briefings/${encodeURIComponent(jobId)}/feedback`, { method: 'POST', body: { story, rating: chosen } }));
    if (!answer) return;
    setRating(answer.rating);
    setStatus(answer.rating === 'more' ? 'Noted: more stories like this one.' : 'Noted: fewer stories like this one.');
  };
  return (
    <div class="story-rating" role="group" aria-label={`Rate “${title}”`}>
      {(['more', 'less'] as const).map((choice) => (
        <button key={choice} type="button" class="secondary" aria-pressed={rating === choice} disabled={action.busy} onClick={() => rate(choice)}>
          {LABELS[choice]}
        </button>
      ))}
      <Status>{status}</Status>
      <ErrorMessage error={action.error} />
    </div>
  );
}

/** The profile's ratings: what later briefings take into account, and a reset. */
export function ProfileFeedbackSection({ profileId }: { profileId: string }) {
  const feedback = useLoad(() => apiData<ProfileFeedback>(feedbackPath(profileId)), [profileId]);
  const [status, setStatus] = useState('');
  const action = useAction();
  const reset = async () => {
    const answer = await action.run(() => apiData<{ removed: number }>(feedbackPath(profileId), { method: 'DELETE' }));
    if (!answer) return;
    setStatus(`Feedback reset: ${answer.removed} rating${answer.removed === 1 ? '' : 's'} forgotten.`);
    feedback.reload();
  };
  if (feedback.error) return <ErrorMessage error={feedback.error} />;
  if (!feedback.data) return <Loading what="the feedback" />;
  const { more, less, ratings } = feedback.data;
  return (
    <>
      <p>
        Rate stories in a briefing's transcript: later briefings rank stories close to one you rated higher (“more”) or lower (“less”).
        A rating counts half as much after two weeks and is forgotten after 90 days.
      </p>
      <Status>{status}</Status>
      <p class="feedback-counts">{ratings.length === 0 ? 'No stories rated yet.' : `${more} more, ${less} less.`}</p>
      {ratings.length > 0 && (
        <>
          <ul class="cards rated-stories">
            {ratings.map((rating) => (
              <li key={`${rating.job_id}-${rating.story}`} class="card">
                <strong>{rating.rating === 'more' ? 'More' : 'Less'}</strong>{' '}
                {rating.url ? <a href={rating.url} target="_blank" rel="noopener noreferrer">{rating.title}</a> : rating.title}
                <span class="muted"> · {formatTime(rating.rated_at)} · counts {Math.round(rating.weight * 100)} %</span>
              </li>
            ))}
          </ul>
          <ConfirmButton label="Reset feedback" confirmLabel="Forget every rating of this profile" onConfirm={reset} busy={action.busy} />
        </>
      )}
      <ErrorMessage error={action.error} />
    </>
  );
}
