// Generated from the OpenAPI document by `npm run clients`; do not edit.
export interface paths {
    "/me/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's API keys, newest first
         * @description Authenticated by the account session (`Authorization: Bearer lb_sess_…` or the session cookie), not by an API key. Counts as a read: 600 per minute per credential.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key; the full key is returned only in this response
         * @description Authenticated by the account session (`Authorization: Bearer lb_sess_…` or the session cookie), not by an API key. Counts as a write: 60 per minute per credential.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key for good
         * @description Authenticated by the account session (`Authorization: Bearer lb_sess_…` or the session cookie), not by an API key. Counts as a write: 60 per minute per credential.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the calling API key
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Requests per day over the last 30 days
         * @description Needs an API key with the `usage:read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's audit log, newest first: who changed what, through the API, MCP tools or operator commands
         * @description Authenticated by the account session (`Authorization: Bearer lb_sess_…` or the session cookie), not by an API key. Counts as a read: 600 per minute per credential.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user and session (401 when signed out)
         * @description Authenticated by the account session (`Authorization: Bearer lb_sess_…` or the session cookie), not by an API key. Counts as a read: 600 per minute per credential.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a one-time sign-in code and link
         * @description No authentication.
         */
        post: operations["requestSignInCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session and clear the session cookie
         * @description Authenticated by the account session (`Authorization: Bearer lb_sess_…` or the session cookie), not by an API key. Counts as a write: 60 per minute per credential.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the e-mailed code for a session (signs up a new address)
         * @description No authentication.
         */
        post: operations["verifySignInCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's briefing jobs, newest first
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["listBriefings"];
        put?: never;
        /**
         * Queue the generation of an audio briefing for a profile, or with dry_run preview its outline, length and cost
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["createBriefing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/{id}/audio/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a signed audio link (no API key needed)
         * @description No authentication.
         */
        get: operations["downloadBriefingAudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status of a briefing job, and when done its outcome: a briefing (with any shortfall) or nothing new
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getBriefing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/{id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed link to the MP3, valid for 24 hours
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getBriefingAudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/{id}/chapters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chapters of the briefing (intro, each story with its article, outro) as a Podcasting 2.0 JSON chapters document
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getBriefingChapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Headline and key points of the briefing, with their sources
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getBriefingSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/{id}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The spoken script with audio timings and sources; `?format=vtt` gives WebVTT captions
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getBriefingTranscript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profile's newest briefing, with its links when it is done
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getLatestBriefing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profileId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ratings of a profile's stories that steer its ranking, newest first, with their counts and how much each still counts
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getProfileFeedback"];
        put?: never;
        post?: never;
        /**
         * Forget every rating of a profile's stories: later briefings rank as if none had been given
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        delete: operations["resetProfileFeedback"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/briefings/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate a story of a briefing "more" or "less": the profile's later briefings rank its near-duplicates and close relatives higher or lower
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["rateBriefingStory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profileId}/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the private podcast feed URL of a profile, or rotate it (the previous URL stops working at once)
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["createProfileFeed"];
        /**
         * Revoke the private podcast feed of a profile: its URL and episode links answer 404 from now on
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        delete: operations["revokeProfileFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{token}/episodes/{jobId}/audio.mp3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The MP3 of an episode of a private podcast feed, by redirect; valid as long as the feed is
         * @description No authentication.
         */
        get: operations["getPodcastEpisodeAudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{token}/episodes/{jobId}/transcript.vtt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * WebVTT captions of an episode of a private podcast feed (podcast:transcript, text/vtt)
         * @description No authentication.
         */
        get: operations["getPodcastEpisodeCaptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{token}/episodes/{jobId}/chapters.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Podcasting 2.0 JSON chapters of an episode of a private podcast feed: the intro, one per story (linked to its article), the outro
         * @description No authentication.
         */
        get: operations["getPodcastEpisodeChapters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{token}/episodes/{jobId}/transcript.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Podcasting 2.0 JSON transcript of an episode of a private podcast feed (podcast:transcript, application/json)
         * @description No authentication.
         */
        get: operations["getPodcastEpisodeTranscript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The private podcast feed of a profile (RSS 2.0 with itunes: and podcast: tags): its newest 100 briefings that made audio. No header is needed: the secret token in the URL is the credential
         * @description No authentication.
         */
        get: operations["getPodcastFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{token}/cover.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cover art of a private podcast feed (PNG, 1400 x 1400)
         * @description No authentication.
         */
        get: operations["getPodcastFeedCover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 description of the API
         * @description No authentication.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's profiles, newest first
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["listProfiles"];
        put?: never;
        /**
         * Create a briefing profile
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["createProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profiles/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one profile
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        /**
         * Delete a profile and the sources attached to it (409 while one of its briefings is queued or running)
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        delete: operations["deleteProfile"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a profile
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's schedules, newest first
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["listSchedules"];
        put?: never;
        /**
         * Generate briefings of a profile on a cron schedule and deliver them
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A schedule with its next and last run
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getSchedule"];
        put?: never;
        post?: never;
        /**
         * Delete a schedule for good
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        /**
         * Change the cron expression, time zone, delivery or active flag of a schedule
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        patch: operations["updateSchedule"];
        trace?: never;
    };
    "/schedules/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a schedule from running (active becomes false); pausing a paused schedule changes nothing
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["pauseSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedules/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let a paused schedule run again (active becomes true); resuming an active schedule changes nothing
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["resumeSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's sources, newest first; filter by profile with profile_id
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["listSources"];
        put?: never;
        /**
         * Add a content source, optionally attached to a profile
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["createSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one source
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["getSource"];
        put?: never;
        post?: never;
        /**
         * Delete a source; later briefings no longer read it
         * @description Needs an API key with the `write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        delete: operations["deleteSource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the voices a profile can use; filter by language
         * @description Needs an API key with the `read` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["listVoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's webhooks, newest first
         * @description Needs an API key with the `webhooks:write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a URL for signed event notifications; the signing secret is returned only in this response
         * @description Needs an API key with the `webhooks:write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook; deliveries to it still under way end as failed
         * @description Needs an API key with the `webhooks:write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the last 7 days with the status of each delivery; filter by status to find missed events
         * @description Needs an API key with the `webhooks:write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a read: 600 per minute per credential.
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event again to its failed deliveries: a new round of up to 5 attempts with the same event id
         * @description Needs an API key with the `webhooks:write` scope (`Authorization: Bearer lb_api_…`; a bearer session token is a 401), or in the portal the session cookie, which acts as the account owner with every scope. Counts as a write: 60 per minute per credential.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBody: {
            /** @description Machine-readable error code */
            error: string;
            /** @description What went wrong; names the offending field for validation errors */
            message: string;
            /** @description Same as the X-Request-Id header */
            request_id: string;
        };
        Pagination: {
            total: number;
            limit: number;
            offset: number;
        };
        /** AuditEntry */
        AuditEntry: {
            /** @description Entry id (aud_...), sortable by time */
            id: string;
            /** @description When the call was made (Unix seconds) */
            at: number;
            actor: {
                /**
                 * @description api_key or session: a request with that credential; operator: an operator command; schedule: a scheduled run; user: the account's owner signing in by e-mail, before a session exists; feed: a podcast app (or anyone holding the URL) reading a private podcast feed
                 * @enum {string}
                 */
                type: "api_key" | "session" | "operator" | "schedule" | "user" | "feed";
                user_id: string;
                /** @description The API key that made the request (type api_key) */
                key_id?: string;
                /** @description Leading characters of that key, as the key list shows them */
                key_prefix?: string;
                /** @description Names the session (type session): derived from a hash of its token, never the token */
                session_id?: string;
                /** @description The schedule that ran (type schedule) */
                schedule_id?: string;
                /** @description First characters of the feed URL's token (type feed), as the profile shows them */
                feed_prefix?: string;
            };
            /**
             * @description What was done, `<resource>.<verb>`
             * @enum {string}
             */
            action: "account.create" | "session.create" | "subscription.update" | "auth.sign_in_requested" | "auth.sign_in" | "auth.sign_in_failed" | "auth.sign_out" | "key.create" | "key.revoke" | "profile.create" | "profile.update" | "profile.delete" | "feed.create" | "feed.revoke" | "feed.read" | "feed.download" | "source.create" | "source.delete" | "briefing.create" | "briefing.feedback" | "profile.feedback_reset" | "schedule.create" | "schedule.update" | "schedule.delete" | "schedule.pause" | "schedule.resume" | "webhook.create" | "webhook.delete" | "webhook.redeliver";
            /** @description Kind of resource acted on (profile, source, api_key, …) */
            resource_type: string;
            /** @description Id of the resource; null when a creation failed before it had one */
            resource_id: string | null;
            /**
             * @description REST API, MCP tool call, operator command or scheduled run
             * @enum {string}
             */
            channel: "rest" | "mcp" | "admin" | "schedule";
            /** @description The X-Request-Id of the call */
            request_id: string | null;
            /** @description Client IP address as the API gateway saw it */
            source_ip: string | null;
            /** @description User-Agent header of the call, first 256 characters */
            user_agent: string | null;
            /** @description HTTP status of the call; failed writes are recorded too (an MCP tool call gets its REST twin's status) */
            outcome: number;
            /** @description For updates, the names of the fields the request set (never their values); null for other actions */
            changed_fields: string[] | null;
            /** @description When the entry is removed: kept one year */
            expires_at: number;
        };
        /** Current session */
        CurrentSession: {
            user: components["schemas"]["SignedInUser"];
            session: components["schemas"]["Session"];
        };
        /** Signed in user */
        SignedInUser: {
            /** @description Account id (usr_…) */
            id: string;
            email: string;
        };
        /** Session */
        Session: {
            /** @description Names the session (ses_…), as the audit log does; never the token */
            id: string;
            /** @description When the session ends; using it does not extend it */
            expires_at: number;
        };
        /** Sign in request */
        SignInRequest: {
            /**
             * Format: email
             * @description E-mail address; compared trimmed and lower-cased
             */
            email: string;
        };
        /** Sign in code sent */
        SignInCodeSent: {
            /** @description The address the code was sent to, normalised */
            email: string;
            /** @description Seconds the code stays valid (600) */
            expires_in_seconds: number;
        };
        /** Signed out */
        SignedOut: {
            /** @constant */
            signed_out: true;
            /** @description The session that ended */
            session_id: string;
        };
        /** Sign in verification */
        SignInVerification: {
            /**
             * Format: email
             * @description E-mail address; compared trimmed and lower-cased
             */
            email: string;
            /** @description The 8-digit code of the e-mail (spaces and dashes are ignored) */
            code: string;
        };
        /** Signed in */
        SignedIn: {
            /** @description The session token (lb_sess_…), also set as the session cookie; shown only in this response */
            token: string;
            session: components["schemas"]["Session"];
            user: components["schemas"]["SignedInUser"];
        };
        /**
         * Dry run
         * @description What a briefing of the profile would be if started now: its outline, length and cost. Nothing was stored
         */
        DryRun: {
            /**
             * @description Always true: nothing was queued, stored or synthesized
             * @constant
             */
            dry_run: true;
            /** @description The profile the briefing would be made for */
            profile_id: string;
            /**
             * @description How a briefing started now would end: briefing, or nothing_new (no untold story; no audio, no cost)
             * @enum {string}
             */
            outcome: "briefing" | "nothing_new";
            /**
             * @description Who wrote the outline: extractive, or the configured model (after its grounding check)
             * @enum {string}
             */
            script_writer: "extractive" | "bedrock" | "openai";
            /** @description The stories in spoken order */
            stories: {
                /** @description Title of the article the story tells */
                title: string;
                /** @description Name of the source it came from */
                source_name: string;
                /** @description The article's link */
                url: string;
                /** @description When the article was published; null when the source gives no date */
                published_at: number | null;
                /** @description Estimated speaking time of the story, its transition and the pause after it included (every turn of a duo story) */
                estimated_seconds: number;
            }[];
            /** @description Estimated length of the audio: intro, stories, outro and the pauses between them; a real run lands within about 5 % */
            estimated_seconds: number;
            /** @description The length the profile asks for */
            target_seconds: number;
            /** @description What speaking the script would take and cost */
            speech: {
                /** @description Amazon Polly engine of the (host's) voice (neural or standard) */
                engine: string;
                /** @description Amazon Polly voice of the host */
                voice_id: string;
                /** @description SynthesizeSpeech requests the script takes (one per chunk of at most 3,000 characters), both voices of a duo together */
                requests: number;
                /** @description Characters Polly would bill: the text of the SSML chunks exactly as they would be sent, tags excluded; both voices together */
                billed_characters: number;
                /** @description The host engine's price in the service's price table */
                usd_per_million_characters: number;
                /** @description The billed characters of each voice at its engine's price, summed, before any free tier */
                estimated_cost_usd: number;
                /** @description The same figures for each voice that speaks: one entry for a bulletin, two for a duo */
                by_voice: {
                    /**
                     * @description host, or co_host: the second host of a duo
                     * @enum {string}
                     */
                    speaker: "host" | "co_host";
                    /** @description Amazon Polly voice */
                    voice_id: string;
                    /** @description Its engine (neural or standard) */
                    engine: string;
                    /** @description SynthesizeSpeech requests in this voice */
                    requests: number;
                    /** @description Characters billed in this voice */
                    billed_characters: number;
                    /** @description The engine's price */
                    usd_per_million_characters: number;
                    /** @description billed_characters at that price */
                    estimated_cost_usd: number;
                }[];
                /** @description When the price table was taken from prices_source */
                prices_as_of: string;
                /** @description Where the prices come from */
                prices_source: string;
            };
            /** @description The model calls writing the script took; null without a model writer */
            model: {
                /**
                 * @description The configured model writer
                 * @enum {string}
                 */
                writer: "bedrock" | "openai";
                /** @description The model id */
                model: string;
                /** @description Input tokens of the relevance and script calls, as the model API reported them (0 when it reports none) */
                input_tokens: number;
                /** @description Output tokens of those calls */
                output_tokens: number;
            } | null;
            /** @description Sources that could not be read and were skipped */
            failed_sources: {
                /** @description Source id (src_...) */
                source_id: string;
                /** @description Name of the source */
                name: string;
                /** @description Why it could not be read */
                reason: string;
            }[];
        };
        /** Created briefing */
        CreatedBriefing: {
            /** @description Briefing job id (job_...) */
            job_id: string;
            /**
             * @description Always queued: generation runs asynchronously
             * @constant
             */
            status: "queued";
        };
        /** Briefing */
        Briefing: {
            /** @description Briefing job id (job_...) */
            id: string;
            /**
             * @description queued, running, done or failed
             * @enum {string}
             */
            status: "queued" | "running" | "done" | "failed";
            /** @description Why the job failed; null unless failed */
            error: string | null;
            /** @description When processing started */
            started_at: number | null;
            /** @description When the job ended, done or failed */
            finished_at: number | null;
            /** @description Unix time in seconds */
            created_at: number;
            /** @description The produced audio; null until done, and when the outcome is nothing_new */
            podcast: {
                /** @description Podcast id (pod_...) */
                id: string;
                /** @description Length of the audio in whole seconds */
                length_seconds: number | null;
                /** @description Size of the MP3 file in bytes, its ID3 tag (chapters, cover) included; null for briefings made before sizes were recorded */
                size_bytes: number | null;
                /** @description Unix time in seconds */
                created_at: number;
            } | null;
            /** @description Set when done: briefing (audio made) or nothing_new (no fresh story on the interests that earlier briefings have not told, so no audio, transcript or summary; message says why); null otherwise */
            outcome: ("briefing" | "nothing_new") | null;
            /** @description Length of the audio when done; 0 for nothing_new; null otherwise */
            duration_seconds: number | null;
            /** @description Seconds short of the profile's length when the fresh, on-topic stories not told before ran out (the audio and message say how many there were); null otherwise */
            shortfall_seconds: number | null;
            /** @description What a listener should know about the outcome: nothing new, or a briefing shorter than asked; null otherwise */
            message: string | null;
            /** @description Profile the briefing was generated for */
            profile_id: string;
            /** @description Current pipeline step while running (starting, fetching, writing, synthesizing, stitching, finishing); null otherwise */
            stage: ("starting" | "fetching" | "writing" | "synthesizing" | "stitching" | "finishing") | null;
            /** @description Who wrote the script: extractive, bedrock or openai (a model whose answer passed the grounding check); null until written */
            script_writer: ("extractive" | "bedrock" | "openai") | null;
            grounding: {
                /** @description Sentences of the model answer checked against the items they cite */
                checked_sentences: number;
                /** @description Sentences removed for a name, number or claim not found in those items */
                removed_sentences: number;
                /** @description Stories retold by the extractive writer because too little of them was left */
                replaced_stories: number;
            } | null;
        };
        /** Briefing audio */
        BriefingAudio: {
            /** @description Briefing job id (job_...) */
            job_id: string;
            /** @description Signed link valid for 24 hours; it redirects to a short-lived download URL of the MP3 */
            audio_url: string;
            /** @description When the link stops working */
            expires_at: number;
            /** @description Length of the audio in whole seconds */
            duration_seconds: number;
        };
        /**
         * Podcast chapters
         * @description A Podcasting 2.0 JSON chapters document (https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/examples/chapters/jsonChapters.md)
         */
        PodcastChapters: {
            /**
             * @description Version of the Podcasting 2.0 JSON chapters format
             * @constant
             */
            version: "1.2.0";
            /** @description Intro, each story and outro, in spoken order: the transcript's chapters */
            chapters: {
                /** @description Start of the chapter in seconds */
                startTime: number;
                /** @description End of the chapter in seconds */
                endTime: number;
                /** @description The story's article title, or the intro's and outro's name in the briefing's language */
                title: string;
                /** @description The article the story tells; absent for the intro and outro */
                url?: string;
            }[];
        };
        /** Summary */
        Summary: {
            /** @description Briefing job id (job_...) */
            job_id: string;
            /** @description One line that sums the briefing up */
            headline: string;
            /** @description Key points in spoken order */
            bullets: {
                /** @description One key point */
                text: string;
                /** @description Where the point comes from */
                sources: {
                    /** @description Name of the source */
                    name: string;
                    /** @description Link to the item (or the source when the item has none) */
                    url: string;
                }[];
                /** @description The articles the point comes from */
                articles: components["schemas"]["ArticleCitation"][];
            }[];
        };
        /** Article citation */
        ArticleCitation: {
            /** @description Title of the article */
            title: string;
            /** @description The article's own link (the source's URL only for a source that is a single page) */
            url: string;
            /** @description Name of the source the article came from */
            source_name: string;
            /** @description When the article was published; null when the source gives no date */
            published_at: number | null;
        };
        /** Transcript */
        Transcript: {
            /** @description Briefing job id (job_...) */
            job_id: string;
            /** @description The whole spoken script */
            text: string;
            /** @description The script in spoken order, with audio timings: one segment per part of a bulletin, one per turn of a duo */
            segments: {
                /** @description Offset of the segment in the audio, in seconds (millisecond precision) */
                start_seconds: number;
                /** @description End of the segment in the audio, in seconds */
                end_seconds: number;
                /** @description Words spoken in the segment */
                text: string;
                /** @description Sources the segment draws on; empty for the intro and outro */
                source_ids: string[];
                /** @description The feeds or sites the segment draws on, as configured */
                sources: {
                    /** @description Source id (src_...) */
                    id: string;
                    /** @description Name of the source */
                    name: string;
                    /** @description Link to the item (or the source when the item has none) */
                    url: string;
                }[];
                /** @description The articles the segment tells; empty for the intro and outro */
                articles: components["schemas"]["ArticleCitation"][];
                /**
                 * @description Who speaks the segment: host (every segment of a bulletin), or co_host, the second host of a duo briefing
                 * @enum {string}
                 */
                speaker: "host" | "co_host";
                /** @description Index of the story the segment tells (0 for the first), shared by every turn of it in a duo briefing; null for the opening and the closing */
                story: number | null;
                /**
                 * Story relevance
                 * @description Why the story was chosen: the interest and the matched words. Absent for the intro, the outro, profiles without interests and briefings made before v1.2
                 */
                relevance?: {
                    /** @description The profile interest the story was chosen for, as the profile writes it */
                    interest: string;
                    /** @description The words of the story that matched the interest or what it also matches (the profile's topics), as the story writes them */
                    matched: string[];
                };
            }[];
            /** @description The voices that speak the briefing; absent in transcripts stored before duo briefings */
            speakers?: {
                host: {
                    /** @description Amazon Polly voice */
                    voice_id: string;
                    /** @description The voice's display name, as the WebVTT voice spans name the speaker */
                    name: string;
                };
                /** @description null for a bulletin */
                co_host: {
                    /** @description Amazon Polly voice */
                    voice_id: string;
                    /** @description The voice's display name, as the WebVTT voice spans name the speaker */
                    name: string;
                } | null;
            };
            /** @description One chapter per part (intro, each story, outro; a duo story's turns are one chapter), the same the MP3 carries as ID3 CHAP frames and GET /briefings/{id}/chapters serves */
            chapters: components["schemas"]["Chapter"][];
        };
        /** Story relevance */
        StoryRelevance: {
            /** @description The profile interest the story was chosen for, as the profile writes it */
            interest: string;
            /** @description The words of the story that matched the interest or what it also matches (the profile's topics), as the story writes them */
            matched: string[];
        };
        /** Chapter */
        Chapter: {
            /** @description The story's article title; for the intro and outro a fixed word in the briefing's language */
            title: string;
            /** @description Start of the chapter in the audio, in seconds (millisecond precision) */
            start_seconds: number;
            /** @description End of the chapter in the audio, in seconds */
            end_seconds: number;
            /** @description The article the story tells (the first, when it tells several); absent for the intro and outro */
            url?: string;
        };
        /** Latest briefing */
        LatestBriefing: {
            /** @description Newest job of the profile, any status; null when there is none */
            briefing_id: string | null;
            /**
             * @description Status of that job
             * @enum {string}
             */
            status?: "queued" | "running" | "done" | "failed";
            /** @description briefing or nothing_new when done (see Briefing.outcome); null otherwise */
            outcome?: ("briefing" | "nothing_new") | null;
            /** @description Set when done */
            duration_seconds: number | null;
            /** @description Signed audio link, valid 24 hours; set when done */
            audio_url: string | null;
            /** @description GET endpoint of the transcript; set when done */
            transcript_url: string | null;
            /** @description GET endpoint of the summary; set when done */
            summary_url: string | null;
            created_at: number | null;
            /** @description Why there is no audio (none generated, still running, failed, nothing new), or that the briefing is shorter than asked */
            message: string | null;
        };
        /** Profile feedback */
        ProfileFeedback: {
            /** @description Profile id (prof_...) */
            profile_id: string;
            /** @description Stories rated "more" that still count (ratings fade over weeks) */
            more: number;
            /** @description Stories rated "less" that still count */
            less: number;
            /** @description The latest rating; null when there is none */
            updated_at: number | null;
            /** @description The ratings that count, newest first (at most 100) */
            ratings: components["schemas"]["StoryRating"][];
        };
        /** Story rating */
        StoryRating: {
            /** @description Briefing job id (job_...) */
            job_id: string;
            /** @description Index of the story in the transcript's `segments` (and `chapters`): 0 is the intro, so stories start at 1; the intro and outro cannot be rated */
            story: number;
            /**
             * @description "more": rank this story's near-duplicates and close relatives higher in the profile's later briefings; "less": lower
             * @enum {string}
             */
            rating: "more" | "less";
            /** @description Title of the rated story's article */
            title: string;
            /** @description Link of the rated story's article */
            url: string | null;
            /** @description When it was rated; rating it the same again keeps this time */
            rated_at: number;
            /** @description How much the rating still counts: 1 when given, halving every 14 days; forgotten after 90 days */
            weight: number;
        };
        /** Rated story */
        RatedStory: {
            /** @description Briefing job id (job_...) */
            job_id: string;
            /** @description Index of the story in the transcript's `segments` (and `chapters`): 0 is the intro, so stories start at 1; the intro and outro cannot be rated */
            story: number;
            /**
             * @description "more": rank this story's near-duplicates and close relatives higher in the profile's later briefings; "less": lower
             * @enum {string}
             */
            rating: "more" | "less";
            /** @description Title of the rated story's article */
            title: string;
            /** @description Link of the rated story's article */
            url: string | null;
            /** @description When it was rated; rating it the same again keeps this time */
            rated_at: number;
            /** @description How much the rating still counts: 1 when given, halving every 14 days; forgotten after 90 days */
            weight: number;
            /** @description Profile id (prof_...) */
            profile_id: string;
            feedback: components["schemas"]["FeedbackCounts"];
        };
        /** Feedback counts */
        FeedbackCounts: {
            /** @description Stories rated "more" that still count (ratings fade over weeks) */
            more: number;
            /** @description Stories rated "less" that still count */
            less: number;
            /** @description The latest rating; null when there is none */
            updated_at: number | null;
        };
        /** Feedback reset */
        FeedbackReset: {
            /** @description Profile id (prof_...) */
            profile_id: string;
            /** @description Ratings forgotten; later briefings rank as if none had been given */
            removed: number;
        };
        /**
         * CreatedFeed
         * @description A new private podcast feed URL of a profile
         */
        CreatedFeed: {
            /** @description The profile the feed plays */
            profile_id: string;
            /** @description The private feed URL, shown this once: paste it into a podcast app's "add by URL". It is the only credential the feed needs, so keep it secret; POST again to rotate it */
            url: string;
            /** @description The URL up to the first characters of its token, as the profile shows it from now on */
            url_prefix: string;
            /** @description Unix time in seconds */
            created_at: number;
            /** @description True when this rotated an existing feed URL, which answers 404 from now on */
            replaced_previous: boolean;
        };
        /**
         * PodcastTranscript
         * @description Podcasting 2.0 JSON transcript (podcast:transcript type application/json)
         */
        PodcastTranscript: {
            /** @constant */
            version: "1.0.0";
            segments: {
                /** @description Seconds from the start of the audio */
                startTime: number;
                /** @description Seconds from the start of the audio */
                endTime: number;
                /** @description Whole sentences spoken in this span */
                body: string;
            }[];
        };
        /** RevokedFeed */
        RevokedFeed: {
            /** @description The profile the feed plays */
            profile_id: string;
            /**
             * @description The feed URL and every episode link in it answer 404 from now on
             * @constant
             */
            revoked: true;
        };
        /**
         * CreateProfile
         * @description A new briefing profile: what to cover (interests), how long, in which language and voice
         */
        CreateProfile: {
            /** @description Name of the briefing profile, 1..100 characters, e.g. "Morning tech news" */
            name: string;
            description?: string | null;
            /**
             * @description Topics the briefing should focus on, at most 30; content matching them is preferred
             * @default []
             */
            interests?: string[];
            voice_id?: string | null;
            /**
             * @description bulletin (default): one voice reads the stories in turn. duo: two hosts in conversation, taking stories in turn and adding to each other's; every factual sentence is still one of the cited articles'
             * @default bulletin
             * @enum {string}
             */
            format?: "bulletin" | "duo";
            co_host_voice_id?: string | null;
            /**
             * @description Target length of the audio briefing in whole minutes, 1..60
             * @default 5
             */
            length_minutes?: number;
            /**
             * @description Language of the briefing as a BCP-47 tag: 2-3 letter primary language and optional 2-letter region ("en", "en-GB", "pt-BR"). Stored as lower-case language and upper-case region. Some voice of GET /voices must speak it
             * @default en
             */
            language?: string;
            /**
             * @description Oldest news a briefing tells, in whole days, 1..30 (default 7). Briefings also skip what came out before the previous briefing of the profile; a story without a date counts from when the service first saw it
             * @default 7
             */
            max_item_age_days?: number;
            /** @description What interests also match, edited: one entry per interest to change, each with the whole list it should also match. Interests not named keep their list (on create: their topic's terms) */
            topics?: components["schemas"]["TopicEdit"][];
        };
        /** TopicEdit */
        TopicEdit: {
            /** @description One of the profile's interests (after this request), compared without case */
            interest: string;
            /** @description Everything the interest should also match, replacing the current list: drop a term to remove it, add one to add it. The current list is the profile's topics[].also_matches */
            also_matches: string[];
        };
        /**
         * Profile
         * @description A briefing profile: the recipe briefings are generated from
         */
        Profile: {
            /** @description Profile id (prof_...) */
            id: string;
            /** @description Owning account */
            user_id: string;
            /** @description Name of the profile */
            name: string;
            /** @description What the briefing is for, or null */
            description: string | null;
            /** @description Topics the briefing focuses on */
            interests: string[];
            /** @description One entry per interest, in the same order: what it also matches. Computed when interests, language or topics are saved; profiles last saved before v1.2 show an empty list until then (their briefings use the topics' terms all the same) */
            topics: components["schemas"]["ProfileTopic"][];
            /** @description Chosen Amazon Polly voice; null means the language default */
            voice_id: string | null;
            /**
             * @description bulletin (one voice) or duo (two hosts in conversation)
             * @enum {string}
             */
            format: "bulletin" | "duo";
            /** @description Chosen second voice of a duo briefing; null means the service picks one that pairs with the host's voice */
            co_host_voice_id: string | null;
            /** @description Target length of the audio in minutes */
            length_minutes: number;
            /** @description BCP-47 language tag of the briefing */
            language: string;
            /** @description Oldest news a briefing tells, in days */
            max_item_age_days: number;
            /** @description Unix time in seconds */
            created_at: number;
            /** @description Last change; absent until the profile is first updated */
            updated_at?: number;
            /** @description The private podcast feed of the profile (POST /profiles/{id}/feed creates it), or null when it has none */
            feed: components["schemas"]["ProfileFeedSummary"] | null;
        };
        /**
         * ProfileTopic
         * @description What one interest is understood to cover
         */
        ProfileTopic: {
            /** @description One of the profile's interests */
            interest: string;
            /** @description What a story may name instead of the interest's own words and still be about it: synonyms, acronyms, members and related phrasings of its topic in the profile's language, as edited. Empty for an interest the topic knowledge base does not know: it matches its own words */
            also_matches: string[];
            /** @description Terms the listener added to the topic's own */
            added: string[];
            /** @description Terms of the topic the listener removed */
            removed: string[];
        };
        /** ProfileFeedSummary */
        ProfileFeedSummary: {
            /** @description The feed URL up to the first characters of its secret token, to recognise which URL is current; the whole URL was shown once, when the feed was created */
            url_prefix: string;
            /** @description When this feed URL was created (or last rotated) */
            created_at: number;
            /** @description Set when the URL looks shared (more distinct clients polled it in a day than a household would); cleared by rotating the URL. Null otherwise */
            sharing_warning: components["schemas"]["FeedSharingWarning"] | null;
        };
        /**
         * FeedSharingWarning
         * @description The feed URL looks shared: nothing is blocked; rotating the URL (POST /profiles/{id}/feed) stops the old one and clears the warning
         */
        FeedSharingWarning: {
            /** @description The UTC day (YYYY-MM-DD) the feed was last polled by more distinct clients than the threshold */
            date: string;
            /** @description Distinct clients (address and app) a day past which a feed looks shared */
            threshold: number;
            /** @description When the threshold was passed that day */
            detected_at: number;
            /** @description What happened and what to do, to show the owner */
            message: string;
        };
        /** DeletedProfile */
        DeletedProfile: {
            id: string;
            /**
             * @description The profile and the sources attached to it are gone
             * @constant
             */
            deleted: true;
        };
        /**
         * UpdateProfile
         * @description Partial update: send only the fields to change (at least one). null clears description, voice_id or co_host_voice_id. interests replaces the whole list. A voice_id and a co_host_voice_id must speak the resulting language. topics edits what the named interests also match; the others keep theirs
         */
        UpdateProfile: {
            /** @description Name of the briefing profile, 1..100 characters, e.g. "Morning tech news" */
            name?: string;
            description?: string | null;
            /** @description Topics the briefing should focus on, at most 30; content matching them is preferred */
            interests?: string[];
            voice_id?: string | null;
            /**
             * @description bulletin (default): one voice reads the stories in turn. duo: two hosts in conversation, taking stories in turn and adding to each other's; every factual sentence is still one of the cited articles'
             * @enum {string}
             */
            format?: "bulletin" | "duo";
            co_host_voice_id?: string | null;
            /** @description Target length of the audio briefing in whole minutes, 1..60 */
            length_minutes?: number;
            /** @description Language of the briefing as a BCP-47 tag: 2-3 letter primary language and optional 2-letter region ("en", "en-GB", "pt-BR"). Stored as lower-case language and upper-case region. Some voice of GET /voices must speak it */
            language?: string;
            /** @description Oldest news a briefing tells, in whole days, 1..30 (default 7). Briefings also skip what came out before the previous briefing of the profile; a story without a date counts from when the service first saw it */
            max_item_age_days?: number;
            /** @description What interests also match, edited: one entry per interest to change, each with the whole list it should also match. Interests not named keep their list (on create: their topic's terms) */
            topics?: components["schemas"]["TopicEdit"][];
        };
        /**
         * CreateSchedule
         * @description A recurring briefing of one profile: when (cron in a time zone) and where it is delivered
         */
        CreateSchedule: {
            /** @description Profile the briefings are generated for */
            profile_id: string;
            /** @description 5-field Unix cron: minute hour day-of-month month day-of-week, e.g. "0 7 * * 1-5". Day-of-month and day-of-week cannot both be restricted */
            cron: string;
            /** @default UTC */
            timezone?: string;
            /**
             * @description How the finished briefing is delivered: email, telegram, whatsapp, or webhook (to the account's webhooks)
             * @enum {string}
             */
            delivery_method: "email" | "telegram" | "whatsapp" | "webhook";
            /** @default null */
            destination?: string | null;
        };
        /**
         * Schedule
         * @description A recurring briefing: a profile, a cron expression in a time zone and a delivery method
         */
        Schedule: {
            /** @description Schedule id (sch_...) */
            id: string;
            profile_id: string;
            cron: string;
            timezone: string;
            /** @enum {string} */
            delivery_method: "email" | "telegram" | "whatsapp" | "webhook";
            destination: string | null;
            active: boolean;
            /** @description Unix time in seconds */
            created_at: number;
            /** @description Unix time in seconds */
            updated_at: number;
            /** @description Next time the schedule runs; null while paused */
            next_run_at: number | null;
            last_run_at: number | null;
            /** @description started: a briefing was queued; skipped: see last_run_error */
            last_run_status: ("started" | "skipped") | null;
            /** @description Why the last run was skipped, e.g. a briefing of the profile was still running */
            last_run_error: string | null;
            /** @description Briefing job the schedule last started */
            last_job_id: string | null;
        };
        /**
         * UpdateSchedule
         * @description Partial update: send only the fields to change (at least one). Switching delivery_method to webhook clears destination; other methods need a destination that suits them
         */
        UpdateSchedule: {
            /** @description 5-field Unix cron: minute hour day-of-month month day-of-week, e.g. "0 7 * * 1-5". Day-of-month and day-of-week cannot both be restricted */
            cron?: string;
            timezone?: string;
            /**
             * @description How the finished briefing is delivered: email, telegram, whatsapp, or webhook (to the account's webhooks)
             * @enum {string}
             */
            delivery_method?: "email" | "telegram" | "whatsapp" | "webhook";
            destination?: string | null;
            /** @description false pauses the schedule, true resumes it */
            active?: boolean;
        };
        /**
         * CreateSource
         * @description A content source; nothing is fetched until a briefing uses it
         */
        CreateSource: {
            /**
             * @description Kind of source. rss: an RSS/Atom feed URL. youtube: a channel, @handle or playlist URL (turned into its feed). website: a site or article page (its feed is discovered when fetched). newsletter: a newsletter's web archive or feed. person / company: a page about or by them (blog, profile, newsroom)
             * @enum {string}
             */
            type: "rss" | "youtube" | "website" | "newsletter" | "person" | "company";
            /**
             * Format: uri
             * @description Absolute http(s) URL, at most 2048 characters. Stored normalised: host lower-cased, #fragment and tracking parameters (utm_*, fbclid, gclid, ...) removed; YouTube channel and playlist URLs become their feed URL
             */
            url: string;
            /** @description Label, 1..200 characters; cited in briefings */
            name: string;
            /** @description Attach the source to this profile of yours (prof_...); omit for an unattached source */
            profile_id?: string;
        };
        /**
         * Source
         * @description Where briefing content comes from
         */
        Source: {
            /** @description Source id (src_...) */
            id: string;
            /**
             * @description Kind of source. rss: an RSS/Atom feed URL. youtube: a channel, @handle or playlist URL (turned into its feed). website: a site or article page (its feed is discovered when fetched). newsletter: a newsletter's web archive or feed. person / company: a page about or by them (blog, profile, newsroom)
             * @enum {string}
             */
            type: "rss" | "youtube" | "website" | "newsletter" | "person" | "company";
            /** @description Normalised URL the content is fetched from */
            url: string;
            /** @description Label of the source, cited in briefings */
            name: string;
            /** @description Profile the source feeds, or null */
            profile_id: string | null;
            /** @description Unix time in seconds */
            created_at: number;
        };
        /** DeletedSource */
        DeletedSource: {
            id: string;
            /** @constant */
            deleted: true;
        };
        /**
         * Voice
         * @description An Amazon Polly voice a profile can use
         */
        Voice: {
            /** @description Amazon Polly VoiceId; use it as a profile voice_id */
            id: string;
            /** @description Display name */
            name: string;
            /** @description BCP-47 language code of the voice, e.g. "en-GB" */
            language: string;
            /** @enum {string} */
            gender: "female" | "male";
            /** @description Polly engines offering this voice; briefings use neural when offered, otherwise standard */
            engines: ("standard" | "neural" | "generative" | "long-form")[];
            /** @description Voices that can be the co_host_voice_id of a duo briefing this voice hosts: the other voices of its language, best pairing first (the other gender, the same region, neural). The first is the one picked when co_host_voice_id is null */
            pairs_with: string[];
        };
    };
    responses: {
        /** @description `validation_error`: malformed JSON, JSON nested deeper than 32 levels, a missing field or an invalid value; the message names every offending field. */
        ValidationError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "error": "validation_error",
                 *       "message": "name: is required",
                 *       "request_id": "req_01J9ZQ4M8X6T5V2K3N7P0R1S4W"
                 *     } */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description `unauthorized`: the credential is missing, malformed (an `Authorization` header must hold exactly one `Bearer` credential), unknown, expired or revoked. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "error": "unauthorized",
                 *       "message": "Missing API key: send Authorization: Bearer lb_api_...",
                 *       "request_id": "req_01J9ZQ4M8X6T5V2K3N7P0R1S4W"
                 *     } */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description `forbidden`: the credential may not do this (missing scope, wrong kind of credential, a session-cookie write without its CSRF headers, or the action needs an active subscription). */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "error": "forbidden",
                 *       "message": "This API key lacks the 'write' scope",
                 *       "request_id": "req_01J9ZQ4M8X6T5V2K3N7P0R1S4W"
                 *     } */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description `not_found`: the resource does not exist or belongs to another account (the two are indistinguishable). */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "error": "not_found",
                 *       "message": "profile prof_01J9ZQ4M8X not found",
                 *       "request_id": "req_01J9ZQ4M8X6T5V2K3N7P0R1S4W"
                 *     } */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description `conflict`: a duplicate request or a concurrent operation holds the resource. */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "error": "conflict",
                 *       "message": "A briefing is already running for this profile",
                 *       "request_id": "req_01J9ZQ4M8X6T5V2K3N7P0R1S4W"
                 *     } */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description `rate_limited`: the credential spent its allowance for this minute; retry after `Retry-After` seconds. */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "error": "rate_limited",
                 *       "message": "Rate limit exceeded; retry in 42 s",
                 *       "request_id": "req_01J9ZQ4M8X6T5V2K3N7P0R1S4W"
                 *     } */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description `internal_error`: an unexpected failure; quote the request id when reporting it. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /** @example {
                 *       "error": "internal_error",
                 *       "message": "Internal error; quote the request id when reporting it",
                 *       "request_id": "req_01J9ZQ4M8X6T5V2K3N7P0R1S4W"
                 *     } */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifier of this request (req_…); error bodies repeat it as `request_id`. Quote it when reporting a problem. */
        "X-Request-Id": string;
        /** @description Requests allowed per one-minute window for this credential: 600 reads (GET) or 60 writes (POST, PATCH, DELETE). */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (seconds) when the current window ends. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of API keys (never the secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            /** @description Leading characters of the key, for identification */
                            key_prefix: string;
                            scopes: ("read" | "write" | "webhooks:write" | "usage:read")[];
                            last_used_at: number | null;
                            expires_at: number | null;
                            /** @description Unix time in seconds */
                            created_at: number;
                        }[];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A label for the key, 1..100 characters */
                    name: string;
                    /** @description Scopes granted to the key; defaults to all four */
                    scopes?: ("read" | "write" | "webhooks:write" | "usage:read")[];
                    /** @description Lifetime in days; omit for no expiry */
                    expires_in_days?: number;
                };
            };
        };
        responses: {
            /** @description The new key, with `key` shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            /** @description Leading characters of the key, for identification */
                            key_prefix: string;
                            scopes: ("read" | "write" | "webhooks:write" | "usage:read")[];
                            last_used_at: number | null;
                            expires_at: number | null;
                            /** @description Unix time in seconds */
                            created_at: number;
                            /** @description The full secret key. Shown only in this response */
                            key: string;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The account already has the maximum of 100 API keys; revoke one first */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description API key id (key_...) */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key is revoked */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @constant */
                            revoked: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key and its current request count */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The API key; for a session, the session id (ses_…) */
                            key_id: string;
                            /** @description Leading characters of the key; lb_sess_ for a session */
                            key_prefix: string;
                            /** @description The key's label; "session" for a session */
                            name: string;
                            /** @description The key's scopes; every scope for a session, which acts as the account owner */
                            scopes: ("read" | "write" | "webhooks:write" | "usage:read")[];
                            requests_last_minute: number;
                            /**
                             * @description What authenticated the request
                             * @enum {string}
                             */
                            credential: "api_key" | "session";
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Daily request and write counts of the account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            period_days: number;
                            total_requests: number;
                            by_day: {
                                /** Format: date */
                                date: string;
                                requests: number;
                                write_requests: number;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Only entries of this action */
                action?: "account.create" | "session.create" | "subscription.update" | "auth.sign_in_requested" | "auth.sign_in" | "auth.sign_in_failed" | "auth.sign_out" | "key.create" | "key.revoke" | "profile.create" | "profile.update" | "profile.delete" | "feed.create" | "feed.revoke" | "feed.read" | "feed.download" | "source.create" | "source.delete" | "briefing.create" | "briefing.feedback" | "profile.feedback_reset" | "schedule.create" | "schedule.update" | "schedule.delete" | "schedule.pause" | "schedule.resume" | "webhook.create" | "webhook.delete" | "webhook.redeliver";
                /** @description Only entries about this resource */
                resource_id?: string;
                /** @description Only entries of calls made with this API key */
                key_id?: string;
                /** @description Only entries at or after this time (Unix seconds) */
                from?: number;
                /** @description Only entries at or before this time (Unix seconds) */
                to?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries, kept one year; no API changes or deletes them */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user and the session of the credential */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrentSession"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    requestSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description The same answer whether or not the address has an account. The e-mail holds an 8-digit code (valid 10 minutes, once; a new request replaces it) and a link to the portal that enters it */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignInCodeSent"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            409: components["responses"]["Conflict"];
            /** @description `rate_limited`: more than 5 codes for the address or 30 from the client's IP within 15 minutes; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds until the window ends */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked: its token and cookie no longer work */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description briefings_session=; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=0 */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedOut"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    verifySignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInVerification"];
            };
        };
        responses: {
            /** @description Signed in: the session token, also set as the `briefings_session` cookie (HttpOnly, Secure, SameSite=Strict), valid 7 days. The first sign-in of an address creates its account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description briefings_session=<token>; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=604800 */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedIn"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description `unauthorized`: the code is wrong, expired or used (5 wrong tries burn it) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `forbidden`: the address has no account and the operator turned sign-up off (`SIGN_UP=off`) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: components["responses"]["Conflict"];
            /** @description `rate_limited`: more than 60 code checks from the client's IP within 15 minutes; retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds until the window ends */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listBriefings: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Only jobs of this profile */
                profile_id?: string;
                /** @description Only jobs in this status */
                status?: "queued" | "running" | "done" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of briefing jobs */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Briefing"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createBriefing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Profile to generate the briefing for (prof_...) */
                    profile_id: string;
                    /** @description true: fetch the sources and write the script only, and answer 200 with the outline and the estimated length and cost; nothing is stored or synthesized. Default false */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description dry_run: true. The sources were fetched and the script written in the request, as a real run would now; nothing was queued, stored or synthesized (no job, no lock, no audio; earlier briefings and item sightings untouched), so a real run afterwards tells the same stories. Counts as a write for rate limiting; an Idempotency-Key is ignored. 409 when a real run would fail: the profile has no sources, or none could be read */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DryRun"];
                    };
                };
            };
            /** @description Queued. Poll GET /briefings/{id} or subscribe to briefing.generated. An `Idempotency-Key` header makes retries safe: the same key and body within 24 hours return this first response; another body with the key gets 409 */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedBriefing"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A briefing for the profile is already queued or running, or the Idempotency-Key was used with another body */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadBriefingAudio: {
        parameters: {
            query: {
                /** @description Expiry of the signed link (Unix seconds) */
                expires: number;
                /** @description HMAC-SHA256 of the link */
                signature: string;
            };
            header?: never;
            path: {
                /** @description Briefing job id (job_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to a download URL of the MP3 that works for 5 minutes */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description The download URL of the MP3 */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            /** @description The link was altered or has expired */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getBriefing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Briefing job id (job_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The briefing job */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Briefing"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getBriefingAudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Briefing job id (job_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audio link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BriefingAudio"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description not_found: no such briefing in this account; not_ready: the briefing has not completed (or failed); nothing_new: the briefing is done with outcome nothing_new (no fresh story on the interests that earlier briefings have not told), so it has no audio, transcript or summary */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getBriefingChapters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Briefing job id (job_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chapters document, not wrapped in `data`, as podcast apps read it; the same chapters are in the transcript and in the MP3 as ID3 CHAP frames */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json+chapters": components["schemas"]["PodcastChapters"];
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description not_found: no such briefing in this account; not_ready: the briefing has not completed (or failed); nothing_new: the briefing is done with outcome nothing_new (no fresh story on the interests that earlier briefings have not told), so it has no audio, transcript or summary */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getBriefingSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Briefing job id (job_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Summary"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description not_found: no such briefing in this account; not_ready: the briefing has not completed (or failed); nothing_new: the briefing is done with outcome nothing_new (no fresh story on the interests that earlier briefings have not told), so it has no audio, transcript or summary */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getBriefingTranscript: {
        parameters: {
            query?: {
                /** @description json (default) or vtt for WebVTT captions */
                format?: "json" | "vtt";
            };
            header?: never;
            path: {
                /** @description Briefing job id (job_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcript (JSON), or WebVTT captions when format=vtt */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Transcript"];
                    };
                    "text/vtt": string;
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description not_found: no such briefing in this account; not_ready: the briefing has not completed (or failed); nothing_new: the briefing is done with outcome nothing_new (no fresh story on the interests that earlier briefings have not told), so it has no audio, transcript or summary */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getLatestBriefing: {
        parameters: {
            query: {
                /** @description Profile whose newest briefing is wanted */
                profile_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest job of the profile in any status; `message` says why links are missing */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LatestBriefing"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getProfileFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Profile id (prof_...) */
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile's feedback; no ratings yet is an empty list */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileFeedback"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    resetProfileFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Profile id (prof_...) */
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ratings are forgotten (also when there were none) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeedbackReset"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    rateBriefingStory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Briefing job id (job_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Index of the story in the transcript's `segments` (and `chapters`): 0 is the intro, so stories start at 1; the intro and outro cannot be rated */
                    story: number;
                    /**
                     * @description "more": rank this story's near-duplicates and close relatives higher in the profile's later briefings; "less": lower
                     * @enum {string}
                     */
                    rating: "more" | "less";
                };
            };
        };
        responses: {
            /** @description The rating, kept on the briefing's profile, with the profile's counts. Rating the story the same again changes nothing; the other rating replaces it. A "less" lowers a story below its rivals but never removes it: when nothing else is left to tell, it is told */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RatedStory"];
                    };
                };
            };
            /** @description `validation_error`: `story` is not a story of the briefing (no such segment, or the intro or outro), or `rating` is not "more" or "less" */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description not_found: no such briefing in this account; not_ready: the briefing has not completed (or failed); nothing_new: the briefing found nothing new, so it has no stories to rate */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The briefing's profile was deleted */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createProfileFeed: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Profile id (prof_...) */
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed URL, shown this once; the profile shows only its prefix from now on */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedFeed"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeProfileFeed: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Profile id (prof_...) */
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed is revoked */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevokedFeed"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `not_found`: no such profile, or the profile has no feed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getPodcastEpisodeAudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feed token (lb_feed_...) from the feed URL */
                token: string;
                /** @description Briefing job id (job_...), as the feed item's guid */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to a storage URL of the MP3 that works for 5 minutes and answers HTTP Range requests (206) */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description The download URL of the MP3 */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            /** @description `not_found`: no such feed: an unknown, rotated or revoked URL, or a deleted profile (never told apart); or no such episode in this feed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `rate_limited`: the feed spent its allowance of 120 requests a minute (the feed, its cover and its episodes' files together); retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPodcastEpisodeCaptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feed token (lb_feed_...) from the feed URL */
                token: string;
                /** @description Briefing job id (job_...), as the feed item's guid */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captions, each story's cues after a NOTE citing its articles */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description How long the answer may be kept: private to the listener's app */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/vtt": string;
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description `not_found`: no such feed: an unknown, rotated or revoked URL, or a deleted profile (never told apart); or no such episode in this feed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `rate_limited`: the feed spent its allowance of 120 requests a minute (the feed, its cover and its episodes' files together); retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPodcastEpisodeChapters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feed token (lb_feed_...) from the feed URL */
                token: string;
                /** @description Briefing job id (job_...), as the feed item's guid */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chapters */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description How long the answer may be kept: private to the listener's app */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json+chapters": components["schemas"]["PodcastChapters"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description `not_found`: no such feed: an unknown, rotated or revoked URL, or a deleted profile (never told apart); or no such episode in this feed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `rate_limited`: the feed spent its allowance of 120 requests a minute (the feed, its cover and its episodes' files together); retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPodcastEpisodeTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feed token (lb_feed_...) from the feed URL */
                token: string;
                /** @description Briefing job id (job_...), as the feed item's guid */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcript: the captions' cues */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description How long the answer may be kept: private to the listener's app */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PodcastTranscript"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description `not_found`: no such feed: an unknown, rotated or revoked URL, or a deleted profile (never told apart); or no such episode in this feed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `rate_limited`: the feed spent its allowance of 120 requests a minute (the feed, its cover and its episodes' files together); retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPodcastFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feed token (lb_feed_...) from the feed URL */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. Answers `If-None-Match` and `If-Modified-Since` with 304 */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Strong validator of the feed document */
                    ETag: string;
                    /** @description The newest episode (or a later change of the profile or of the feed URL) */
                    "Last-Modified": string;
                    /** @description How long the answer may be kept: private to the listener's app */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": unknown;
                };
            };
            /** @description Not modified since the copy the app holds */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Strong validator of the feed document */
                    ETag: string;
                    /** @description How long the answer may be kept: private to the listener's app */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            /** @description `not_found`: no such feed: an unknown, rotated or revoked URL, or a deleted profile (never told apart); or no such episode in this feed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `rate_limited`: the feed spent its allowance of 120 requests a minute (the feed, its cover and its episodes' files together); retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPodcastFeedCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feed token (lb_feed_...) from the feed URL */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cover image */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Strong validator of the image */
                    ETag: string;
                    /** @description How long the answer may be kept: private to the listener's app */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description The image the app holds is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Strong validator of the image */
                    ETag: string;
                    /** @description How long the answer may be kept: private to the listener's app */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            /** @description `not_found`: no such feed: an unknown, rotated or revoked URL, or a deleted profile (never told apart); or no such episode in this feed */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `rate_limited`: the feed spent its allowance of 120 requests a minute (the feed, its cover and its episodes' files together); retry after `Retry-After` seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document itself, not wrapped in `data` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: {
                            title: string;
                            version: string;
                        };
                        servers: {
                            url: string;
                        }[];
                        paths: {
                            [key: string]: Record<string, never>;
                        };
                        components: Record<string, never>;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of profiles */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProfile"];
            };
        };
        responses: {
            /** @description The new profile, with defaults filled in */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The account already has the maximum of 100 profiles */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Profile id (prof_...) */
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Profile id (prof_...) */
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile and its sources are deleted; briefings already generated for it stay readable */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedProfile"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Profile id (prof_...) */
                profileId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateProfile"];
            };
        };
        responses: {
            /** @description The profile after the change */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Only schedules of this profile */
                profile_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSchedule"];
            };
        };
        responses: {
            /** @description The new schedule, active, with its next run */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            /** @description The account subscription is cancelled */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such profile in this account (or it is being deleted) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A cap is reached: 100 schedules per account, 10 per profile */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Schedule id (sch_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Schedule id (sch_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule is deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Schedule id (sch_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSchedule"];
            };
        };
        responses: {
            /** @description The updated schedule */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    pauseSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Schedule id (sch_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paused schedule; next_run_at is null */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    resumeSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Schedule id (sch_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active schedule with its next run */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Schedule"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listSources: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Only sources attached to this profile */
                profile_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sources */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Source"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSource"];
            };
        };
        responses: {
            /** @description The new source with its normalised URL */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Source"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such profile in this account (or it is being deleted) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The profile already has a source with this normalised URL (the message names it), or a cap is reached: 1000 sources per account, 100 per profile */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Source id (src_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The source */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Source"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Source id (src_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The source is deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedSource"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listVoices: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Only voices for this language: "en" matches en-US, en-GB, ...; "en-GB" matches en-GB only */
                language?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of voices, in catalogue order (the first neural voice of a language is its default) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voice"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks (secret_prefix only, never the secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Webhook id (wh_...) */
                            id: string;
                            url: string;
                            events: ("briefing.generated" | "briefing.failed" | "subscription.upgraded" | "subscription.cancelled" | "podcast_feed.shared_suspected")[];
                            /** @description First 8 characters of the signing secret, for identification only */
                            secret_prefix: string;
                            /** @description Unix time in seconds */
                            created_at: number;
                        }[];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are POSTed: an https URL of a public host, at most 2048 characters. Private, link-local and metadata addresses are refused; plain http only to a loopback address when the service allows it (local runs)
                     */
                    url: string;
                    /** @description Event types to receive, at least one; duplicates are ignored */
                    events: ("briefing.generated" | "briefing.failed" | "subscription.upgraded" | "subscription.cancelled" | "podcast_feed.shared_suspected")[];
                };
            };
        };
        responses: {
            /** @description The webhook, with `secret` shown once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Webhook id (wh_...) */
                            id: string;
                            url: string;
                            events: ("briefing.generated" | "briefing.failed" | "subscription.upgraded" | "subscription.cancelled" | "podcast_feed.shared_suspected")[];
                            /** @description HMAC-SHA256 signing secret (whsec_...). Returned only in this response: store it to verify X-Briefing-Signature */
                            secret: string;
                            /** @description Unix time in seconds */
                            created_at: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The account already has the maximum of 20 webhooks */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Webhook id (wh_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook is deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: {
                /** @description Page size, at most 100 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Only events with a delivery in this status (of webhook_id when given) */
                status?: "pending" | "delivered" | "failed";
                /** @description Only events of this type */
                type?: "briefing.generated" | "briefing.failed" | "subscription.upgraded" | "subscription.cancelled" | "podcast_feed.shared_suspected";
                /** @description Only events sent (or being sent) to this webhook */
                webhook_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events, newest first, each with its deliveries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /**
                             * @description briefing.generated: a briefing job finished; briefing.failed: a job failed; subscription.upgraded: the plan became pro; subscription.cancelled: the subscription was cancelled; podcast_feed.shared_suspected: more distinct clients polled a private podcast feed in a day than a household would (at most once a day per feed URL)
                             * @enum {string}
                             */
                            type: "briefing.generated" | "briefing.failed" | "subscription.upgraded" | "subscription.cancelled" | "podcast_feed.shared_suspected";
                            /** @description Unix time in seconds */
                            created_at: number;
                            /** @description The event's data, exactly as in the webhook body (see the event types) */
                            data: {
                                [key: string]: unknown;
                            };
                            /** @description One per webhook subscribed when the event happened, plus the schedule's channel for scheduled briefings */
                            deliveries: {
                                /**
                                 * @description webhook for registered webhooks; the other channels deliver scheduled briefings
                                 * @enum {string}
                                 */
                                channel: "webhook" | "email" | "telegram" | "whatsapp";
                                /** @description The webhook (wh_...) for channel webhook, else null */
                                webhook_id: string | null;
                                /** @description The schedule whose delivery method this is, for the other channels */
                                schedule_id: string | null;
                                /**
                                 * @description pending while attempts remain, delivered on a 2xx/accepted send, failed after the last attempt
                                 * @enum {string}
                                 */
                                status: "pending" | "delivered" | "failed";
                                /** @description Attempts in the current round (at most 5); a redelivery starts a new round */
                                attempts: number;
                                /** @description HTTP status of the last attempt; null when no response came */
                                last_response_code: number | null;
                                /** @description Why the last attempt failed, or null */
                                last_error: string | null;
                                last_attempt_at: number | null;
                                /** @description Latest time of the next retry while pending, else null */
                                next_attempt_at: number | null;
                                delivered_at: number | null;
                            }[];
                        }[];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any value) when the session cookie authenticates this write, which must also come from the service's own `Origin` (or `Sec-Fetch-Site: same-origin`); otherwise 403 `forbidden`. Not needed with `Authorization: Bearer`. */
                "X-Requested-With"?: string;
            };
            path: {
                /** @description Event id (evt_...) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Redeliver only to this webhook; omitted means every failed delivery of the event */
                    webhook_id?: string;
                };
            };
        };
        responses: {
            /** @description Redelivery started; the failed deliveries are pending again */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /**
                             * @description briefing.generated: a briefing job finished; briefing.failed: a job failed; subscription.upgraded: the plan became pro; subscription.cancelled: the subscription was cancelled; podcast_feed.shared_suspected: more distinct clients polled a private podcast feed in a day than a household would (at most once a day per feed URL)
                             * @enum {string}
                             */
                            type: "briefing.generated" | "briefing.failed" | "subscription.upgraded" | "subscription.cancelled" | "podcast_feed.shared_suspected";
                            /** @description Unix time in seconds */
                            created_at: number;
                            /** @description The event's data, exactly as in the webhook body (see the event types) */
                            data: {
                                [key: string]: unknown;
                            };
                            /** @description One per webhook subscribed when the event happened, plus the schedule's channel for scheduled briefings */
                            deliveries: {
                                /**
                                 * @description webhook for registered webhooks; the other channels deliver scheduled briefings
                                 * @enum {string}
                                 */
                                channel: "webhook" | "email" | "telegram" | "whatsapp";
                                /** @description The webhook (wh_...) for channel webhook, else null */
                                webhook_id: string | null;
                                /** @description The schedule whose delivery method this is, for the other channels */
                                schedule_id: string | null;
                                /**
                                 * @description pending while attempts remain, delivered on a 2xx/accepted send, failed after the last attempt
                                 * @enum {string}
                                 */
                                status: "pending" | "delivered" | "failed";
                                /** @description Attempts in the current round (at most 5); a redelivery starts a new round */
                                attempts: number;
                                /** @description HTTP status of the last attempt; null when no response came */
                                last_response_code: number | null;
                                /** @description Why the last attempt failed, or null */
                                last_error: string | null;
                                last_attempt_at: number | null;
                                /** @description Latest time of the next retry while pending, else null */
                                next_attempt_at: number | null;
                                delivered_at: number | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such event in the last 7 days, or the event was not sent to webhook_id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description None of the targeted deliveries has failed (pending or delivered) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
}
