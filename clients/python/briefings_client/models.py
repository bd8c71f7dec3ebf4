# Generated from the OpenAPI document by `npm run clients`; do not edit.
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

__all__ = ["Page", "ErrorBody", "Pagination", "AuditEntry", "CurrentSession", "SignedInUser", "Session", "SignInRequest", "SignInCodeSent", "SignedOut", "SignInVerification", "SignedIn", "DryRun", "CreatedBriefing", "Briefing", "BriefingAudio", "PodcastChapters", "Summary", "ArticleCitation", "Transcript", "StoryRelevance", "Chapter", "LatestBriefing", "ProfileFeedback", "StoryRating", "RatedStory", "FeedbackCounts", "FeedbackReset", "CreatedFeed", "PodcastTranscript", "RevokedFeed", "CreateProfile", "TopicEdit", "Profile", "ProfileTopic", "ProfileFeedSummary", "FeedSharingWarning", "DeletedProfile", "UpdateProfile", "CreateSchedule", "Schedule", "UpdateSchedule", "CreateSource", "Source", "DeletedSource", "Voice", "CreateApiKeyResult", "CreateApiKeyBody", "ListApiKeysItem", "RevokeApiKeyResult", "GetMeResult", "GetUsageResult", "CreateBriefingBody", "RateBriefingStoryBody", "GetOpenApiDocumentResult", "DeleteScheduleResult", "CreateWebhookResult", "CreateWebhookBody", "ListWebhooksItem", "ListWebhookEventsItem", "RedeliverWebhookEventBody", "AuditEntryActor", "DryRunStoriesItem", "DryRunSpeech", "DryRunModel", "DryRunFailedSourcesItem", "BriefingPodcast", "BriefingGrounding", "PodcastChaptersChaptersItem", "SummaryBulletsItem", "TranscriptSegmentsItem", "TranscriptSpeakers", "PodcastTranscriptSegmentsItem", "GetUsageResultByDayItem", "GetOpenApiDocumentResultInfo", "GetOpenApiDocumentResultServersItem", "ListWebhookEventsItemDeliveriesItem", "DryRunSpeechByVoiceItem", "SummaryBulletsItemSourcesItem", "TranscriptSegmentsItemSourcesItem", "TranscriptSegmentsItemRelevance", "TranscriptSpeakersHost"]

T = TypeVar("T")


@dataclass
class Page(Generic[T]):
    """One page of a list: the items and where the page sits in the whole list."""

    data: list[T]
    pagination: Pagination


@dataclass
class ErrorBody:
    error: str
    """Machine-readable error code"""
    message: str
    """What went wrong; names the offending field for validation errors"""
    request_id: str
    """Same as the X-Request-Id header"""


@dataclass
class Pagination:
    total: int
    limit: int
    offset: int


@dataclass
class AuditEntry:
    id: str
    """Entry id (aud_...), sortable by time"""
    at: int
    """When the call was made (Unix seconds)"""
    actor: AuditEntryActor
    action: Literal["account.create", "session.create", "subscription.update", "auth.sign_in_requested", "auth.sign_in", "auth.sign_in_failed", "auth.sign_out", "key.create", "key.revoke", "profile.create", "profile.update", "profile.delete", "feed.create", "feed.revoke", "feed.read", "feed.download", "source.create", "source.delete", "briefing.create", "briefing.feedback", "profile.feedback_reset", "schedule.create", "schedule.update", "schedule.delete", "schedule.pause", "schedule.resume", "webhook.create", "webhook.delete", "webhook.redeliver"]
    """What was done, `<resource>.<verb>`"""
    resource_type: str
    """Kind of resource acted on (profile, source, api_key, …)"""
    resource_id: str | None
    """Id of the resource; null when a creation failed before it had one"""
    channel: Literal["rest", "mcp", "admin", "schedule"]
    """REST API, MCP tool call, operator command or scheduled run"""
    request_id: str | None
    """The X-Request-Id of the call"""
    source_ip: str | None
    """Client IP address as the API gateway saw it"""
    user_agent: str | None
    """User-Agent header of the call, first 256 characters"""
    outcome: int
    """HTTP status of the call; failed writes are recorded too (an MCP tool call gets its REST twin's status)"""
    changed_fields: list[str] | None
    """For updates, the names of the fields the request set (never their values); null for other actions"""
    expires_at: int
    """When the entry is removed: kept one year"""


@dataclass
class CurrentSession:
    user: SignedInUser
    session: Session


@dataclass
class SignedInUser:
    id: str
    """Account id (usr_…)"""
    email: str


@dataclass
class Session:
    id: str
    """Names the session (ses_…), as the audit log does; never the token"""
    expires_at: int
    """When the session ends; using it does not extend it"""


@dataclass
class SignInRequest:
    email: str
    """E-mail address; compared trimmed and lower-cased"""


