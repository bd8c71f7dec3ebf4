"""Drives the Python client through the whole flow against a running stack.

Environment: BRIEFINGS_API_URL (…/api/v1), BRIEFINGS_API_KEY, SAMPLE_FEED_URL.
Exits non-zero on the first failed check; prints what it checked.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "clients", "python"))

from briefings_client import (  # noqa: E402
    Briefing,
    BriefingsApiError,
    BriefingsClient,
    BriefingsTimeoutError,
    Transcript,
    CreateProfile,
    has_audio,
    verify_webhook,
)
from briefings_client._runtime import encode, retry_after_seconds  # noqa: E402
from briefings_client.models import CreatedBriefing, DryRun, Page, Source  # noqa: E402

WAIT = {"interval": 0.25, "max_polls": 2400}


def serve(answer):
    """A loopback HTTP server; answer(handler, nth, body) writes the response. Returns (url, received)."""
    received: list[dict] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def handle_any(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            received.append({"path": self.path, "headers": self.headers, "body": body})
            answer(self, len(received))

        do_GET = do_POST = handle_any

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}", received


def reply(handler, status, body=b"", headers=None):
    handler.send_response(status)
    for name, value in (headers or {}).items():
        handler.send_header(name, value)
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


def check_flow(api_url: str, api_key: str, feed_url: str) -> None:
    client = BriefingsClient(api_url, api_key)
    hook_url, deliveries = serve(lambda handler, nth: reply(handler, 204))
    webhook = client.create_webhook({"url": f"{hook_url}/hook", "events": ["briefing.generated"]})
    assert webhook.secret.startswith("whsec_")

    profile = client.create_profile(CreateProfile(name="Python flow", interests=[], length_minutes=1, language="en"))
    source = client.create_source({"type": "rss", "url": feed_url, "name": "Sample feed", "profile_id": profile.id})
    sources = client.list_sources(profile_id=profile.id)
    assert isinstance(sources, Page) and isinstance(sources.data[0], Source) and sources.data[0].id == source.id
    assert sources.pagination.total == 1

    preview = client.create_briefing({"profile_id": profile.id, "dry_run": True})
    assert isinstance(preview, DryRun) and preview.dry_run is True and preview.estimated_seconds > 0, preview

    job = client.create_briefing({"profile_id": profile.id})
    assert isinstance(job, CreatedBriefing), job
    briefing = client.wait_for_briefing(job.job_id, **WAIT)
    assert isinstance(briefing, Briefing)
    assert briefing.status == "done", briefing.error
    assert briefing.outcome == "briefing" and has_audio(briefing)
    assert briefing.podcast is not None and briefing.podcast.length_seconds > 0

    audio = client.get_briefing_audio(job.job_id)
    assert audio.duration_seconds == briefing.podcast.length_seconds and "/audio/download?" in audio.audio_url
    transcript = client.get_briefing_transcript(job.job_id)
    assert isinstance(transcript, Transcript) and len(transcript.segments) >= 3
    assert transcript.segments[0].start_seconds == 0
    assert client.get_briefing_transcript(job.job_id, format="vtt").startswith("WEBVTT")
    summary = client.get_briefing_summary(job.job_id)
    assert summary.headline and summary.bullets and summary.bullets[0].sources[0].url

    for _ in range(400):
        delivery = next((entry for entry in deliveries if json.loads(entry["body"])["data"].get("job_id") == job.job_id), None)
        if delivery:
            break
        time.sleep(0.05)
    assert delivery, "briefing.generated delivered to the webhook"
    signature = delivery["headers"]["X-Briefing-Signature"]
    timestamp = delivery["headers"]["X-Briefing-Timestamp"]
    assert verify_webhook(delivery["body"], signature, webhook.secret, timestamp_header=timestamp)
    assert not verify_webhook(delivery["body"].replace(b"briefing.generated", b"briefing.failed"), signature, webhook.secret)
    assert not verify_webhook(delivery["body"], signature, "whsec_wrong")
    assert not verify_webhook(delivery["body"], signature, webhook.secret, now=int(timestamp) + 301)

    running = json.dumps({"data": {**encode(briefing), "status": "running"}}).encode()
    stuck_url, polls = serve(lambda handler, nth: reply(handler, 200, running, {"Content-Type": "application/json"}))
    try:
        BriefingsClient(stuck_url, api_key).wait_for_briefing(job.job_id, interval=0, max_polls=3)
        raise AssertionError("a job that never ends stops the wait")
    except BriefingsTimeoutError:
        assert len(polls) == 3

    # A profile whose interest no story of the feed is about has nothing to tell.
    unmatched = client.create_profile(CreateProfile(name="Python quiet", interests=["sea otters"], length_minutes=1, language="en"))
    client.create_source({"type": "rss", "url": feed_url, "name": "Sample feed", "profile_id": unmatched.id})
    again = client.create_briefing({"profile_id": unmatched.id})
    nothing_new = client.wait_for_briefing(again.job_id, **WAIT)
    assert nothing_new.status == "done" and nothing_new.outcome == "nothing_new"
    assert nothing_new.podcast is None and not has_audio(nothing_new)

    try:
        client.get_briefing("job_00000000000000000000000000")
        raise AssertionError("a missing job raises")
    except BriefingsApiError as error:
        assert error.status == 404 and error.code == "not_found" and error.request_id.startswith("req_")
    try:
        client.create_profile({"name": "", "interests": [], "length_minutes": 1, "language": "en"})
        raise AssertionError("an invalid profile raises")
    except BriefingsApiError as error:
        assert error.status == 400 and error.code == "validation_error" and "name" in error.message
    print("flow: ok")


def check_rate_limit_retries() -> None:
    """429 answers are retried after Retry-After, a bounded number of times; a wait longer than allowed is not taken."""
    limited = json.dumps({"error": "rate_limited", "message": "Rate limit exceeded", "request_id": "req_limited"}).encode()
    me = json.dumps({"data": {"key_id": "key_1", "key_prefix": "lb_api_x", "name": "test", "scopes": ["read"], "requests_last_minute": 1, "credential": "api_key"}}).encode()

    def answer(handler, nth):
        if nth <= 2:
            reply(handler, 429, limited, {"Content-Type": "application/json", "Retry-After": "0"})
        else:
            reply(handler, 200, me, {"Content-Type": "application/json"})

    url, received = serve(answer)
    assert BriefingsClient(url, "lb_api_x", max_retries=2).get_me().key_id == "key_1"
    assert len(received) == 3

    url, received = serve(answer)
    try:
        BriefingsClient(url, "lb_api_x", max_retries=1).get_me()
        raise AssertionError("gives up after max_retries")
    except BriefingsApiError as error:
        assert error.status == 429 and error.code == "rate_limited" and error.request_id == "req_limited" and error.retry_after == 0
    assert len(received) == 2

    url, received = serve(lambda handler, nth: reply(handler, 429, limited, {"Content-Type": "application/json", "Retry-After": "3600"}))
    try:
        BriefingsClient(url, "lb_api_x", max_retry_after=60).get_me()
        raise AssertionError("does not wait an hour")
    except BriefingsApiError as error:
        assert error.retry_after == 3600
    assert len(received) == 1

    new_year = 1767225600  # 2026-01-01T00:00:00Z
    assert retry_after_seconds("7") == 7
    assert retry_after_seconds("Thu, 01 Jan 2026 00:00:30 GMT", now=new_year) == 30
    assert retry_after_seconds("soon") is None
    print("retries: ok")


if __name__ == "__main__":
    check_rate_limit_retries()
    check_flow(os.environ["BRIEFINGS_API_URL"], os.environ["BRIEFINGS_API_KEY"], os.environ["SAMPLE_FEED_URL"])
