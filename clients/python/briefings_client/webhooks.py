"""Webhook verification: the same scheme as the service's signing (HMAC-SHA256 over the raw body, signed timestamp bounding replays)."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import time

SIGNATURE_HEADER = "X-Briefing-Signature"
EVENT_ID_HEADER = "X-Briefing-Event-Id"
TIMESTAMP_HEADER = "X-Briefing-Timestamp"
DEFAULT_TOLERANCE_SECONDS = 300

_SIGNATURE = re.compile(r"^sha256=([0-9a-f]{64})$", re.IGNORECASE)


def _signed_timestamp(body: bytes) -> int | None:
    try:
        parsed = json.loads(body)
    except ValueError:
        return None
    timestamp = parsed.get("timestamp") if isinstance(parsed, dict) else None
    return timestamp if isinstance(timestamp, int) and not isinstance(timestamp, bool) else None


def verify_webhook(
    raw_body: bytes | str,
    signature_header: str | None,
    secret: str,
    *,
    timestamp_header: str | None = None,
    tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
    now: float | None = None,
) -> bool:
    """True when a delivery is authentic and fresh: raw_body exactly as received, the
    X-Briefing-Signature header and the webhook's whsec_ secret. Pass tolerance_seconds=float("inf")
    to skip the age check. Never raises."""
    body = raw_body.encode() if isinstance(raw_body, str) else raw_body
    match = _SIGNATURE.match((signature_header or "").strip())
    if not match or not secret:
        return False
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(match.group(1).lower(), expected):
        return False
    if tolerance_seconds == float("inf") and timestamp_header is None:
        return True
    timestamp = _signed_timestamp(body)
    if timestamp is None:
        return False
    if timestamp_header is not None and timestamp_header.strip() != str(timestamp):
        return False
    current = int(time.time()) if now is None else now
    return abs(current - timestamp) <= tolerance_seconds