@dataclass
class SignInCodeSent:
    email: str
    """The address the code was sent to, normalised"""
    expires_in_seconds: int
    """Seconds the code stays valid (600)"""


@dataclass
class SignedOut:
    signed_out: Literal[True]
    session_id: str
    """The session that ended"""


@dataclass
class SignInVerification:
    email: str
    """E-mail address; compared trimmed and lower-cased"""
    code: str
    """The 8-digit code of the e-mail (spaces and dashes are ignored)"""


@dataclass
class SignedIn:
    token: str
    """The session token (lb_sess_…), also set as the session cookie; shown only in this response"""
    session: Session
    user: SignedInUser


@dataclass
class DryRun:
    """What a briefing of the profile would be if started now: its outline, length and cost. Nothing was stored"""

    dry_run: Literal[True]
    """Always true: nothing was queued, stored or synthesized"""
    profile_id: str
    """The profile the briefing would be made for"""
    outcome: Literal["briefing", "nothing_new"]
    """How a briefing started now would end: briefing, or nothing_new (no untold story; no audio, no cost)"""
    script_writer: Literal["extractive", "bedrock", "openai"]
    """Who wrote the outline: extractive, or the configured model (after its grounding check)"""
    stories: list[DryRunStoriesItem]
    """The stories in spoken order"""
    estimated_seconds: float
    """Estimated length of the audio: intro, stories, outro and the pauses between them; a real run lands within about 5 %"""
    target_seconds: int
    """The length the profile asks for"""
    speech: DryRunSpeech
    """What speaking the script would take and cost"""
    model: DryRunModel | None
    """The model calls writing the script took; null without a model writer"""
    failed_sources: list[DryRunFailedSourcesItem]
    """Sources that could not be read and were skipped"""


@dataclass
class CreatedBriefing:
    job_id: str
    """Briefing job id (job_...)"""
    status: Literal["queued"]
    """Always queued: generation runs asynchronously"""


@dataclass
class Briefing:
    id: str
    """Briefing job id (job_...)"""
    status: Literal["queued", "running", "done", "failed"]
    """queued, running, done or failed"""
    error: str | None
    """Why the job failed; null unless failed"""
    started_at: int | None
    """When processing started"""
    finished_at: int | None
    """When the job ended, done or failed"""
    created_at: int
    """Unix time in seconds"""
    podcast: BriefingPodcast | None
    """The produced audio; null until done, and when the outcome is nothing_new"""
    outcome: Literal["briefing", "nothing_new"] | None
    """Set when done: briefing (audio made) or nothing_new (no fresh story on the interests that earlier briefings have not told, so no audio, transcript or summary; message says why); null otherwise"""
    duration_seconds: int | None
    """Length of the audio when done; 0 for nothing_new; null otherwise"""
    shortfall_seconds: int | None
    """Seconds short of the profile's length when the fresh, on-topic stories not told before ran out (the audio and message say how many there were); null otherwise"""
    message: str | None
    """What a listener should know about the outcome: nothing new, or a briefing shorter than asked; null otherwise"""
    profile_id: str
    """Profile the briefing was generated for"""
    stage: Literal["starting", "fetching", "writing", "synthesizing", "stitching", "finishing"] | None
    """Current pipeline step while running (starting, fetching, writing, synthesizing, stitching, finishing); null otherwise"""
    script_writer: Literal["extractive", "bedrock", "openai"] | None
    """Who wrote the script: extractive, bedrock or openai (a model whose answer passed the grounding check); null until written"""
    grounding: BriefingGrounding | None


@dataclass
class BriefingAudio:
    job_id: str
    """Briefing job id (job_...)"""
    audio_url: str
    """Signed link valid for 24 hours; it redirects to a short-lived download URL of the MP3"""
    expires_at: int
    """When the link stops working"""
    duration_seconds: int
    """Length of the audio in whole seconds"""


@dataclass
class PodcastChapters:
    """A Podcasting 2.0 JSON chapters document (https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/examples/chapters/jsonChapters.md)"""

    version: Literal["1.2.0"]
    """Version of the Podcasting 2.0 JSON chapters format"""
    chapters: list[PodcastChaptersChaptersItem]
    """Intro, each story and outro, in spoken order: the transcript's chapters"""


@dataclass
class Summary:
    job_id: str
    """Briefing job id (job_...)"""
    headline: str
    """One line that sums the briefing up"""
    bullets: list[SummaryBulletsItem]
    """Key points in spoken order"""


@dataclass
class ArticleCitation:
    title: str
    """Title of the article"""
    url: str
    """The article's own link (the source's URL only for a source that is a single page)"""
    source_name: str
    """Name of the source the article came from"""
    published_at: int | None
    """When the article was published; null when the source gives no date"""


