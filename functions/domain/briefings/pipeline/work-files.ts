/**
 * Object keys of one job in the service bucket. Work files (work/) are only
 * read by later steps and can expire after a day; the outputs stay.
 */
const work = (userId: string, jobId: string) => `work/${userId}/${jobId}`;
const pad = (index: number) => String(index).padStart(4, '0');

export const workFiles = {
  items: (userId: string, jobId: string) => `${work(userId, jobId)}/items.json`,
  script: (userId: string, jobId: string) => `${work(userId, jobId)}/script.json`,
  chunkText: (userId: string, jobId: string, index: number) => `${work(userId, jobId)}/chunks/${pad(index)}.ssml`,
  chunkAudio: (userId: string, jobId: string, index: number) => `${work(userId, jobId)}/chunks/${pad(index)}.mp3`,
  audio: (userId: string, jobId: string) => `audio/${userId}/${jobId}.mp3`,
  transcript: (userId: string, jobId: string) => `documents/${userId}/${jobId}/transcript.json`,
  summary: (userId: string, jobId: string) => `documents/${userId}/${jobId}/summary.json`,
};
