"""The Briefings API client: one typed method per operation, plus wait_for_briefing."""

from __future__ import annotations

import time

from ._runtime import BriefingsTimeoutError, Transport
from .models import Briefing
from .operations import BriefingsOperations


class BriefingsClient(BriefingsOperations):
    def __init__(self, base_url: str, token: str, *, max_retries: int = 3, max_retry_after: float = 60.0, timeout: float = 30.0) -> None:
        """base_url includes /api/v1; token is an API key (lb_api_...) or a session token (lb_sess_...).
        A 429 is retried up to max_retries times after its Retry-After, unless that is longer than max_retry_after seconds."""
        super().__init__(Transport(base_url, token, max_retries=max_retries, max_retry_after=max_retry_after, timeout=timeout))

    def wait_for_briefing(self, job_id: str, *, interval: float = 2.0, max_polls: int = 300) -> Briefing:
        """Polls a briefing job until it is done or failed and returns it. A done job with
        outcome "nothing_new" had no new story: it is finished, with podcast None and no audio,
        transcript or summary to fetch. Raises BriefingsTimeoutError after max_polls status reads."""
        for poll in range(1, max_polls + 1):
            briefing = self.get_briefing(job_id)
            if briefing.status in ("done", "failed"):
                return briefing
            if poll < max_polls:
                time.sleep(interval)
        raise BriefingsTimeoutError(f"briefing {job_id} is still {briefing.status} after {max_polls} status reads")


def has_audio(briefing: Briefing) -> bool:
    """A finished job that produced audio, so audio, transcript and summary can be fetched."""
    return briefing.status == "done" and briefing.outcome == "briefing"