@dataclass
class Transcript:
    job_id: str
    """Briefing job id (job_...)"""
    text: str
    """The whole spoken script"""
    segments: list[TranscriptSegmentsItem]
    """The script in spoken order, with audio timings: one segment per part of a bulletin, one per turn of a duo"""
    chapters: list[Chapter]
    """One chapter per part (intro, each story, outro; a duo story's turns are one chapter), the same the MP3 carries as ID3 CHAP frames and GET /briefings/{id}/chapters serves"""
    speakers: TranscriptSpeakers | None = None
    """The voices that speak the briefing; absent in transcripts stored before duo briefings"""


@dataclass
class StoryRelevance:
    interest: str
    """The profile interest the story was chosen for, as the profile writes it"""
    matched: list[str]
    """The words of the story that matched the interest or what it also matches (the profile's topics), as the story writes them"""


@dataclass
class Chapter:
    title: str
    """The story's article title; for the intro and outro a fixed word in the briefing's language"""
    start_seconds: float
    """Start of the chapter in the audio, in seconds (millisecond precision)"""
    end_seconds: float
    """End of the chapter in the audio, in seconds"""
    url: str | None = None
    """The article the story tells (the first, when it tells several); absent for the intro and outro"""


@dataclass
class LatestBriefing:
    briefing_id: str | None
    """Newest job of the profile, any status; null when there is none"""
    duration_seconds: int | None
    """Set when done"""
    audio_url: str | None
    """Signed audio link, valid 24 hours; set when done"""
    transcript_url: str | None
    """GET endpoint of the transcript; set when done"""
    summary_url: str | None
    """GET endpoint of the summary; set when done"""
    created_at: int | None
    message: str | None
    """Why there is no audio (none generated, still running, failed, nothing new), or that the briefing is shorter than asked"""
    status: Literal["queued", "running", "done", "failed"] | None = None
    """Status of that job"""
    outcome: Literal["briefing", "nothing_new"] | None = None
    """briefing or nothing_new when done (see Briefing.outcome); null otherwise"""


@dataclass
class ProfileFeedback:
    profile_id: str
    """Profile id (prof_...)"""
    more: int
    """Stories rated \"more\" that still count (ratings fade over weeks)"""
    less: int
    """Stories rated \"less\" that still count"""
    updated_at: int | None
    """The latest rating; null when there is none"""
    ratings: list[StoryRating]
    """The ratings that count, newest first (at most 100)"""


@dataclass
class StoryRating:
    job_id: str
    """Briefing job id (job_...)"""
    story: int
    """Index of the story in the transcript's `segments` (and `chapters`): 0 is the intro, so stories start at 1; the intro and outro cannot be rated"""
    rating: Literal["more", "less"]
    """\"more\": rank this story's near-duplicates and close relatives higher in the profile's later briefings; \"less\": lower"""
    title: str
    """Title of the rated story's article"""
    url: str | None
    """Link of the rated story's article"""
    rated_at: int
    """When it was rated; rating it the same again keeps this time"""
    weight: float
    """How much the rating still counts: 1 when given, halving every 14 days; forgotten after 90 days"""


@dataclass
class RatedStory:
    job_id: str
    """Briefing job id (job_...)"""
    story: int
    """Index of the story in the transcript's `segments` (and `chapters`): 0 is the intro, so stories start at 1; the intro and outro cannot be rated"""
    rating: Literal["more", "less"]
    """\"more\": rank this story's near-duplicates and close relatives higher in the profile's later briefings; \"less\": lower"""
    title: str
    """Title of the rated story's article"""
    url: str | None
    """Link of the rated story's article"""
    rated_at: int
    """When it was rated; rating it the same again keeps this time"""
    weight: float
    """How much the rating still counts: 1 when given, halving every 14 days; forgotten after 90 days"""
    profile_id: str
    """Profile id (prof_...)"""
    feedback: FeedbackCounts


@dataclass
class FeedbackCounts:
    more: int
    """Stories rated \"more\" that still count (ratings fade over weeks)"""
    less: int
    """Stories rated \"less\" that still count"""
    updated_at: int | None
    """The latest rating; null when there is none"""


@dataclass
class FeedbackReset:
    profile_id: str
    """Profile id (prof_...)"""
    removed: int
    """Ratings forgotten; later briefings rank as if none had been given"""


@dataclass
class CreatedFeed:
    """A new private podcast feed URL of a profile"""

    profile_id: str
    """The profile the feed plays"""
    url: str
    """The private feed URL, shown this once: paste it into a podcast app's \"add by URL\". It is the only credential the feed needs, so keep it secret; POST again to rotate it"""
    url_prefix: str
    """The URL up to the first characters of its token, as the profile shows it from now on"""
    created_at: int
    """Unix time in seconds"""
    replaced_previous: bool
    """True when this rotated an existing feed URL, which answers 404 from now on"""


