# Generated from the OpenAPI document by `npm run clients`; do not edit.
from __future__ import annotations

from typing import Any, Literal
from urllib.parse import quote

from ._runtime import Transport
from .models import *  # noqa: F403


def _quote(value: str) -> str:
    return quote(str(value), safe="")


class BriefingsOperations:
    """Path parameters first, then the body, then query parameters as keywords. Single results are the body's `data`; lists are a Page of data and pagination."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def create_api_key(self, body: CreateApiKeyBody | dict[str, Any]) -> CreateApiKeyResult:
        """Create an API key; the full key is returned only in this response (POST /me/keys)"""
        return self._transport.request("POST", "/me/keys", body=body, result=CreateApiKeyResult, unwrap=True)

    def list_api_keys(self, *, limit: int | None = None, offset: int | None = None) -> Page[ListApiKeysItem]:
        """List the account's API keys, newest first (GET /me/keys)"""
        return self._transport.request("GET", "/me/keys", query={"limit": limit, "offset": offset}, result=Page[ListApiKeysItem], unwrap=False)

    def revoke_api_key(self, key_id: str) -> RevokeApiKeyResult:
        """Revoke an API key for good (DELETE /me/keys/{keyId})"""
        return self._transport.request("DELETE", f"/me/keys/{_quote(key_id)}", result=RevokeApiKeyResult, unwrap=True)

    def get_me(self) -> GetMeResult:
        """Describe the calling API key (GET /me)"""
        return self._transport.request("GET", "/me", result=GetMeResult, unwrap=True)

    def get_usage(self) -> GetUsageResult:
        """Requests per day over the last 30 days (GET /usage)"""
        return self._transport.request("GET", "/usage", result=GetUsageResult, unwrap=True)

    def list_audit_log(self, *, limit: int | None = None, offset: int | None = None, action: Literal["account.create", "session.create", "subscription.update", "auth.sign_in_requested", "auth.sign_in", "auth.sign_in_failed", "auth.sign_out", "key.create", "key.revoke", "profile.create", "profile.update", "profile.delete", "feed.create", "feed.revoke", "feed.read", "feed.download", "source.create", "source.delete", "briefing.create", "briefing.feedback", "profile.feedback_reset", "schedule.create", "schedule.update", "schedule.delete", "schedule.pause", "schedule.resume", "webhook.create", "webhook.delete", "webhook.redeliver"] | None = None, resource_id: str | None = None, key_id: str | None = None, from_: int | None = None, to: int | None = None) -> Page[AuditEntry]:
        """The account's audit log, newest first: who changed what, through the API, MCP tools or operator commands (GET /audit-log)"""
        return self._transport.request("GET", "/audit-log", query={"limit": limit, "offset": offset, "action": action, "resource_id": resource_id, "key_id": key_id, "from": from_, "to": to}, result=Page[AuditEntry], unwrap=False)

    def get_session(self) -> CurrentSession:
        """The signed-in user and session (401 when signed out) (GET /auth/session)"""
        return self._transport.request("GET", "/auth/session", result=CurrentSession, unwrap=True)

    def request_sign_in_code(self, body: SignInRequest | dict[str, Any]) -> SignInCodeSent:
        """E-mail a one-time sign-in code and link (POST /auth/sign-in)"""
        return self._transport.request("POST", "/auth/sign-in", body=body, result=SignInCodeSent, unwrap=True)

    def sign_out(self) -> SignedOut:
        """End the session and clear the session cookie (POST /auth/sign-out)"""
        return self._transport.request("POST", "/auth/sign-out", result=SignedOut, unwrap=True)

    def verify_sign_in_code(self, body: SignInVerification | dict[str, Any]) -> SignedIn:
        """Exchange the e-mailed code for a session (signs up a new address) (POST /auth/verify)"""
        return self._transport.request("POST", "/auth/verify", body=body, result=SignedIn, unwrap=True)

    def create_briefing(self, body: CreateBriefingBody | dict[str, Any]) -> DryRun | CreatedBriefing:
        """Queue the generation of an audio briefing for a profile, or with dry_run preview its outline, length and cost (POST /briefings)"""
        return self._transport.request("POST", "/briefings", body=body, result=DryRun | CreatedBriefing, unwrap=True)

    def list_briefings(self, *, limit: int | None = None, offset: int | None = None, profile_id: str | None = None, status: Literal["queued", "running", "done", "failed"] | None = None) -> Page[Briefing]:
        """List the account's briefing jobs, newest first (GET /briefings)"""
        return self._transport.request("GET", "/briefings", query={"limit": limit, "offset": offset, "profile_id": profile_id, "status": status}, result=Page[Briefing], unwrap=False)

    def get_briefing(self, id: str) -> Briefing:
        """Status of a briefing job, and when done its outcome: a briefing (with any shortfall) or nothing new (GET /briefings/{id})"""
        return self._transport.request("GET", f"/briefings/{_quote(id)}", result=Briefing, unwrap=True)

    def get_briefing_audio(self, id: str) -> BriefingAudio:
        """A signed link to the MP3, valid for 24 hours (GET /briefings/{id}/audio)"""
        return self._transport.request("GET", f"/briefings/{_quote(id)}/audio", result=BriefingAudio, unwrap=True)

    def get_briefing_summary(self, id: str) -> Summary:
        """Headline and key points of the briefing, with their sources (GET /briefings/{id}/summary)"""
        return self._transport.request("GET", f"/briefings/{_quote(id)}/summary", result=Summary, unwrap=True)

    def get_briefing_transcript(self, id: str, *, format: Literal["json", "vtt"] | None = None) -> Transcript | str:
        """The spoken script with audio timings and sources; `?format=vtt` gives WebVTT captions (GET /briefings/{id}/transcript)"""
        return self._transport.request("GET", f"/briefings/{_quote(id)}/transcript", query={"format": format}, result=Transcript, unwrap=True)

    def get_latest_briefing(self, *, profile_id: str) -> LatestBriefing:
        """The profile's newest briefing, with its links when it is done (GET /briefings/latest)"""
        return self._transport.request("GET", "/briefings/latest", query={"profile_id": profile_id}, result=LatestBriefing, unwrap=True)

    def get_profile_feedback(self, profile_id: str) -> ProfileFeedback:
        """The ratings of a profile's stories that steer its ranking, newest first, with their counts and how much each still counts (GET /profiles/{profileId}/feedback)"""
        return self._transport.request("GET", f"/profiles/{_quote(profile_id)}/feedback", result=ProfileFeedback, unwrap=True)

    def reset_profile_feedback(self, profile_id: str) -> FeedbackReset:
        """Forget every rating of a profile's stories: later briefings rank as if none had been given (DELETE /profiles/{profileId}/feedback)"""
        return self._transport.request("DELETE", f"/profiles/{_quote(profile_id)}/feedback", result=FeedbackReset, unwrap=True)

    def rate_briefing_story(self, id: str, body: RateBriefingStoryBody | dict[str, Any]) -> RatedStory:
        """Rate a story of a briefing \"more\" or \"less\": the profile's later briefings rank its near-duplicates and close relatives higher or lower (POST /briefings/{id}/feedback)"""
        return self._transport.request("POST", f"/briefings/{_quote(id)}/feedback", body=body, result=RatedStory, unwrap=True)

    def create_profile_feed(self, profile_id: str) -> CreatedFeed:
        """Create the private podcast feed URL of a profile, or rotate it (the previous URL stops working at once) (POST /profiles/{profileId}/feed)"""
        return self._transport.request("POST", f"/profiles/{_quote(profile_id)}/feed", result=CreatedFeed, unwrap=True)

    def revoke_profile_feed(self, profile_id: str) -> RevokedFeed:
        """Revoke the private podcast feed of a profile: its URL and episode links answer 404 from now on (DELETE /profiles/{profileId}/feed)"""
        return self._transport.request("DELETE", f"/profiles/{_quote(profile_id)}/feed", result=RevokedFeed, unwrap=True)

    def get_podcast_episode_transcript(self, token: str, job_id: str) -> PodcastTranscript:
        """Podcasting 2.0 JSON transcript of an episode of a private podcast feed (podcast:transcript, application/json) (GET /feeds/{token}/episodes/{jobId}/transcript.json)"""
        return self._transport.request("GET", f"/feeds/{_quote(token)}/episodes/{_quote(job_id)}/transcript.json", result=PodcastTranscript, unwrap=False)

    def get_open_api_document(self) -> GetOpenApiDocumentResult:
        """This OpenAPI 3.1 description of the API (GET /openapi.json)"""
        return self._transport.request("GET", "/openapi.json", result=GetOpenApiDocumentResult, unwrap=False)

    def create_profile(self, body: CreateProfile | dict[str, Any]) -> Profile:
        """Create a briefing profile (POST /profiles)"""
        return self._transport.request("POST", "/profiles", body=body, result=Profile, unwrap=True)

    def list_profiles(self, *, limit: int | None = None, offset: int | None = None) -> Page[Profile]:
        """List the account's profiles, newest first (GET /profiles)"""
        return self._transport.request("GET", "/profiles", query={"limit": limit, "offset": offset}, result=Page[Profile], unwrap=False)

    def delete_profile(self, profile_id: str) -> DeletedProfile:
        """Delete a profile and the sources attached to it (409 while one of its briefings is queued or running) (DELETE /profiles/{profileId})"""
        return self._transport.request("DELETE", f"/profiles/{_quote(profile_id)}", result=DeletedProfile, unwrap=True)

    def get_profile(self, profile_id: str) -> Profile:
        """Read one profile (GET /profiles/{profileId})"""
        return self._transport.request("GET", f"/profiles/{_quote(profile_id)}", result=Profile, unwrap=True)

    def update_profile(self, profile_id: str, body: UpdateProfile | dict[str, Any]) -> Profile:
        """Change some fields of a profile (PATCH /profiles/{profileId})"""
        return self._transport.request("PATCH", f"/profiles/{_quote(profile_id)}", body=body, result=Profile, unwrap=True)

    def create_schedule(self, body: CreateSchedule | dict[str, Any]) -> Schedule:
        """Generate briefings of a profile on a cron schedule and deliver them (POST /schedules)"""
        return self._transport.request("POST", "/schedules", body=body, result=Schedule, unwrap=True)

    def list_schedules(self, *, limit: int | None = None, offset: int | None = None, profile_id: str | None = None) -> Page[Schedule]:
        """List the account's schedules, newest first (GET /schedules)"""
        return self._transport.request("GET", "/schedules", query={"limit": limit, "offset": offset, "profile_id": profile_id}, result=Page[Schedule], unwrap=False)

    def delete_schedule(self, id: str) -> DeleteScheduleResult:
        """Delete a schedule for good (DELETE /schedules/{id})"""
        return self._transport.request("DELETE", f"/schedules/{_quote(id)}", result=DeleteScheduleResult, unwrap=True)

    def get_schedule(self, id: str) -> Schedule:
        """A schedule with its next and last run (GET /schedules/{id})"""
        return self._transport.request("GET", f"/schedules/{_quote(id)}", result=Schedule, unwrap=True)

    def update_schedule(self, id: str, body: UpdateSchedule | dict[str, Any]) -> Schedule:
        """Change the cron expression, time zone, delivery or active flag of a schedule (PATCH /schedules/{id})"""
        return self._transport.request("PATCH", f"/schedules/{_quote(id)}", body=body, result=Schedule, unwrap=True)

    def pause_schedule(self, id: str) -> Schedule:
        """Stop a schedule from running (active becomes false); pausing a paused schedule changes nothing (POST /schedules/{id}/pause)"""
        return self._transport.request("POST", f"/schedules/{_quote(id)}/pause", result=Schedule, unwrap=True)

    def resume_schedule(self, id: str) -> Schedule:
        """Let a paused schedule run again (active becomes true); resuming an active schedule changes nothing (POST /schedules/{id}/resume)"""
        return self._transport.request("POST", f"/schedules/{_quote(id)}/resume", result=Schedule, unwrap=True)

    def create_source(self, body: CreateSource | dict[str, Any]) -> Source:
        """Add a content source, optionally attached to a profile (POST /sources)"""
        return self._transport.request("POST", "/sources", body=body, result=Source, unwrap=True)

    def list_sources(self, *, limit: int | None = None, offset: int | None = None, profile_id: str | None = None) -> Page[Source]:
        """List the account's sources, newest first; filter by profile with profile_id (GET /sources)"""
        return self._transport.request("GET", "/sources", query={"limit": limit, "offset": offset, "profile_id": profile_id}, result=Page[Source], unwrap=False)

    def delete_source(self, id: str) -> DeletedSource:
        """Delete a source; later briefings no longer read it (DELETE /sources/{id})"""
        return self._transport.request("DELETE", f"/sources/{_quote(id)}", result=DeletedSource, unwrap=True)

    def get_source(self, id: str) -> Source:
        """Read one source (GET /sources/{id})"""
        return self._transport.request("GET", f"/sources/{_quote(id)}", result=Source, unwrap=True)

    def list_voices(self, *, limit: int | None = None, offset: int | None = None, language: str | None = None) -> Page[Voice]:
        """List the voices a profile can use; filter by language (GET /voices)"""
        return self._transport.request("GET", "/voices", query={"limit": limit, "offset": offset, "language": language}, result=Page[Voice], unwrap=False)

    def create_webhook(self, body: CreateWebhookBody | dict[str, Any]) -> CreateWebhookResult:
        """Register a URL for signed event notifications; the signing secret is returned only in this response (POST /webhooks)"""
        return self._transport.request("POST", "/webhooks", body=body, result=CreateWebhookResult, unwrap=True)

    def list_webhooks(self, *, limit: int | None = None, offset: int | None = None) -> Page[ListWebhooksItem]:
        """List the account's webhooks, newest first (GET /webhooks)"""
        return self._transport.request("GET", "/webhooks", query={"limit": limit, "offset": offset}, result=Page[ListWebhooksItem], unwrap=False)

    def delete_webhook(self, id: str) -> DeleteScheduleResult:
        """Delete a webhook; deliveries to it still under way end as failed (DELETE /webhooks/{id})"""
        return self._transport.request("DELETE", f"/webhooks/{_quote(id)}", result=DeleteScheduleResult, unwrap=True)

    def list_webhook_events(self, *, limit: int | None = None, offset: int | None = None, status: Literal["pending", "delivered", "failed"] | None = None, type: Literal["briefing.generated", "briefing.failed", "subscription.upgraded", "subscription.cancelled", "podcast_feed.shared_suspected"] | None = None, webhook_id: str | None = None) -> Page[ListWebhookEventsItem]:
        """Events of the last 7 days with the status of each delivery; filter by status to find missed events (GET /webhook-events)"""
        return self._transport.request("GET", "/webhook-events", query={"limit": limit, "offset": offset, "status": status, "type": type, "webhook_id": webhook_id}, result=Page[ListWebhookEventsItem], unwrap=False)

    def redeliver_webhook_event(self, id: str, body: RedeliverWebhookEventBody | dict[str, Any]) -> ListWebhookEventsItem:
        """Send an event again to its failed deliveries: a new round of up to 5 attempts with the same event id (POST /webhook-events/{id}/redeliver)"""
        return self._transport.request("POST", f"/webhook-events/{_quote(id)}/redeliver", body=body, result=ListWebhookEventsItem, unwrap=True)
