"""Typed client of the Briefings API, generated from its OpenAPI document (standard library only)."""

from ._runtime import BriefingsApiError, BriefingsTimeoutError
from .client import BriefingsClient, has_audio
from .models import *  # noqa: F403
from .webhooks import DEFAULT_TOLERANCE_SECONDS, EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verify_webhook