@dataclass
class PodcastTranscript:
    """Podcasting 2.0 JSON transcript (podcast:transcript type application/json)"""

    version: Literal["1.0.0"]
    segments: list[PodcastTranscriptSegmentsItem]


@dataclass
class RevokedFeed:
    profile_id: str
    """The profile the feed plays"""
    revoked: Literal[True]
    """The feed URL and every episode link in it answer 404 from now on"""


@dataclass
class CreateProfile:
    """A new briefing profile: what to cover (interests), how long, in which language and voice"""

    name: str
    """Name of the briefing profile, 1..100 characters, e.g. \"Morning tech news\""""
    description: str | None = None
    interests: list[str] | None = None
    """Topics the briefing should focus on, at most 30; content matching them is preferred"""
    voice_id: str | None = None
    format: Literal["bulletin", "duo"] | None = None
    """bulletin (default): one voice reads the stories in turn. duo: two hosts in conversation, taking stories in turn and adding to each other's; every factual sentence is still one of the cited articles'"""
    co_host_voice_id: str | None = None
    length_minutes: int | None = None
    """Target length of the audio briefing in whole minutes, 1..60"""
    language: str | None = None
    """Language of the briefing as a BCP-47 tag: 2-3 letter primary language and optional 2-letter region (\"en\", \"en-GB\", \"pt-BR\"). Stored as lower-case language and upper-case region. Some voice of GET /voices must speak it"""
    max_item_age_days: int | None = None
    """Oldest news a briefing tells, in whole days, 1..30 (default 7). Briefings also skip what came out before the previous briefing of the profile; a story without a date counts from when the service first saw it"""
    topics: list[TopicEdit] | None = None
    """What interests also match, edited: one entry per interest to change, each with the whole list it should also match. Interests not named keep their list (on create: their topic's terms)"""


@dataclass
class TopicEdit:
    interest: str
    """One of the profile's interests (after this request), compared without case"""
    also_matches: list[str]
    """Everything the interest should also match, replacing the current list: drop a term to remove it, add one to add it. The current list is the profile's topics[].also_matches"""


@dataclass
class Profile:
    """A briefing profile: the recipe briefings are generated from"""

    id: str
    """Profile id (prof_...)"""
    user_id: str
    """Owning account"""
    name: str
    """Name of the profile"""
    description: str | None
    """What the briefing is for, or null"""
    interests: list[str]
    """Topics the briefing focuses on"""
    topics: list[ProfileTopic]
    """One entry per interest, in the same order: what it also matches. Computed when interests, language or topics are saved; profiles last saved before v1.2 show an empty list until then (their briefings use the topics' terms all the same)"""
    voice_id: str | None
    """Chosen Amazon Polly voice; null means the language default"""
    format: Literal["bulletin", "duo"]
    """bulletin (one voice) or duo (two hosts in conversation)"""
    co_host_voice_id: str | None
    """Chosen second voice of a duo briefing; null means the service picks one that pairs with the host's voice"""
    length_minutes: int
    """Target length of the audio in minutes"""
    language: str
    """BCP-47 language tag of the briefing"""
    max_item_age_days: int
    """Oldest news a briefing tells, in days"""
    created_at: int
    """Unix time in seconds"""
    feed: ProfileFeedSummary | None
    """The private podcast feed of the profile (POST /profiles/{id}/feed creates it), or null when it has none"""
    updated_at: int | None = None
    """Last change; absent until the profile is first updated"""


@dataclass
class ProfileTopic:
    """What one interest is understood to cover"""

    interest: str
    """One of the profile's interests"""
    also_matches: list[str]
    """What a story may name instead of the interest's own words and still be about it: synonyms, acronyms, members and related phrasings of its topic in the profile's language, as edited. Empty for an interest the topic knowledge base does not know: it matches its own words"""
    added: list[str]
    """Terms the listener added to the topic's own"""
    removed: list[str]
    """Terms of the topic the listener removed"""


@dataclass
class ProfileFeedSummary:
    url_prefix: str
    """The feed URL up to the first characters of its secret token, to recognise which URL is current; the whole URL was shown once, when the feed was created"""
    created_at: int
    """When this feed URL was created (or last rotated)"""
    sharing_warning: FeedSharingWarning | None
    """Set when the URL looks shared (more distinct clients polled it in a day than a household would); cleared by rotating the URL. Null otherwise"""


@dataclass
class FeedSharingWarning:
    """The feed URL looks shared: nothing is blocked; rotating the URL (POST /profiles/{id}/feed) stops the old one and clears the warning"""

    date: str
    """The UTC day (YYYY-MM-DD) the feed was last polled by more distinct clients than the threshold"""
    threshold: int
    """Distinct clients (address and app) a day past which a feed looks shared"""
    detected_at: int
    """When the threshold was passed that day"""
    message: str
    """What happened and what to do, to show the owner"""


