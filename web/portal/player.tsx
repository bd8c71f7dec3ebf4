import { useEffect, useRef, useState } from 'preact/hooks';
import { apiData, apiUrl } from './api.ts';
import { ErrorMessage, formatDuration, Loading } from './components.tsx';
import { useLoad } from './hooks.ts';
import { StoryRating, useBriefingRatings } from './story-feedback.tsx';
import type { BriefingAudio, Transcript, TranscriptSegment } from './types.ts';

/** Who speaks a segment of a duo briefing (its voice's name); nothing for a bulletin's single voice. */
function speakerName(transcript: Transcript, segment: TranscriptSegment): string | undefined {
  const speakers = transcript.speakers;
  if (!speakers?.co_host) return undefined;
  return segment.speaker === 'co_host' ? speakers.co_host.name : speakers.host.name;
}

const segmentAt = (segments: TranscriptSegment[], time: number) =>
  segments.findIndex((segment) => time >= segment.start_seconds && time < segment.end_seconds);

/**
 * The briefing's MP3 in the browser's own player, the transcript beside it
 * following playback (the segment being heard is highlighted; pressing a
 * segment's time plays from there), each story's article citations as links
 * and its two rating buttons.
 */
export function Player({ jobId, profileId }: { jobId: string; profileId?: string }) {
  const material = useLoad(async () => {
    const [audio, transcript] = await Promise.all([
      apiData<BriefingAudio>(`briefings/${encodeURIComponent(jobId)}/audio`),
      apiData<Transcript>(`briefings/${encodeURIComponent(jobId)}/transcript`),
    ]);
    return { audio, transcript };
  }, [jobId]);
  const audioElement = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState(-1);
  const ratings = useBriefingRatings(jobId, profileId);

  useEffect(() => {
    const element = audioElement.current;
    const segments = material.data?.transcript.segments;
    if (!element || !segments) return;
    const update = () => setCurrent(segmentAt(segments, element.currentTime));
    element.addEventListener('timeupdate', update);
    element.addEventListener('seeked', update);
    return () => {
      element.removeEventListener('timeupdate', update);
      element.removeEventListener('seeked', update);
    };
  }, [material.data]);

  if (material.error) return <ErrorMessage error={material.error} />;
  if (!material.data) return <Loading what="the audio and transcript" />;
  const { audio, transcript } = material.data;
  const play = (segment: TranscriptSegment) => {
    const element = audioElement.current;
    if (!element) return;
    element.currentTime = segment.start_seconds;
    void element.play().catch(() => undefined);
  };
  return (
    <div class="player">
      <h2>Listen</h2>
      <audio ref={audioElement} controls preload="metadata" src={audio.audio_url} aria-describedby="player-length">
        Your browser cannot play MP3 here: use the download link.
      </audio>
      <p id="player-length" class="muted">
        {formatDuration(audio.duration_seconds)} ·{' '}
        <a href={audio.audio_url} download={`briefing-${jobId}.mp3`}>Download the MP3</a> ·{' '}
        <a href={apiUrl(`briefings/${encodeURIComponent(jobId)}/transcript`, { format: 'vtt' })}>Transcript as WebVTT</a>
        {' '}(the audio link works for 24 hours)
      </p>
      <h2>Transcript</h2>
      <ol class="transcript" aria-label="Transcript, following playback">
        {transcript.segments.map((segment, index) => (
          <li key={index} class={index === current ? 'current' : undefined} aria-current={index === current ? 'true' : undefined}
            data-start={segment.start_seconds} data-end={segment.end_seconds}>
            <button type="button" class="seek" onClick={() => play(segment)} aria-label={`Play from ${formatDuration(segment.start_seconds)}`}>
              {formatDuration(segment.start_seconds)}
            </button>
            {speakerName(transcript, segment) && <strong class="speaker">{speakerName(transcript, segment)}: </strong>}
            {segment.text}
            {segment.articles.length > 0 && transcript.segments[index + 1]?.story !== segment.story && (
              <ul class="citations">
                {segment.articles.map((article) => (
                  <li key={article.url}>
                    <a href={article.url} target="_blank" rel="noopener noreferrer">{article.title}</a> <span class="muted">({article.source_name})</span>
                  </li>
                ))}
              </ul>
            )}
            {segment.articles.length > 0 && !ratings.loading && (
              <StoryRating jobId={jobId} story={index} title={segment.articles[0]!.title} initial={ratings.data?.get(index)} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