@dataclass
class DeletedProfile:
    id: str
    deleted: Literal[True]
    """The profile and the sources attached to it are gone"""


@dataclass
class UpdateProfile:
    """Partial update: send only the fields to change (at least one). null clears description, voice_id or co_host_voice_id. interests replaces the whole list. A voice_id and a co_host_voice_id must speak the resulting language. topics edits what the named interests also match; the others keep theirs"""

    name: str | None = None
    """Name of the briefing profile, 1..100 characters, e.g. \"Morning tech news\""""
    description: str | None = None
    interests: list[str] | None = None
    """Topics the briefing should focus on, at most 30; content matching them is preferred"""
    voice_id: str | None = None
    format: Literal["bulletin", "duo"] | None = None
    """bulletin (default): one voice reads the stories in turn. duo: two hosts in conversation, taking stories in turn and adding to each other's; every factual sentence is still one of the cited articles'"""
    co_host_voice_id: str | None = None
    length_minutes: int | None = None
    """Target length of the audio briefing in whole minutes, 1..60"""
    language: str | None = None
    """Language of the briefing as a BCP-47 tag: 2-3 letter primary language and optional 2-letter region (\"en\", \"en-GB\", \"pt-BR\"). Stored as lower-case language and upper-case region. Some voice of GET /voices must speak it"""
    max_item_age_days: int | None = None
    """Oldest news a briefing tells, in whole days, 1..30 (default 7). Briefings also skip what came out before the previous briefing of the profile; a story without a date counts from when the service first saw it"""
    topics: list[TopicEdit] | None = None
    """What interests also match, edited: one entry per interest to change, each with the whole list it should also match. Interests not named keep their list (on create: their topic's terms)"""


@dataclass
class CreateSchedule:
    """A recurring briefing of one profile: when (cron in a time zone) and where it is delivered"""

    profile_id: str
    """Profile the briefings are generated for"""
    cron: str
    """5-field Unix cron: minute hour day-of-month month day-of-week, e.g. \"0 7 * * 1-5\". Day-of-month and day-of-week cannot both be restricted"""
    delivery_method: Literal["email", "telegram", "whatsapp", "webhook"]
    """How the finished briefing is delivered: email, telegram, whatsapp, or webhook (to the account's webhooks)"""
    timezone: str | None = None
    destination: str | None = None


@dataclass
class Schedule:
    """A recurring briefing: a profile, a cron expression in a time zone and a delivery method"""

    id: str
    """Schedule id (sch_...)"""
    profile_id: str
    cron: str
    timezone: str
    delivery_method: Literal["email", "telegram", "whatsapp", "webhook"]
    destination: str | None
    active: bool
    created_at: int
    """Unix time in seconds"""
    updated_at: int
    """Unix time in seconds"""
    next_run_at: int | None
    """Next time the schedule runs; null while paused"""
    last_run_at: int | None
    last_run_status: Literal["started", "skipped"] | None
    """started: a briefing was queued; skipped: see last_run_error"""
    last_run_error: str | None
    """Why the last run was skipped, e.g. a briefing of the profile was still running"""
    last_job_id: str | None
    """Briefing job the schedule last started"""


@dataclass
class UpdateSchedule:
    """Partial update: send only the fields to change (at least one). Switching delivery_method to webhook clears destination; other methods need a destination that suits them"""

    cron: str | None = None
    """5-field Unix cron: minute hour day-of-month month day-of-week, e.g. \"0 7 * * 1-5\". Day-of-month and day-of-week cannot both be restricted"""
    timezone: str | None = None
    delivery_method: Literal["email", "telegram", "whatsapp", "webhook"] | None = None
    """How the finished briefing is delivered: email, telegram, whatsapp, or webhook (to the account's webhooks)"""
    destination: str | None = None
    active: bool | None = None
    """false pauses the schedule, true resumes it"""


@dataclass
class CreateSource:
    """A content source; nothing is fetched until a briefing uses it"""

    type: Literal["rss", "youtube", "website", "newsletter", "person", "company"]
    """Kind of source. rss: an RSS/Atom feed URL. youtube: a channel, @handle or playlist URL (turned into its feed). website: a site or article page (its feed is discovered when fetched). newsletter: a newsletter's web archive or feed. person / company: a page about or by them (blog, profile, newsroom)"""
    url: str
    """Absolute http(s) URL, at most 2048 characters. Stored normalised: host lower-cased, #fragment and tracking parameters (utm_*, fbclid, gclid, ...) removed; YouTube channel and playlist URLs become their feed URL"""
    name: str
    """Label, 1..200 characters; cited in briefings"""
    profile_id: str | None = None
    """Attach the source to this profile of yours (prof_...); omit for an unattached source"""


@dataclass
class Source:
    """Where briefing content comes from"""

    id: str
    """Source id (src_...)"""
    type: Literal["rss", "youtube", "website", "newsletter", "person", "company"]
    """Kind of source. rss: an RSS/Atom feed URL. youtube: a channel, @handle or playlist URL (turned into its feed). website: a site or article page (its feed is discovered when fetched). newsletter: a newsletter's web archive or feed. person / company: a page about or by them (blog, profile, newsroom)"""
    url: str
    """Normalised URL the content is fetched from"""
    name: str
    """Label of the source, cited in briefings"""
    profile_id: str | None
    """Profile the source feeds, or null"""
    created_at: int
    """Unix time in seconds"""


@dataclass
class DeletedSource:
    id: str
    deleted: Literal[True]


@dataclass
class Voice:
    """An Amazon Polly voice a profile can use"""

    id: str
    """Amazon Polly VoiceId; use it as a profile voice_id"""
    name: str
    """Display name"""
    language: str
    """BCP-47 language code of the voice, e.g. \"en-GB\""""
    gender: Literal["female", "male"]
    engines: list[Literal["standard", "neural", "generative", "long-form"]]
    """Polly engines offering this voice; briefings use neural when offered, otherwise standard"""
    pairs_with: list[str]
    """Voices that can be the co_host_voice_id of a duo briefing this voice hosts: the other voices of its language, best pairing first (the other gender, the same region, neural). The first is the one picked when co_host_voice_id is null"""


@dataclass
class CreateApiKeyResult:
    id: str
    name: str
    key_prefix: str
    """Leading characters of the key, for identification"""
    scopes: list[Literal["read", "write", "webhooks:write", "usage:read"]]
    last_used_at: int | None
    expires_at: int | None
    created_at: int
    """Unix time in seconds"""
    key: str
    """The full secret key. Shown only in this response"""


@dataclass
class CreateApiKeyBody:
    name: str
    """A label for the key, 1..100 characters"""
    scopes: list[Literal["read", "write", "webhooks:write", "usage:read"]] | None = None
    """Scopes granted to the key; defaults to all four"""
    expires_in_days: int | None = None
    """Lifetime in days; omit for no expiry"""


@dataclass
class ListApiKeysItem:
    id: str
    name: str
    key_prefix: str
    """Leading characters of the key, for identification"""
    scopes: list[Literal["read", "write", "webhooks:write", "usage:read"]]
    last_used_at: int | None
    expires_at: int | None
    created_at: int
    """Unix time in seconds"""


@dataclass
class RevokeApiKeyResult:
    id: str
    revoked: Literal[True]


@dataclass
class GetMeResult:
    key_id: str
    """The API key; for a session, the session id (ses_…)"""
    key_prefix: str
    """Leading characters of the key; lb_sess_ for a session"""
    name: str
    """The key's label; \"session\" for a session"""
    scopes: list[Literal["read", "write", "webhooks:write", "usage:read"]]
    """The key's scopes; every scope for a session, which acts as the account owner"""
    requests_last_minute: int
    credential: Literal["api_key", "session"]
    """What authenticated the request"""


@dataclass
class GetUsageResult:
    period_days: int
    total_requests: int
    by_day: list[GetUsageResultByDayItem]


@dataclass
class CreateBriefingBody:
    profile_id: str
    """Profile to generate the briefing for (prof_...)"""
    dry_run: bool | None = None
    """true: fetch the sources and write the script only, and answer 200 with the outline and the estimated length and cost; nothing is stored or synthesized. Default false"""


@dataclass
class RateBriefingStoryBody:
    story: int
    """Index of the story in the transcript's `segments` (and `chapters`): 0 is the intro, so stories start at 1; the intro and outro cannot be rated"""
    rating: Literal["more", "less"]
    """\"more\": rank this story's near-duplicates and close relatives higher in the profile's later briefings; \"less\": lower"""


@dataclass
class GetOpenApiDocumentResult:
    openapi: Literal["3.1.0"]
    info: GetOpenApiDocumentResultInfo
    servers: list[GetOpenApiDocumentResultServersItem]
    paths: dict[str, Any]
    components: dict[str, Any]


@dataclass
class DeleteScheduleResult:
    id: str
    deleted: Literal[True]


@dataclass
class CreateWebhookResult:
    id: str
    """Webhook id (wh_...)"""
    url: str
    events: list[Literal["briefing.generated", "briefing.failed", "subscription.upgraded", "subscription.cancelled", "podcast_feed.shared_suspected"]]
    secret: str
    """HMAC-SHA256 signing secret (whsec_...). Returned only in this response: store it to verify X-Briefing-Signature"""
    created_at: int
    """Unix time in seconds"""


@dataclass
class CreateWebhookBody:
    url: str
    """Where events are POSTed: an https URL of a public host, at most 2048 characters. Private, link-local and metadata addresses are refused; plain http only to a loopback address when the service allows it (local runs)"""
    events: list[Literal["briefing.generated", "briefing.failed", "subscription.upgraded", "subscription.cancelled", "podcast_feed.shared_suspected"]]
    """Event types to receive, at least one; duplicates are ignored"""


@dataclass
class ListWebhooksItem:
    id: str
    """Webhook id (wh_...)"""
    url: str
    events: list[Literal["briefing.generated", "briefing.failed", "subscription.upgraded", "subscription.cancelled", "podcast_feed.shared_suspected"]]
    secret_prefix: str
    """First 8 characters of the signing secret, for identification only"""
    created_at: int
    """Unix time in seconds"""


@dataclass
class ListWebhookEventsItem:
    id: str
    type: Literal["briefing.generated", "briefing.failed", "subscription.upgraded", "subscription.cancelled", "podcast_feed.shared_suspected"]
    """briefing.generated: a briefing job finished; briefing.failed: a job failed; subscription.upgraded: the plan became pro; subscription.cancelled: the subscription was cancelled; podcast_feed.shared_suspected: more distinct clients polled a private podcast feed in a day than a household would (at most once a day per feed URL)"""
    created_at: int
    """Unix time in seconds"""
    data: dict[str, Any]
    """The event's data, exactly as in the webhook body (see the event types)"""
    deliveries: list[ListWebhookEventsItemDeliveriesItem]
    """One per webhook subscribed when the event happened, plus the schedule's channel for scheduled briefings"""


@dataclass
class RedeliverWebhookEventBody:
    webhook_id: str | None = None
    """Redeliver only to this webhook; omitted means every failed delivery of the event"""


@dataclass
class AuditEntryActor:
    type: Literal["api_key", "session", "operator", "schedule", "user", "feed"]
    """api_key or session: a request with that credential; operator: an operator command; schedule: a scheduled run; user: the account's owner signing in by e-mail, before a session exists; feed: a podcast app (or anyone holding the URL) reading a private podcast feed"""
    user_id: str
    key_id: str | None = None
    """The API key that made the request (type api_key)"""
    key_prefix: str | None = None
    """Leading characters of that key, as the key list shows them"""
    session_id: str | None = None
    """Names the session (type session): derived from a hash of its token, never the token"""
    schedule_id: str | None = None
    """The schedule that ran (type schedule)"""
    feed_prefix: str | None = None
    """First characters of the feed URL's token (type feed), as the profile shows them"""


@dataclass
class DryRunStoriesItem:
    title: str
    """Title of the article the story tells"""
    source_name: str
    """Name of the source it came from"""
    url: str
    """The article's link"""
    published_at: int | None
    """When the article was published; null when the source gives no date"""
    estimated_seconds: float
    """Estimated speaking time of the story, its transition and the pause after it included (every turn of a duo story)"""


@dataclass
class DryRunSpeech:
    """What speaking the script would take and cost"""

    engine: str
    """Amazon Polly engine of the (host's) voice (neural or standard)"""
    voice_id: str
    """Amazon Polly voice of the host"""
    requests: int
    """SynthesizeSpeech requests the script takes (one per chunk of at most 3,000 characters), both voices of a duo together"""
    billed_characters: int
    """Characters Polly would bill: the text of the SSML chunks exactly as they would be sent, tags excluded; both voices together"""
    usd_per_million_characters: float
    """The host engine's price in the service's price table"""
    estimated_cost_usd: float
    """The billed characters of each voice at its engine's price, summed, before any free tier"""
    by_voice: list[DryRunSpeechByVoiceItem]
    """The same figures for each voice that speaks: one entry for a bulletin, two for a duo"""
    prices_as_of: str
    """When the price table was taken from prices_source"""
    prices_source: str
    """Where the prices come from"""


@dataclass
class DryRunModel:
    writer: Literal["bedrock", "openai"]
    """The configured model writer"""
    model: str
    """The model id"""
    input_tokens: int
    """Input tokens of the relevance and script calls, as the model API reported them (0 when it reports none)"""
    output_tokens: int
    """Output tokens of those calls"""


@dataclass
class DryRunFailedSourcesItem:
    source_id: str
    """Source id (src_...)"""
    name: str
    """Name of the source"""
    reason: str
    """Why it could not be read"""


@dataclass
class BriefingPodcast:
    id: str
    """Podcast id (pod_...)"""
    length_seconds: int | None
    """Length of the audio in whole seconds"""
    size_bytes: int | None
    """Size of the MP3 file in bytes, its ID3 tag (chapters, cover) included; null for briefings made before sizes were recorded"""
    created_at: int
    """Unix time in seconds"""


@dataclass
class BriefingGrounding:
    """What the grounding check of a model-written script removed; null when no model answer was checked"""

    checked_sentences: int
    """Sentences of the model answer checked against the items they cite"""
    removed_sentences: int
    """Sentences removed for a name, number or claim not found in those items"""
    replaced_stories: int
    """Stories retold by the extractive writer because too little of them was left"""


@dataclass
class PodcastChaptersChaptersItem:
    startTime: float
    """Start of the chapter in seconds"""
    endTime: float
    """End of the chapter in seconds"""
    title: str
    """The story's article title, or the intro's and outro's name in the briefing's language"""
    url: str | None = None
    """The article the story tells; absent for the intro and outro"""


@dataclass
class SummaryBulletsItem:
    text: str
    """One key point"""
    sources: list[SummaryBulletsItemSourcesItem]
    """Where the point comes from"""
    articles: list[ArticleCitation]
    """The articles the point comes from"""


@dataclass
class TranscriptSegmentsItem:
    start_seconds: float
    """Offset of the segment in the audio, in seconds (millisecond precision)"""
    end_seconds: float
    """End of the segment in the audio, in seconds"""
    text: str
    """Words spoken in the segment"""
    source_ids: list[str]
    """Sources the segment draws on; empty for the intro and outro"""
    sources: list[TranscriptSegmentsItemSourcesItem]
    """The feeds or sites the segment draws on, as configured"""
    articles: list[ArticleCitation]
    """The articles the segment tells; empty for the intro and outro"""
    speaker: Literal["host", "co_host"]
    """Who speaks the segment: host (every segment of a bulletin), or co_host, the second host of a duo briefing"""
    story: int | None
    """Index of the story the segment tells (0 for the first), shared by every turn of it in a duo briefing; null for the opening and the closing"""
    relevance: TranscriptSegmentsItemRelevance | None = None
    """Why the story was chosen: the interest and the matched words. Absent for the intro, the outro, profiles without interests and briefings made before v1.2"""


@dataclass
class TranscriptSpeakers:
    """The voices that speak the briefing; absent in transcripts stored before duo briefings"""

    host: TranscriptSpeakersHost
    co_host: TranscriptSpeakersHost | None
    """null for a bulletin"""


@dataclass
class PodcastTranscriptSegmentsItem:
    startTime: float
    """Seconds from the start of the audio"""
    endTime: float
    """Seconds from the start of the audio"""
    body: str
    """Whole sentences spoken in this span"""


@dataclass
class GetUsageResultByDayItem:
    date: str
    requests: int
    write_requests: int


@dataclass
class GetOpenApiDocumentResultInfo:
    title: str
    version: str


@dataclass
class GetOpenApiDocumentResultServersItem:
    url: str


@dataclass
class ListWebhookEventsItemDeliveriesItem:
    channel: Literal["webhook", "email", "telegram", "whatsapp"]
    """webhook for registered webhooks; the other channels deliver scheduled briefings"""
    webhook_id: str | None
    """The webhook (wh_...) for channel webhook, else null"""
    schedule_id: str | None
    """The schedule whose delivery method this is, for the other channels"""
    status: Literal["pending", "delivered", "failed"]
    """pending while attempts remain, delivered on a 2xx/accepted send, failed after the last attempt"""
    attempts: int
    """Attempts in the current round (at most 5); a redelivery starts a new round"""
    last_response_code: int | None
    """HTTP status of the last attempt; null when no response came"""
    last_error: str | None
    """Why the last attempt failed, or null"""
    last_attempt_at: int | None
    next_attempt_at: int | None
    """Latest time of the next retry while pending, else null"""
    delivered_at: int | None


@dataclass
class DryRunSpeechByVoiceItem:
    speaker: Literal["host", "co_host"]
    """host, or co_host: the second host of a duo"""
    voice_id: str
    """Amazon Polly voice"""
    engine: str
    """Its engine (neural or standard)"""
    requests: int
    """SynthesizeSpeech requests in this voice"""
    billed_characters: int
    """Characters billed in this voice"""
    usd_per_million_characters: float
    """The engine's price"""
    estimated_cost_usd: float
    """billed_characters at that price"""


@dataclass
class SummaryBulletsItemSourcesItem:
    name: str
    """Name of the source"""
    url: str
    """Link to the item (or the source when the item has none)"""


@dataclass
class TranscriptSegmentsItemSourcesItem:
    id: str
    """Source id (src_...)"""
    name: str
    """Name of the source"""
    url: str
    """Link to the item (or the source when the item has none)"""


@dataclass
class TranscriptSegmentsItemRelevance:
    """Why the story was chosen: the interest and the matched words. Absent for the intro, the outro, profiles without interests and briefings made before v1.2"""

    interest: str
    """The profile interest the story was chosen for, as the profile writes it"""
    matched: list[str]
    """The words of the story that matched the interest or what it also matches (the profile's topics), as the story writes them"""


@dataclass
class TranscriptSpeakersHost:
    voice_id: str
    """Amazon Polly voice"""
    name: str
    """The voice's display name, as the WebVTT voice spans name the speaker"""
